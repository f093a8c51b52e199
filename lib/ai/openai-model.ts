import type { ChatCompletionMessageParam, ChatCompletionMessageFunctionToolCall } from "openai/resources/chat/completions";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { log, safeError } from "@/lib/http/log";
import { chatSystemPrompt } from "./system-prompt";
import { budgetHistory } from "./history-budget";
import { chatTools, runTool } from "./tools";
import { streamCompletion, UpstreamStatusError, type CompletionChunk } from "./openai-stream";
import { askedCategory } from "./checks/on-category";
import type { ChatModel, ChatTurn } from "./model";

// Tool rounds per answer: enough for "search, then look up a verse", bounded against loops.
const MAX_TOOL_ROUNDS = 4;

export const upstreamTimeout = () =>
  new ApiError("upstream_timeout", "The assistant took too long to respond. Your message is saved; please try again.");
export const upstreamFailed = (why = "could not answer just now") =>
  new ApiError("upstream_failed", `The assistant ${why}. Your message is saved; please try again.`);

// What the SDK would use without a base URL.
const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/**
 * Any OpenAI-compatible Chat Completions server (OpenAI, Azure, vLLM, Ollama...), streaming with
 * tools. No retries: they would multiply the wait behind a typing indicator; the user can regenerate.
 */
export function openaiModel(): ChatModel {
  const upstream: Upstream = { baseUrl: env.OPENAI_BASE_URL ?? OPENAI_DEFAULT_BASE_URL, apiKey: env.OPENAI_API_KEY ?? "" };
  return {
    mode: "openai",
    stream: (input) => streamAnswer(upstream, input),
  };
}

type Upstream = { baseUrl: string; apiKey: string };

type PendingCall = { id: string; name: string; args: string };
/** The tools the model asked for; or `cut`: it answered (cut true when max_tokens ended it); null: stopped by the caller. */
type RoundResult = { text: string; calls: PendingCall[] } | { cut: boolean } | null;

/** Said at the end of an answer the max_tokens cap cut off, so the reader knows it is not complete. */
export const LENGTH_CUT_NOTE = "\n\n*(I reached my answer length limit here. Ask me to continue if you would like more.)*";

async function* streamAnswer(upstream: Upstream, { history, signal }: { history: ChatTurn[]; signal?: AbortSignal }): AsyncGenerator<string> {
  // Long conversations are capped: the prompt and the last turns always go, older turns are summarised.
  const budgeted = budgetHistory({ system: chatSystemPrompt(), history, maxTokens: env.OPENAI_HISTORY_TOKENS });
  if (budgeted.summarised || budgeted.dropped) {
    log("debug", "model history capped", { turns: history.length, kept: budgeted.kept, summarised: budgeted.summarised, dropped: budgeted.dropped, tokens: budgeted.tokens });
  }
  const messages: ChatCompletionMessageParam[] = [...budgeted.messages];
  // Search results are judged against the conversation's category, as the final answer will be;
  // read only when a tool is called, so reading the conversation never delays the first token.
  let asked: string | null | undefined;
  for (let round = 0; round < MAX_TOOL_ROUNDS; round++) {
    const result = yield* streamRound(upstream, messages, round < MAX_TOOL_ROUNDS - 1, signal);
    if (!result) return;
    if ("cut" in result) {
      if (result.cut) yield LENGTH_CUT_NOTE;
      return;
    }
    const { text, calls } = result;
    const toolCalls: ChatCompletionMessageFunctionToolCall[] = calls.map((c) => ({ id: c.id, type: "function", function: { name: c.name, arguments: c.args } }));
    // Text written before the tool calls was already shown; the model sees it as its own words.
    messages.push({ role: "assistant", content: text || null, tool_calls: toolCalls });
    for (const c of calls) messages.push({ role: "tool", tool_call_id: c.id, content: await runTool(c.name, c.args, { asked: (asked ??= askedCategory(history)) }) });
  }
  throw upstreamFailed("kept asking for tools without answering");
}

/**
 * One streamed completion. Yields text; answers the tool calls it asked for (null when it
 * answered). OPENAI_TIMEOUT_MS bounds the wait for the first chunk and every gap after it.
 */
async function* streamRound(
  upstream: Upstream, messages: ChatCompletionMessageParam[], allowTools: boolean, signal?: AbortSignal,
): AsyncGenerator<string, RoundResult> {
  const ac = new AbortController();
  let timedOut = false;
  let timer: NodeJS.Timeout | undefined;
  // Re-armed on every chunk: `refresh()` restarts the same timer (no new one per token).
  const arm = () => {
    if (timer) timer.refresh();
    else timer = setTimeout(() => { timedOut = true; ac.abort(); }, env.OPENAI_TIMEOUT_MS);
  };
  const onAbort = () => ac.abort();
  if (signal?.aborted) ac.abort();
  signal?.addEventListener("abort", onAbort);
  arm();
  const calls: PendingCall[] = [];
  let finish: string | null = null;
  let written = "";
  try {
    const stream: AsyncGenerator<CompletionChunk[]> = streamCompletion({
      ...upstream,
      // max_tokens (not max_completion_tokens): the field every OpenAI-compatible server accepts.
      body: { model: env.OPENAI_MODEL, messages, stream: true, max_tokens: env.OPENAI_MAX_TOKENS, ...(allowTools ? { tools: chatTools } : {}) },
      signal: ac.signal,
    });
    // The chunks that arrived together go on as one piece of text (the same text, fewer steps).
    for await (const chunks of stream) {
      arm();
      let text = "";
      for (const chunk of chunks) {
        const choice = chunk.choices?.[0];
        if (!choice) continue;
        if (choice.delta?.content) text += choice.delta.content;
        for (const t of choice.delta?.tool_calls ?? []) {
          const call = (calls[t.index] ??= { id: "", name: "", args: "" });
          if (t.id) call.id = t.id;
          if (t.function?.name) call.name += t.function.name;
          if (t.function?.arguments) call.args += t.function.arguments;
        }
        if (choice.finish_reason) finish = choice.finish_reason;
      }
      if (text) {
        written += text;
        yield text;
      }
    }
  } catch (err) {
    if (signal?.aborted) throw err; // the browser went away: the caller keeps what was written
    throw classify(err, timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
  if (signal?.aborted) return null;
  // A timeout that ended the iteration quietly (rather than as a throw) shows up here.
  if (timedOut) throw upstreamTimeout();
  // A stream that ends without a finish reason was cut off (connection dropped mid-answer).
  if (!finish) throw upstreamFailed("was cut off mid-answer");
  const wanted = calls.filter((c) => c && c.name);
  if (finish === "tool_calls" || wanted.length) {
    if (!wanted.length) throw upstreamFailed("asked for a tool without naming it");
    return { text: written, calls: wanted.map((c, i) => ({ ...c, id: c.id || `call_${i}` })) };
  }
  return { cut: finish === "length" };
}

function classify(err: unknown, timedOut: boolean): ApiError {
  if (err instanceof ApiError) return err;
  if (timedOut) return upstreamTimeout();
  if (err instanceof UpstreamStatusError) {
    log("warn", "model upstream error", { status: err.status, error: safeError(err) });
    return err.status === 429 ? upstreamFailed("is busy right now") : upstreamFailed(`service answered with an error (${err.status})`);
  }
  log("warn", "model stream failed", { error: safeError(err) });
  if (err instanceof SyntaxError) return upstreamFailed("sent a garbled answer");
  return upstreamFailed();
}
