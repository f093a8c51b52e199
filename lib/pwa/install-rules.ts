// Install prompt rules (spec 2 "Install prompt card", 4 "Install prompt", 5 "Installability").
// Pure functions: the card component feeds them what it reads from the browser.
import { detectCampaignVisit } from "@/lib/campaign/detection";

export const DISMISSED_KEY = "pwa-prompt-dismissed";
export const IOS_DELAY_MS = 1500;
export const ANDROID_DELAY_MS = 3000;
/** Below this viewport width a touch device counts as a phone even when its user agent says otherwise. */
export const MOBILE_BREAKPOINT_PX = 768;

export type DeviceInput = { userAgent: string; maxTouchPoints: number; viewportWidth: number };
export type Device = { isIOS: boolean; isMobile: boolean; isSafari: boolean };

const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

/**
 * iOS: an iPhone/iPad/iPod user agent, or iPadOS's desktop-looking "Macintosh" with touch points.
 * Mobile: a mobile user agent, or a touch screen narrower than 768 px. A narrow desktop window
 * without touch stays desktop, so resizing a laptop browser never shows the card.
 */
export function detectDevice({ userAgent, maxTouchPoints, viewportWidth }: DeviceInput): Device {
  const isIOS = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  const isMobile = isIOS || MOBILE_UA.test(userAgent) || (maxTouchPoints > 0 && viewportWidth < MOBILE_BREAKPOINT_PX);
  // Every iOS browser says "Safari"; the others add their own token (Chrome, Firefox, Edge, Opera, in-app views).
  const isSafari = /Safari/.test(userAgent) && !/Chrome|Chromium|Android|CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent);
  return { isIOS, isMobile, isSafari };
}

export type PromptContext = {
  device: Device;
  /** display-mode: standalone, or navigator.standalone on iOS. */
  standalone: boolean;
  /** sessionStorage 'pwa-prompt-dismissed'. */
  dismissed: boolean;
  /** Campaign-access visitor (session flag or utm signals). */
  campaign: boolean;
};

/** Why the card must stay hidden, or null when it may show. */
export function blockReason(ctx: PromptContext): "desktop" | "standalone" | "dismissed" | "campaign" | null {
  if (!ctx.device.isMobile) return "desktop";
  if (ctx.standalone) return "standalone";
  if (ctx.dismissed) return "dismissed";
  if (ctx.campaign) return "campaign";
  return null;
}

export type PromptTrigger =
  | { kind: "load"; installable: boolean }
  | { kind: "first-interaction" }
  /** sinceLoadMs: how long the page has been open (performance.now()) when the offer arrives. */
  | { kind: "beforeinstallprompt"; sinceLoadMs: number };

/**
 * Milliseconds until the card shows for this trigger, or null when this trigger never shows it.
 * The browser's offer shows the card, but never earlier than 3 s after load: "3 s after load if
 * installable" and "also when the browser fires its offer" agree that way (an offer arriving late
 * shows it at once).
 */
export function showDelay(ctx: PromptContext, trigger: PromptTrigger): number | null {
  if (blockReason(ctx)) return null;
  if (ctx.device.isIOS) return trigger.kind === "first-interaction" ? IOS_DELAY_MS : null;
  if (trigger.kind === "beforeinstallprompt") return Math.max(0, ANDROID_DELAY_MS - trigger.sinceLoadMs);
  if (trigger.kind === "load") return trigger.installable ? ANDROID_DELAY_MS : null;
  return null;
}

export type CampaignInput = { search: string; sessionUtmAccess: string | null; referrer: string };

/** Campaign-access visitors get no install prompts (spec 4): same detection as the landing pages. */
export function isCampaignVisitor(input: CampaignInput): boolean {
  return detectCampaignVisit(input);
}

export type InstallabilityInput = {
  protocol: string;
  hostname: string;
  hasServiceWorker: boolean;
  hasManifestLink: boolean;
  device: Device;
  hasAppleCapableMeta: boolean;
  hasAppleTitleMeta: boolean;
  hasAppleTouchIcon: boolean;
};
export type InstallProblem = { problem: string; recommendation: string };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Spec 5 "Installability": everything a browser needs before it offers installation. */
export function checkInstallability(i: InstallabilityInput): { installable: boolean; problems: InstallProblem[] } {
  const problems: InstallProblem[] = [];
  if (i.protocol !== "https:" && !LOCAL_HOSTS.has(i.hostname)) {
    problems.push({ problem: "Page is not served over HTTPS", recommendation: "Serve the site over HTTPS (localhost is exempt)." });
  }
  if (!i.hasServiceWorker) {
    problems.push({ problem: "Service workers are not supported", recommendation: "Use a current browser with service worker support." });
  }
  if (!i.hasManifestLink) {
    problems.push({ problem: "No web app manifest link", recommendation: 'Add <link rel="manifest"> pointing at the manifest.' });
  }
  if (i.device.isIOS) {
    if (!i.hasAppleCapableMeta) {
      problems.push({ problem: "Missing apple-mobile-web-app-capable meta", recommendation: 'Add <meta name="apple-mobile-web-app-capable" content="yes">.' });
    }
    if (!i.hasAppleTitleMeta) {
      problems.push({ problem: "Missing apple-mobile-web-app-title meta", recommendation: "Add an apple-mobile-web-app-title meta with the app name." });
    }
    if (!i.hasAppleTouchIcon) {
      problems.push({ problem: "Missing apple-touch-icon", recommendation: 'Add <link rel="apple-touch-icon"> (180x180 PNG).' });
    }
    if (!i.device.isSafari) {
      problems.push({ problem: "Only Safari can install web apps on iOS", recommendation: "Open this page in Safari to add it to the Home Screen." });
    }
  }
  return { installable: problems.length === 0, problems };
}

/**
 * The card is mounted once in the root layout; campaign pages (/utm, /utm-landing, /utm-dashboard)
 * and the buying guides (search-ad traffic) never show it, nor does the offline fallback page.
 */
export function cardAllowedOnPath(pathname: string): boolean {
  return !/^\/(utm|guides|offline)(\/|-|$)/.test(pathname);
}
