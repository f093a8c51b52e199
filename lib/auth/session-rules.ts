// Browser-safe rules shared by the session monitor and its tests (no server imports here).
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const REFRESH_WHEN_UNDER_MS = 7 * 24 * 3600 * 1000;
export const ACTIVITY_WINDOW_MS = 30 * 60 * 1000;

export type SessionStatus = { isAuthenticated: boolean; timeUntilExpiryMs: number; needsRefresh: boolean };

/** The spec: refresh when the server says so or when under 7 days remain. */
export function shouldRefresh(s: SessionStatus): boolean {
  return s.isAuthenticated && (s.needsRefresh || s.timeUntilExpiryMs < REFRESH_WHEN_UNDER_MS);
}

export const isActive = (lastActivityMs: number, now = Date.now()) => now - lastActivityMs < ACTIVITY_WINDOW_MS;

/** Local storage keys the spec clears on logout. */
export const STORED_AUTH_KEYS = ["user", "auth_token", "session_data"] as const;
