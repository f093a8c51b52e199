import crypto from "node:crypto";

// Apple wants a client secret that is an ES256 JWT signed with the team's private key
// (at most 6 months valid). Made here with node:crypto, renewed well before it expires.
const LIFETIME_SECONDS = 150 * 24 * 3600;

const b64url = (v: string | Buffer) => Buffer.from(v).toString("base64url");

export function appleClientSecret({ clientId, teamId, keyId, privateKey, now = Date.now() }: { clientId: string; teamId: string; keyId: string; privateKey: string; now?: number }): string {
  const iat = Math.floor(now / 1000);
  const header = b64url(JSON.stringify({ alg: "ES256", kid: keyId, typ: "JWT" }));
  const payload = b64url(JSON.stringify({ iss: teamId, iat, exp: iat + LIFETIME_SECONDS, aud: "https://appleid.apple.com", sub: clientId }));
  // Env files often carry the PEM with literal "\n".
  const key = crypto.createPrivateKey(privateKey.replace(/\\n/g, "\n"));
  const signature = crypto.sign("sha256", Buffer.from(`${header}.${payload}`), { key, dsaEncoding: "ieee-p1363" });
  return `${header}.${payload}.${b64url(signature)}`;
}

let cached: { secret: string; madeAt: number } | null = null;

export function cachedAppleClientSecret(input: { clientId: string; teamId: string; keyId: string; privateKey: string }): string {
  if (!cached || Date.now() - cached.madeAt > 30 * 24 * 3600 * 1000) cached = { secret: appleClientSecret(input), madeAt: Date.now() };
  return cached.secret;
}
