import { z } from "zod";
import { jsonWithCookies, route } from "@/lib/http/route";
import { registerUser } from "@/lib/auth/accounts";
import { publicUser } from "@/lib/auth/public-user";
import { sessionCookieFor } from "@/lib/auth/session";
import { keepVisitorChats } from "@/lib/chat/keep-visitor-chats";

const name = z.string().trim().max(100, "Names are at most 100 characters").nullish();
const body = z.object({
  email: z.string().trim().pipe(z.email("Please enter a valid email address").max(254)),
  password: z.string().min(8, "Password must be at least 8 characters").max(200, "Password must be at most 200 characters"),
  firstName: name,
  lastName: name,
});

// Creates the account and its waiting-list entry, then signs the person in.
export const POST = route(
  { body, rateLimit: ({ ip }) => [{ key: `register:${ip}`, limit: 10, windowSeconds: 3600 }] },
  async ({ body, ip, caller, req }) => {
    const user = await registerUser({ ...body, ip, visitorId: caller.visitorId });
    await keepVisitorChats({ userId: user.id, req });
    return jsonWithCookies(publicUser(user), [await sessionCookieFor(user)], { status: 201 });
  },
);
