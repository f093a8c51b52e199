// Reads what the install rules need from the live browser (client only). Kept apart from the rules
// so those stay pure and unit-testable.
import {
  DISMISSED_KEY,
  checkInstallability,
  detectDevice,
  isCampaignVisitor,
  type Device,
  type PromptContext,
} from "@/lib/pwa/install-rules";
import { UTM_ACCESS_KEY } from "@/lib/campaign/browser-storage";

function sessionValue(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readDevice(): Device {
  return detectDevice({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    viewportWidth: window.innerWidth,
  });
}

export function readStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

export function readCampaign(): boolean {
  return isCampaignVisitor({
    search: window.location.search,
    sessionUtmAccess: sessionValue(UTM_ACCESS_KEY),
    referrer: document.referrer,
  });
}

export function readPromptContext(campaignSeen: boolean): PromptContext {
  return {
    device: readDevice(),
    standalone: readStandalone(),
    dismissed: sessionValue(DISMISSED_KEY) === "true",
    campaign: campaignSeen || readCampaign(),
  };
}

export function markDismissed(): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, "true");
  } catch {
    /* storage blocked: the card still hides for this page view */
  }
}

/** The spec's installability check against the current document. */
export function readInstallability() {
  const has = (selector: string) => document.querySelector(selector) !== null;
  return checkInstallability({
    protocol: window.location.protocol,
    hostname: window.location.hostname,
    hasServiceWorker: "serviceWorker" in navigator,
    hasManifestLink: has('link[rel="manifest"]'),
    device: readDevice(),
    hasAppleCapableMeta: has('meta[name="apple-mobile-web-app-capable"], meta[name="mobile-web-app-capable"]'),
    hasAppleTitleMeta: has('meta[name="apple-mobile-web-app-title"]'),
    hasAppleTouchIcon: has('link[rel="apple-touch-icon"]'),
  });
}
