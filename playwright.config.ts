import { defineConfig, devices } from "@playwright/test";

// e2e runs against the production build (`npm run build` first), served by `npm start` on a fresh
// DATA_DIR, with a real SMTP sink and a real OIDC issuer on loopback. Chromium is Debian's.
// E2E_PORT_BASE lets several checkouts run their suites side by side.
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
export const APP_PORT = portBase;
export const SMTP_PORT = portBase + 1;
export const SMTP_HTTP_PORT = portBase + 2;
export const OIDC_PORT = portBase + 3;
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
export const ADMIN_EMAIL = "admin@example.com";
export const CAMPAIGN_KEY = "e2e-campaign-key";

export const appEnv: Record<string, string> = {
  NEXT_TELEMETRY_DISABLED: "1",
  PORT: String(APP_PORT),
  HOST: "127.0.0.1",
  DATA_DIR: ".data-e2e",
  NEXTAUTH_URL: BASE_URL,
  NEXTAUTH_SECRET: "e2e-secret-only-for-tests-0123456789abcdef",
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  EMAIL_FROM: "Helpful Hand <hello@example.com>",
  ADMIN_EMAILS: ADMIN_EMAIL,
  CAMPAIGN_ACCESS_KEY: CAMPAIGN_KEY,
  AMAZON_ASSOCIATE_TAG: "helpfulhand-20",
  GOOGLE_CLIENT_ID: "e2e-google-client",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  GOOGLE_WELL_KNOWN_URL: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
  LOG_LEVEL: "warn",
  // The browser plays the one proxy in front: e2e/fixtures.ts gives each test its own
  // X-Forwarded-For address. e2e/client-address.spec.ts runs a server with the default 0.
  TRUST_PROXY_HOPS: "1",
};
export const inheritEnv = Object.fromEntries(
  ["PATH", "HOME", "TMPDIR", "LANG"].filter((k) => process.env[k]).map((k) => [k, process.env[k] as string]),
);

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    // The production build registers a service worker; only e2e/pwa.spec.ts lets it run, so no other
    // spec gets responses from a cache it did not ask for.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: `node_modules/.bin/tsx tests/servers/smtp-sink.ts ${SMTP_PORT} ${SMTP_HTTP_PORT}`,
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/health`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: `node_modules/.bin/tsx tests/servers/oidc.ts ${OIDC_PORT}`,
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      command: "rm -rf .data-e2e && node --import tsx scripts/start.ts",
      url: `${BASE_URL}/api/health`,
      env: { ...inheritEnv, ...appEnv },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "pipe",
    },
  ],
});
