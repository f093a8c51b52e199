// Import first: Next's request-scoped APIs (cookies(), headers()) keep their store in
// globalThis.AsyncLocalStorage, which `next start` provides and jest's node sandbox does not.
import { AsyncLocalStorage } from "node:async_hooks";

const g = globalThis as { AsyncLocalStorage?: typeof AsyncLocalStorage };
g.AsyncLocalStorage ??= AsyncLocalStorage;
