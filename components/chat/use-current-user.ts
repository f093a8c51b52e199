"use client";

import { useCallback, useState } from "react";
import type { CurrentUser } from "@/lib/chat-ui/types";

// A stand-in for the accounts area's useAuth (hooks/use-auth.ts), kept to this one file so it can be
// swapped. The server page passes the user it already resolved; refresh() re-reads GET /api/auth/user.

function unwrap(json: unknown): CurrentUser | null {
  const obj = json as { user?: CurrentUser } & Partial<CurrentUser>;
  const u = (obj && typeof obj === "object" && "user" in obj ? obj.user : obj) as Partial<CurrentUser> | undefined;
  if (!u || typeof u.id !== "string" || typeof u.email !== "string") return null;
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    profileImageUrl: u.profileImageUrl ?? null,
    role: u.role,
  };
}

export function useCurrentUser(initial: CurrentUser | null) {
  const [user, setUser] = useState<CurrentUser | null>(initial);

  const refresh = useCallback(async () => {
    try {
      const res = await fetch("/api/auth/user", { credentials: "same-origin", headers: { Accept: "application/json" } });
      if (res.status === 401) return setUser(null);
      // Any other failure keeps what we know (the spec: no retry).
      if (res.ok) {
        const next = unwrap(await res.json());
        if (next) setUser(next);
      }
    } catch (err) {
      console.warn("Could not refresh the current user", err);
    }
  }, []);

  return { user, refresh, setUser };
}
