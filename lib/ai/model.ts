import { modelMode } from "@/lib/env";
import { site } from "@/lib/config/site";
import { offlineRespond } from "@/lib/ai/offline";
import { openaiModel } from "./openai-model";

export type ChatTurn = { role: "user" | "assistant"; content: string };

/** What every chat model offers the app: a stream of text deltas for a conversation so far. */
export type ChatModel = {
  mode: "openai" | "offline";
  /** `previous` is the answer being regenerated: the offline answerer gives a different take. */
  stream(input: { history: ChatTurn[]; signal?: AbortSignal; previous?: string }): AsyncGenerator<string>;
};

const offline: ChatModel = {
  mode: "offline",
  async *stream({ history, signal, previous }) {
    for await (const delta of offlineRespond({ messages: history, amazonTag: site.amazonTag, brandName: site.name, previous })) {
      if (signal?.aborted) return;
      yield delta;
    }
  },
};

let cached: ChatModel | null = null;

/** The one seam for the model: the OpenAI-compatible client when a key is set, else the offline responder. */
export function getChatModel(): ChatModel {
  cached ??= modelMode() === "openai" ? openaiModel() : offline;
  return cached;
}
