import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import AppleProvider from "next-auth/providers/apple";
import { authSecret, env } from "@/lib/env";
import { log, safeError } from "@/lib/http/log";
import { clientIpFromHeaders } from "@/lib/http/client-info";
import { loginWithPassword, signInWithOAuth, type OAuthIdentity } from "./accounts";
import { cachedAppleClientSecret } from "./apple-secret";
import { sessionUser } from "./caller";
import { findUserById, revokeSessions } from "@/lib/db/queries/users";
import { providerAvailability } from "./providers";
import { safeRedirect } from "./safe-redirect";
import { secureCookies, sessionCookieName } from "./session-token";
import { headers } from "next/headers";
import { keepVisitorChats } from "@/lib/chat/keep-visitor-chats";

type Claims = { sub: string; email: string; role: "user" | "admin"; sv: number };
type ProviderProfile = Record<string, unknown>;

/** The browser's cookies in next-auth's callbacks (they get no request): the guest chats move with the sign-in. */
async function requestForCookies(): Promise<Request> {
  let cookie = "";
  try {
    cookie = (await headers()).get("cookie") ?? "";
  } catch {
    // outside a request (never in next-auth's handler): nothing to keep
  }
  return new Request("http://localhost/", { headers: { cookie } });
}

const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const truthy = (v: unknown) => v === true || v === "true";

function identityFrom(provider: "google" | "apple", accountId: string, profile: ProviderProfile): OAuthIdentity {
  const name = (profile.name ?? {}) as Record<string, unknown>; // Apple sends { firstName, lastName } on first consent
  return {
    provider,
    providerAccountId: accountId,
    email: str(profile.email),
    emailVerified: truthy(profile.email_verified),
    firstName: str(profile.given_name) ?? str(name.firstName),
    lastName: str(profile.family_name) ?? str(name.lastName),
  };
}

/**
 * next-auth's configuration. JWT sessions in the same cookie, secret and claim shape as
 * lib/auth/session-token.ts, so the spec's JSON routes and next-auth's own routes agree.
 */
export function authOptions(): NextAuthOptions {
  const available = providerAvailability();
  const providers: NextAuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "Email",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const email = str(credentials?.email);
        const password = typeof credentials?.password === "string" ? credentials.password : "";
        if (!email || !password) return null;
        try {
          const user = await loginWithPassword({ email, password, ip: clientIpFromHeaders(req?.headers) });
          await keepVisitorChats({ userId: user.id, req: await requestForCookies() });
          return { id: user.id, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
        } catch {
          return null;
        }
      },
    }),
  ];
  if (available.google) {
    providers.push(GoogleProvider({
      clientId: env.GOOGLE_CLIENT_ID!,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      ...(env.GOOGLE_WELL_KNOWN_URL ? { wellKnown: env.GOOGLE_WELL_KNOWN_URL } : {}),
    }));
  }
  if (available.apple) {
    providers.push(AppleProvider({
      clientId: env.APPLE_CLIENT_ID!,
      clientSecret: cachedAppleClientSecret({ clientId: env.APPLE_CLIENT_ID!, teamId: env.APPLE_TEAM_ID!, keyId: env.APPLE_KEY_ID!, privateKey: env.APPLE_PRIVATE_KEY! }),
    }));
  }
  return {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: env.SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: env.SESSION_MAX_AGE_SECONDS },
    useSecureCookies: secureCookies(),
    cookies: {
      sessionToken: { name: sessionCookieName(), options: { httpOnly: true, sameSite: "lax", path: "/", secure: secureCookies() } },
    },
    pages: { signIn: "/auth", error: "/auth" },
    // next-auth's codes go to our JSON log; a refused (revoked, stale) session is routine, not an error.
    logger: {
      error: (code) => log(code === "JWT_SESSION_ERROR" ? "info" : "error", "next-auth", { code }),
      warn: (code) => log("warn", "next-auth", { code }),
      debug: () => {},
    },
    // next-auth's own sign-out ends every session of the user, like /api/auth/logout.
    events: {
      async signOut({ token }) {
        if (typeof token?.sub === "string") await revokeSessions({ id: token.sub });
      },
    },
    providers,
    callbacks: {
      async signIn({ account, profile }) {
        if (!account || account.type === "credentials") return true;
        const p = (profile ?? {}) as ProviderProfile;
        // Google must vouch for the address before it can match an existing account.
        if (account.provider === "google" && !truthy(p.email_verified)) return "/auth?error=EmailNotVerified";
        return true;
      },
      async jwt({ token, user, account, profile }) {
        if (account && (account.provider === "google" || account.provider === "apple")) {
          try {
            const u = await signInWithOAuth(identityFrom(account.provider, account.providerAccountId, (profile ?? {}) as ProviderProfile));
            await keepVisitorChats({ userId: u.id, req: await requestForCookies() });
            return { sub: u.id, email: u.email, role: u.role, sv: u.sessionVersion } satisfies Claims;
          } catch (err) {
            log("error", "oauth sign-in failed", { provider: account.provider, error: safeError(err) });
            throw err;
          }
        }
        if (user) {
          const u = user as { id: string; email?: string | null; role?: "user" | "admin"; sessionVersion?: number };
          return { sub: u.id, email: u.email ?? "", role: u.role === "admin" ? "admin" : "user", sv: u.sessionVersion ?? 0 } satisfies Claims;
        }
        // A session read (next-auth's /api/auth/session): the same check as every other read, so a
        // revoked cookie is refused here too (throwing makes next-auth clear it and answer no session).
        const claims = { sv: typeof token.sv === "number" ? token.sv : 0 };
        const current = sessionUser(token.sub ? await findUserById({ id: token.sub }) : null, claims);
        if (!current) throw new Error("Session revoked");
        return { sub: current.id, email: current.email, role: current.role, sv: current.sessionVersion } satisfies Claims;
      },
      async session({ session, token }) {
        // Only the id and role travel to next-auth's /api/auth/session; names come from /api/auth/user.
        return { ...session, user: { email: token.email ?? null, id: token.sub, role: token.role } } as typeof session;
      },
      async redirect({ url, baseUrl }) {
        // callbackUrl arrives relative or absolute; only its same-origin path survives (lib/auth/safe-redirect.ts).
        const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
        return `${baseUrl}${safeRedirect(path) ?? "/"}`;
      },
    },
  };
}
