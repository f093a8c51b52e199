// The sustained shape of bench/load.ts: N simulated users, each sending a chat, reading its whole
// stream and sending the next one at once, so N chats are in flight at every moment (what load tools
// mean by N concurrent connections). Only chats that start inside the measured window count for the
// first-token figures; chats that end inside it count for chats/s and CPU per chat. Errors count
// everywhere (warm-up, window and drain).

export type SustainedResult = {
  /** First-token times (ms) of the chats that started inside the window. */
  firstTokens: number[];
  /** Chats that ended (read to their end) inside the window. */
  completed: number;
  errors: unknown[];
  /** The window's real length in seconds. */
  seconds: number;
};

type Options = {
  users: number;
  warmupSeconds: number;
  seconds: number;
  /** One chat of user `u` (its `k`-th): resolves with its first-token time once read to the end. */
  chat: (u: number, k: number) => Promise<number>;
  /** Called as the window opens and closes (CPU and RSS sampling). */
  onWindow?: (edge: "start" | "end") => void;
};

export async function sustained({ users, warmupSeconds, seconds, chat, onWindow }: Options): Promise<SustainedResult> {
  const t0 = performance.now();
  const windowStart = t0 + warmupSeconds * 1000;
  const windowEnd = windowStart + seconds * 1000;
  const firstTokens: number[] = [];
  const errors: unknown[] = [];
  let completed = 0;
  let openedAt = NaN;
  let closedAt = NaN;
  const edges = [
    setTimeout(() => { openedAt = performance.now(); onWindow?.("start"); }, windowStart - t0),
    setTimeout(() => { closedAt = performance.now(); onWindow?.("end"); }, windowEnd - t0),
  ];
  const user = async (u: number) => {
    for (let k = 0; performance.now() < windowEnd; k++) {
      const start = performance.now();
      try {
        const first = await chat(u, k);
        const end = performance.now();
        if (start >= windowStart && start < windowEnd) firstTokens.push(first);
        if (end >= windowStart && end < windowEnd) completed++;
      } catch (err) {
        errors.push(err);
      }
    }
  };
  // Users start spread over the first 100 ms, as clients connecting, not in one instant.
  await Promise.all(Array.from({ length: users }, async (_, u) => {
    await new Promise((r) => setTimeout(r, (u * 100) / users));
    await user(u);
  }));
  for (const t of edges) clearTimeout(t);
  if (Number.isNaN(closedAt)) { closedAt = performance.now(); onWindow?.("end"); }
  return { firstTokens, completed, errors, seconds: (closedAt - openedAt) / 1000 };
}
