// A real OAuth2/OIDC issuer on loopback (oauth2-mock-server) standing in for Google in tests.
// Usage: tsx tests/servers/oidc.ts <port>   (well-known: http://127.0.0.1:<port>/.well-known/openid-configuration)
// The signed-in identity is the authorize request's login_hint (Google's own parameter, which
// /api/auth/google?login_hint=... passes through), else OIDC_USER_EMAIL, else google.user@example.com.
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.argv[2] ?? 4455);
const fallback = process.env.OIDC_USER_EMAIL ?? "google.user@example.com";

type Identity = { email: string; given: string; family: string };
const byCode = new Map<string, Identity>();

function identityFor(email: string): Identity {
  const local = email.split("@")[0] ?? "user";
  return email === fallback ? { email, given: "Grace", family: "Hopper" } : { email, given: local.split(".")[0] ?? "Google", family: "Tester" };
}

async function main() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: { url?: string }) => {
    const hint = new URL(req.url ?? "/", "http://x").searchParams.get("login_hint");
    const code = redirect.url.searchParams.get("code");
    if (code) byCode.set(code, identityFor(hint && hint.includes("@") ? hint : fallback));
  });
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    const code = typeof req.body?.code === "string" ? req.body.code : "";
    const who = byCode.get(code) ?? identityFor(fallback);
    Object.assign(token.payload, {
      sub: `google-${who.email}`, email: who.email, email_verified: true, given_name: who.given, family_name: who.family, name: `${who.given} ${who.family}`,
    });
  });
  await server.start(port, "127.0.0.1");
  console.log(`oidc issuer on ${server.issuer.url}`);
}
main();
