import { route } from "@/lib/http/route";
import { startProviderFlow } from "@/lib/auth/provider-start";

// Browser navigation: starts Google sign-in (or explains it is not available yet).
export const GET = route({}, async ({ req }) => startProviderFlow(req, "google"));
