import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/** False in the server's HTML and during hydration, true once React owns the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
