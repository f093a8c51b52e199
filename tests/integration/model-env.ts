import type { Upstream } from "../servers/openai-upstream";

/**
 * Points the app's model seam at the local OpenAI-protocol server. lib/env parses once per module
 * registry, so call this before anything imports it; `extra` adds or overrides variables per file.
 */
export function useModelEnv(up: Upstream, extra: Record<string, string> = {}): void {
  Object.assign(process.env, {
    OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: up.url, OPENAI_MODEL: "test-model", AMAZON_ASSOCIATE_TAG: "helpfulhand-20", ...extra,
  });
}
