import { z } from "zod";
import { jsonWithCookies, route } from "@/lib/http/route";
import { loginWithPassword } from "@/lib/auth/accounts";
import { publicUser } from "@/lib/auth/public-user";
import { sessionCookieFor } from "@/lib/auth/session";
import { keepVisitorChats } from "@/lib/chat/keep-visitor-chats";

const body = z.object({
  email: z.string().trim().pipe(z.email("Please enter a valid email address").max(254)),
  password: z.string().min(1, "Please enter your password").max(1024),
});

// Email + password sign-in; sets the session cookie and answers the user.
export const POST = route(
  { body, rateLimit: ({ ip }) => [{ key: `login:${ip}`, limit: 60, windowSeconds: 60 }] },
  async ({ body, ip, req }) => {
    const user = await loginWithPassword({ email: body.email, password: body.password, ip });
    await keepVisitorChats({ userId: user.id, req });
    return jsonWithCookies(publicUser(user), [await sessionCookieFor(user)]);
  },
);
