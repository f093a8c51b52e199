import { route } from "@/lib/http/route";
import { startProviderFlow } from "@/lib/auth/provider-start";

// Browser navigation: starts Sign in with Apple (or explains it is not available yet).
export const GET = route({}, async ({ req }) => startProviderFlow(req, "apple"));
