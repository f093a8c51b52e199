import {
  ANDROID_DELAY_MS,
  IOS_DELAY_MS,
  blockReason,
  cardAllowedOnPath,
  checkInstallability,
  detectDevice,
  isCampaignVisitor,
  showDelay,
  type PromptContext,
} from "@/lib/pwa/install-rules";
import { isCacheableNavigation, isPageEntry, isPrivatePath } from "@/lib/pwa/sw-routes";

const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const IPHONE_CHROME = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1";
const IPAD_OS = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

const android = detectDevice({ userAgent: PIXEL, maxTouchPoints: 5, viewportWidth: 390 });
const iphone = detectDevice({ userAgent: IPHONE, maxTouchPoints: 5, viewportWidth: 390 });
const desktop = detectDevice({ userAgent: DESKTOP, maxTouchPoints: 0, viewportWidth: 1280 });
const ctx = (over: Partial<PromptContext> = {}): PromptContext => ({ device: android, standalone: false, dismissed: false, campaign: false, ...over });

describe("device detection (user agent + 768 px breakpoint)", () => {
  test("phones by user agent, iPadOS by touch points, desktops stay desktop even when narrow", () => {
    expect(android).toEqual({ isIOS: false, isMobile: true, isSafari: false });
    expect(iphone).toEqual({ isIOS: true, isMobile: true, isSafari: true });
    expect(detectDevice({ userAgent: IPAD_OS, maxTouchPoints: 5, viewportWidth: 1024 })).toMatchObject({ isIOS: true, isMobile: true });
    expect(desktop.isMobile).toBe(false);
    expect(detectDevice({ userAgent: DESKTOP, maxTouchPoints: 0, viewportWidth: 500 }).isMobile).toBe(false);
    expect(detectDevice({ userAgent: DESKTOP, maxTouchPoints: 10, viewportWidth: 767 }).isMobile).toBe(true);
    expect(detectDevice({ userAgent: DESKTOP, maxTouchPoints: 10, viewportWidth: 768 }).isMobile).toBe(false);
    expect(detectDevice({ userAgent: IPHONE_CHROME, maxTouchPoints: 5, viewportWidth: 390 }).isSafari).toBe(false);
  });
});

describe("when the install card shows", () => {
  test("iOS: 1.5 s after the first touch or click, never on load or from an install offer", () => {
    const ios = ctx({ device: iphone });
    expect(showDelay(ios, { kind: "first-interaction" })).toBe(IOS_DELAY_MS);
    expect(IOS_DELAY_MS).toBe(1500);
    expect(showDelay(ios, { kind: "load", installable: true })).toBeNull();
    expect(showDelay(ios, { kind: "beforeinstallprompt", sinceLoadMs: 9999 })).toBeNull();
  });

  test("Android: 3 s after load only when installable; a later install offer shows it at once", () => {
    expect(showDelay(ctx(), { kind: "load", installable: true })).toBe(ANDROID_DELAY_MS);
    expect(ANDROID_DELAY_MS).toBe(3000);
    expect(showDelay(ctx(), { kind: "load", installable: false })).toBeNull();
    expect(showDelay(ctx(), { kind: "beforeinstallprompt", sinceLoadMs: 500 })).toBe(2500);
    expect(showDelay(ctx(), { kind: "beforeinstallprompt", sinceLoadMs: 7000 })).toBe(0);
    expect(showDelay(ctx(), { kind: "first-interaction" })).toBeNull();
  });

  test.each([
    ["desktop", { device: desktop }],
    ["standalone", { standalone: true }],
    ["dismissed", { dismissed: true }],
    ["campaign", { campaign: true }],
  ] as const)("never when %s", (reason, over) => {
    for (const device of [android, iphone]) {
      const c = ctx({ device, ...over });
      expect(blockReason(c)).toBe(reason);
      expect(showDelay(c, { kind: "first-interaction" })).toBeNull();
      expect(showDelay(c, { kind: "beforeinstallprompt", sinceLoadMs: 9999 })).toBeNull();
      expect(showDelay(c, { kind: "load", installable: true })).toBeNull();
    }
  });

  test("campaign visitors: utm params, the session flag or a utm_ referrer", () => {
    const none = { search: "", sessionUtmAccess: null, referrer: "" };
    expect(isCampaignVisitor(none)).toBe(false);
    expect(isCampaignVisitor({ ...none, search: "?utm_source=google" })).toBe(true);
    expect(isCampaignVisitor({ ...none, search: "?utm_access=k" })).toBe(true);
    expect(isCampaignVisitor({ ...none, sessionUtmAccess: "true" })).toBe(true);
    expect(isCampaignVisitor({ ...none, referrer: "https://x.example/?utm_medium=cpc" })).toBe(true);
  });

  test("campaign pages and guides never carry the card", () => {
    for (const p of ["/utm", "/utm-landing", "/utm-dashboard", "/guides/drones", "/offline"]) expect(cardAllowedOnPath(p)).toBe(false);
    for (const p of ["/", "/app", "/privacy-policy", "/utmost", "/guidesx"]) expect(cardAllowedOnPath(p)).toBe(true);
  });
});

describe("installability check", () => {
  const ok = {
    protocol: "https:",
    hostname: "helpfulhand.app",
    hasServiceWorker: true,
    hasManifestLink: true,
    device: android,
    hasAppleCapableMeta: false,
    hasAppleTitleMeta: false,
    hasAppleTouchIcon: false,
  };
  const problems = (over: Partial<typeof ok>) => checkInstallability({ ...ok, ...over }).problems.map((p) => p.problem);

  test("HTTPS with a worker and a manifest is installable off iOS (Apple tags not needed there)", () => {
    expect(checkInstallability(ok)).toEqual({ installable: true, problems: [] });
  });

  test("plain http is a problem except on localhost", () => {
    expect(problems({ protocol: "http:" })).toEqual(["Page is not served over HTTPS"]);
    expect(problems({ protocol: "http:", hostname: "localhost" })).toEqual([]);
    expect(problems({ protocol: "http:", hostname: "127.0.0.1" })).toEqual([]);
  });

  test("missing worker support and manifest link are listed, each with a recommendation", () => {
    const r = checkInstallability({ ...ok, hasServiceWorker: false, hasManifestLink: false });
    expect(r.installable).toBe(false);
    expect(r.problems.map((p) => p.problem)).toEqual(["Service workers are not supported", "No web app manifest link"]);
    for (const p of r.problems) expect(p.recommendation.length).toBeGreaterThan(10);
  });

  test("iOS also needs the Apple meta tags and touch icon, and only Safari installs", () => {
    expect(problems({ device: iphone })).toEqual([
      "Missing apple-mobile-web-app-capable meta",
      "Missing apple-mobile-web-app-title meta",
      "Missing apple-touch-icon",
    ]);
    const tags = { hasAppleCapableMeta: true, hasAppleTitleMeta: true, hasAppleTouchIcon: true };
    expect(problems({ device: iphone, ...tags })).toEqual([]);
    expect(problems({ device: { ...iphone, isSafari: false }, ...tags })).toEqual(["Only Safari can install web apps on iOS"]);
  });
});

describe("service worker caching rules", () => {
  test("auth-gated pages and APIs are private; public pages are cacheable navigations", () => {
    for (const p of ["/app", "/app/x", "/admin", "/admin/analytics", "/referrals", "/utm-dashboard", "/api/health", "/auth"]) {
      expect(isPrivatePath(p)).toBe(true);
      expect(isCacheableNavigation({ pathname: p, origin: "https://h.app" }, "https://h.app")).toBe(false);
    }
    for (const p of ["/", "/guides/drones", "/privacy-policy", "/terms-of-service", "/contact", "/utm", "/application"]) {
      expect(isCacheableNavigation({ pathname: p, origin: "https://h.app" }, "https://h.app")).toBe(true);
    }
    expect(isCacheableNavigation({ pathname: "/", origin: "https://other.example" }, "https://h.app")).toBe(false);
  });

  test("manifest entries: pages versus files", () => {
    expect(isPageEntry("/")).toBe(true);
    expect(isPageEntry("/guides/drones")).toBe(true);
    expect(isPageEntry("/_next/static/chunks/a.js")).toBe(false);
    expect(isPageEntry("/icons/icon-192.png")).toBe(false);
  });
});
