import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import AppleProvider from "next-auth/providers/apple";
import { authSecret, env } from "@/lib/env";
import { log, safeError } from "@/lib/http/log";
import { clientIpFromHeaders } from "@/lib/http/client-info";
import { loginWithPassword, signInWithOAuth, type OAuthIdentity } from "./accounts";
import { cachedAppleClientSecret } from "./apple-secret";
import { providerAvailability } from "./providers";
import { secureCookies, sessionCookieName } from "./session-token";

type Claims = { sub: string; email: string; role: "user" | "admin" };
type ProviderProfile = Record<string, unknown>;

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
          return { id: user.id, email: user.email, role: user.role };
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
            return { sub: u.id, email: u.email, role: u.role } satisfies Claims;
          } catch (err) {
            log("error", "oauth sign-in failed", { provider: account.provider, error: safeError(err) });
            throw err;
          }
        }
        if (user) {
          const u = user as { id: string; email?: string | null; role?: "user" | "admin" };
          return { sub: u.id, email: u.email ?? "", role: u.role === "admin" ? "admin" : "user" } satisfies Claims;
        }
        return { sub: token.sub, email: token.email, role: token.role === "admin" ? "admin" : "user" };
      },
      async session({ session, token }) {
        // Only the id and role travel to next-auth's /api/auth/session; names come from /api/auth/user.
        return { ...session, user: { email: token.email ?? null, id: token.sub, role: token.role } } as typeof session;
      },
      async redirect({ url, baseUrl }) {
        if (url.startsWith("/")) return `${baseUrl}${url}`;
        try {
          return new URL(url).origin === baseUrl ? url : baseUrl;
        } catch {
          return baseUrl;
        }
      },
    },
  };
}
