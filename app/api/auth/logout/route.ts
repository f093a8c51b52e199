import { jsonWithCookies, route } from "@/lib/http/route";
import { signOutCookies } from "@/lib/auth/session";

// Ends the session (the JWT cookie is dropped; it is not usable without it).
export const POST = route({}, async () => jsonWithCookies({ success: true }, signOutCookies()));
