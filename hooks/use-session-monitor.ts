"use client";

import { useEffect } from "react";
import { SESSION_CHECK_INTERVAL_MS, shouldRefresh, type SessionStatus } from "@/lib/auth/session-rules";

/** POST /api/auth/refresh-session; false (and a log line) on any failure. */
export async function refreshSession(): Promise<boolean> {
  try {
    const res = await fetch("/api/auth/refresh-session", { method: "POST", credentials: "same-origin" });
    const data = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string; error?: { message?: string } };
    if (!res.ok || !data.success) {
      console.warn("Session refresh failed:", data.message ?? data.error?.message ?? res.status);
      return false;
    }
    return true;
  } catch (err) {
    console.error("Session refresh error:", err);
    return false;
  }
}

async function fetchStatus(): Promise<SessionStatus | null> {
  const res = await fetch("/api/auth/session-status", { headers: { Accept: "application/json" }, credentials: "same-origin", cache: "no-store" });
  if (!res.ok) {
    console.error(`Session status check failed: ${res.status}`);
    return null;
  }
  return (await res.json()) as SessionStatus;
}

// One monitor per tab, whoever starts it (header, sign-in dialog).
let timer: ReturnType<typeof setInterval> | null = null;

async function check(): Promise<void> {
  try {
    const status = await fetchStatus();
    if (!status) return; // logged; keep running
    if (!status.isAuthenticated) return stopSessionMonitor();
    if (shouldRefresh(status)) await refreshSession();
  } catch (err) {
    console.error("Session status check failed:", err);
  }
}

const onVisible = () => {
  if (document.visibilityState === "visible") void check();
};
const onFocus = () => void check();

/** Checks at once, then every 5 minutes, when the tab becomes visible and when the window gains focus. */
export function startSessionMonitor(): void {
  if (timer) return;
  timer = setInterval(() => void check(), SESSION_CHECK_INTERVAL_MS);
  document.addEventListener("visibilitychange", onVisible);
  window.addEventListener("focus", onFocus);
  void check();
}

export function stopSessionMonitor(): void {
  if (timer) clearInterval(timer);
  timer = null;
  document.removeEventListener("visibilitychange", onVisible);
  window.removeEventListener("focus", onFocus);
}

export const sessionMonitorRunning = () => timer !== null;

/** Starts the monitor when the server says the session is live (spec section 4). */
export function useSessionMonitor(): void {
  useEffect(() => {
    let cancelled = false;
    fetchStatus()
      .then((s) => {
        if (!cancelled && s?.isAuthenticated) startSessionMonitor();
      })
      .catch((err) => console.error("Session status check failed:", err));
    return () => {
      cancelled = true;
    };
  }, []);
}
