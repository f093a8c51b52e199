// A real OAuth2/OIDC issuer on loopback (oauth2-mock-server) standing in for Google in tests.
// Usage: tsx tests/servers/oidc.ts <port>   (well-known: http://127.0.0.1:<port>/.well-known/openid-configuration)
import { OAuth2Server } from "oauth2-mock-server";

const port = Number(process.argv[2] ?? 4455);

async function main() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  // Every sign-in is this identity; the accounts work may add a way to pick another per test.
  const email = process.env.OIDC_USER_EMAIL ?? "google.user@example.com";
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: `google-${email}`, email, email_verified: true, given_name: "Grace", family_name: "Hopper", name: "Grace Hopper" });
  });
  await server.start(port, "127.0.0.1");
  console.log(`oidc issuer on ${server.issuer.url}`);
}
main();
