// One answer turn, the same for the chat routes and the eval: the safety layer reads the
// conversation before any engine; when it fires the help comes from data (no engine, no products).
// Otherwise the engine answers (the embedded answerer, or the model when one is configured) and
// every final answer is reviewed (lib/ai/final-answer.ts) before it is stored or shown.
import { modelMode } from "@/lib/env";
import { site } from "@/lib/config/site";
import { assessSafety, safetyReminder, safetyReply, type HelpCard, type SafetyFinding } from "@/lib/safety";
import { getChatModel, type ChatTurn } from "./model";
import { reviewFinalAnswer } from "./final-answer";
import { answerOffline, type OfflineResult } from "./offline-adapter";
import { chunkAnswer } from "./offline/stream";

export type TurnInput = { history: ChatTurn[]; variant?: number; previous?: string; signal?: AbortSignal };

export type TurnResult = {
  /** The final text, after review (it may differ from what was streamed). */
  text: string;
  helpCard: HelpCard | null;
  safety: SafetyFinding | null;
  engine: "offline" | "openai";
  offline: OfflineResult | null;
  /** Review actions taken: "added_help", "removed_links", "added_medical_line", "scripture_checked". */
  corrected: string[];
};

const PRACTICAL_AFTER = new Set<SafetyFinding["kind"]>(["domestic_violence", "child_abuse", "sexual_assault"]);

/**
 * Streams one answer (text deltas) and returns the final, reviewed result.
 * - The latest message raised a concern: the full safety reply from data. The engine is not asked.
 * - An earlier message did (the help carries over for two more messages, or until one says they are
 *   safe): the embedded answerer gives the short reminder from data, followed by its answer when the
 *   danger was from someone else (a lock, a phone, a camera can be part of staying safe); the model is
 *   asked, and its answer is reviewed (help first, only help links, the help card attached).
 * - Otherwise: the engine's answer, reviewed.
 */
export async function* runTurn(input: TurnInput): AsyncGenerator<string, TurnResult> {
  const engine = modelMode();
  const concern = assessSafety(input.history);
  if (concern && (concern.latest || engine === "offline")) {
    const reply = concern.latest ? safetyReply(concern.finding, { brandName: site.name }) : safetyReminder(concern.finding);
    // The help carries over, and the embedded answerer also answers what was asked now ("a door lock and
    // a doorbell camera", "a weighted blanket"), as the model path does: the help first, then the answer.
    // Only where the answer can be part of staying safe (a lock, a phone, a camera): after a risk to
    // someone's own life, the help stays on its own until they say they are safe, unless the reply was a
    // light one (a joke about homework, a gentle check-in): then the question asked now is answered too.
    const practical = PRACTICAL_AFTER.has(concern.finding.kind) || ("answerAfter" in reply && reply.answerAfter);
    const after = concern.latest || !practical ? null : await answerOffline({ messages: input.history, variant: input.variant, previous: input.previous });
    const answered = after !== null && after.kind !== "general" && after.kind !== "clarify";
    const text = answered && "line" in reply ? `${reply.line}\n\n${after.text}` : reply.text;
    for await (const piece of streamText(text, input.signal)) yield piece;
    return { text, helpCard: reply.helpCard, safety: concern.finding, engine, offline: answered ? after : null, corrected: [] };
  }
  let text = "";
  let offline: OfflineResult | null = null;
  if (engine === "offline") {
    offline = await answerOffline({ messages: input.history, variant: input.variant, previous: input.previous });
    for await (const piece of streamText(offline.text, input.signal)) {
      text += piece;
      yield piece;
    }
  } else {
    for await (const delta of getChatModel().stream({ history: input.history, signal: input.signal, previous: input.previous })) {
      text += delta;
      yield delta;
    }
  }
  const reviewed = reviewFinalAnswer({ history: input.history, text, safety: concern?.finding ?? null });
  return { ...reviewed, safety: concern?.finding ?? null, engine, offline };
}

/** The whole turn without streaming (the eval, scripts). */
export async function runTurnToEnd(input: TurnInput): Promise<TurnResult> {
  const turn = runTurn(input);
  for (;;) {
    const step = await turn.next();
    if (step.done) return step.value;
  }
}

/** A finished text in small pieces, like a model stream; yields to the event loop now and then. */
async function* streamText(text: string, signal?: AbortSignal): AsyncGenerator<string> {
  const pieces = chunkAnswer(text);
  for (let i = 0; i < pieces.length; i++) {
    if (signal?.aborted) return;
    if (i % 16 === 15) await new Promise<void>((resolve) => setImmediate(resolve));
    yield pieces[i]!;
  }
}
