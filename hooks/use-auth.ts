"use client";

import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { PublicUser } from "@/lib/auth/public-user";
import { STORED_AUTH_KEYS } from "@/lib/auth/session-rules";
import { startSessionMonitor, stopSessionMonitor } from "./use-session-monitor";

/** GET /api/auth/user: the public user plus the campaign access read from the signed cookie. */
export type AuthUser = PublicUser & { utmAccess?: { hasAccess: boolean; expiresAt: string | null } };

type State = { user: AuthUser | null; loading: boolean; loaded: boolean; campaignFlag: boolean };

// One shared copy of "who am I" per tab, so the header, dialogs and pages agree.
let state: State = { user: null, loading: true, loaded: false, campaignFlag: false };
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const SERVER_STATE: State = { user: null, loading: true, loaded: false, campaignFlag: false };

/**
 * GET /api/auth/user; a 401 means no user. No retry. Any other failure (a network blip, a 5xx)
 * keeps the user already known, so a signed-in page does not drop into guest mode.
 */
export function reloadUser(): Promise<void> {
  inflight ??= (async () => {
    try {
      const res = await fetch("/api/auth/user", { credentials: "same-origin", cache: "no-store" });
      // The spec's session flag utm_access is a display hint; the signed cookie is what the server checks.
      const campaignFlag = window.sessionStorage.getItem("utm_access") === "true";
      if (!res.ok && res.status !== 401) {
        console.error(`Could not load the current user: ${res.status}`);
        set({ loading: false, loaded: true, campaignFlag });
        return;
      }
      const data = res.ok ? ((await res.json()) as AuthUser | { user: AuthUser }) : null;
      set({ user: data && "user" in data ? data.user : data, loading: false, loaded: true, campaignFlag });
    } catch (err) {
      console.error("Could not load the current user:", err);
      set({ loading: false, loaded: true });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

export function setAuthUser(user: AuthUser | null): void {
  set({ user, loading: false, loaded: true });
}

/** Signs out: tells the server, clears stored data and goes home even if the call fails. */
export async function logout(): Promise<void> {
  stopSessionMonitor();
  try {
    const res = await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
    if (!res.ok) console.error(`Logout failed: ${res.status}`);
  } catch (err) {
    console.error("Logout failed:", err);
  }
  for (const k of STORED_AUTH_KEYS) localStorage.removeItem(k);
  setAuthUser(null);
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load is intended (server redirect / fresh state)
  window.location.href = "/";
}

/** The header's and the chat's Sign Out: a navigation to /api/logout (spec), stored data cleared first. */
export function signOut(): void {
  stopSessionMonitor();
  for (const k of STORED_AUTH_KEYS) localStorage.removeItem(k);
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load is intended (server redirect / fresh state)
  window.location.href = "/api/logout";
}

/** After login or registration: remember the user and start the session monitor. */
export function signedIn(user: AuthUser): void {
  setAuthUser(user);
  startSessionMonitor();
}

export function useAuth() {
  const s = useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
  useEffect(() => {
    if (!state.loaded) void reloadUser();
  }, []);
  const refresh = useCallback(() => reloadUser(), []);
  return {
    user: s.user,
    loading: s.loading,
    /** True once GET /api/auth/user has answered in this tab. */
    loaded: s.loaded,
    authenticated: !!s.user,
    /** From the server's role; display only — the server enforces it. */
    admin: s.user?.role === "admin",
    hasCampaignAccess: !!s.user?.utmAccess?.hasAccess || s.campaignFlag,
    refresh,
    logout,
  };
}
