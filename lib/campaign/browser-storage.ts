// Browser storage the spec names (section 3). Everything degrades to "nothing stored" when storage is blocked.
export const DEVICE_ID_KEY = "hh_device_id";
export const USAGE_KEY = "hh_usage";
export const UTM_ACCESS_KEY = "utm_access";
export const UTM_SESSION_ID_KEY = "utm_session_id";

export type Usage = { conversations: number; messages: number; timeUsed: number };

type KV = Pick<Storage, "getItem" | "setItem">;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** 'device_' + time + random: recorded with the campaign session, never trusted for ownership. */
export function getDeviceId(storage: KV, now = Date.now(), random = Math.random): string {
  const existing = safe(() => storage.getItem(DEVICE_ID_KEY), null);
  if (existing) return existing;
  const id = `device_${now}_${random().toString(36).slice(2, 11)}`;
  safe(() => storage.setItem(DEVICE_ID_KEY, id), undefined);
  return id;
}

export function readUsage(storage: KV): Usage {
  const raw = safe(() => storage.getItem(USAGE_KEY), null);
  const zero = { conversations: 0, messages: 0, timeUsed: 0 };
  if (!raw) return zero;
  const parsed = safe(() => JSON.parse(raw) as Partial<Usage>, {} as Partial<Usage>);
  return {
    conversations: Number(parsed.conversations) || 0,
    messages: Number(parsed.messages) || 0,
    timeUsed: Number(parsed.timeUsed) || 0,
  };
}

export function addUsage(storage: KV, delta: Partial<Usage>): Usage {
  const u = readUsage(storage);
  const next = {
    conversations: u.conversations + (delta.conversations ?? 0),
    messages: u.messages + (delta.messages ?? 0),
    timeUsed: u.timeUsed + (delta.timeUsed ?? 0),
  };
  safe(() => storage.setItem(USAGE_KEY, JSON.stringify(next)), undefined);
  return next;
}
