"use client";

import { useAuth } from "@/hooks/use-auth";
import type { CurrentUser } from "@/lib/chat-ui/types";

// The chat reads the accounts area's shared "who am I" store (hooks/use-auth.ts), so the profile
// dialogs (which reload that store after saving) update the sidebar and the bubbles at once.
// Until the store has answered in this tab, the user the server page resolved is shown, so the
// first paint (and hydration) never flashes a signed-out chat.
export function useCurrentUser(initial: CurrentUser | null) {
  const auth = useAuth();
  const user: CurrentUser | null = auth.loaded ? auth.user : initial;
  return { user, refresh: auth.refresh };
}
