// Integration tests: quiet logs, a throwaway DATA_DIR (for the generated secret), embedded modes.
import os from "node:os";
import path from "node:path";
import fs from "node:fs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hh-jest-"));
Object.assign(process.env, {
  LOG_LEVEL: "silent",
  DATA_DIR: dir,
  NEXTAUTH_URL: "http://localhost:3000",
  NEXTAUTH_SECRET: "integration-test-secret-not-used-anywhere-else",
  // Route tests play the one proxy in front: tests/helpers/http.ts sets X-Forwarded-For per caller.
  TRUST_PROXY_HOPS: "1",
});
for (const k of ["DATABASE_URL", "SMTP_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL", "GOOGLE_CLIENT_ID", "APPLE_CLIENT_ID", "ADMIN_EMAILS", "AMAZON_ASSOCIATE_TAG"]) {
  delete process.env[k];
}
