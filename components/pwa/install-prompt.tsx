"use client";

import { useCallback, useEffect, useId, useRef, useState } from "react";
import { usePathname } from "next/navigation";
import { cn } from "@/lib/utils";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useSite } from "@/components/site-context";
import { ANDROID_DELAY_MS, cardAllowedOnPath, showDelay } from "@/lib/pwa/install-rules";
import { markDismissed, readCampaign, readDevice, readInstallability, readPromptContext } from "@/lib/pwa/browser-context";

/** Chromium's install offer (not in TypeScript's DOM types). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
};

const ANDROID_HINT = "Get the full app experience with offline access";
const IOS_HINT = "Tap Share at bottom, scroll down, tap Add to Home Screen";

/** Spec 2 "Install prompt card" with the timing rules of spec 4; mounted once in the root layout. */
export function InstallPrompt() {
  const { name } = useSite();
  const pathname = usePathname();
  const [visible, setVisible] = useState(false);
  const [isIOS, setIsIOS] = useState(false);
  const [stepsOpen, setStepsOpen] = useState(false);
  const offer = useRef<BeforeInstallPromptEvent | null>(null);
  const titleId = useId();
  const stepsId = useId();

  useEffect(() => {
    // Campaign signals in the address can be cleaned away by the landing page; remember them.
    const campaignSeen = readCampaign();
    const context = () => readPromptContext(campaignSeen);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const show = () => {
      if (context().dismissed) return; // dismissed in another tab of this session meanwhile
      setIsIOS(readDevice().isIOS);
      setVisible(true);
    };
    const showAfter = (ms: number | null) => {
      if (ms !== null) timers.push(setTimeout(show, ms));
    };

    if (process.env.NODE_ENV === "development") {
      const { problems } = readInstallability();
      if (problems.length > 0) console.info("PWA installability problems", problems);
    }

    const onOffer = (event: Event) => {
      event.preventDefault(); // our card replaces Chrome's mini-infobar
      offer.current = event as BeforeInstallPromptEvent;
      showAfter(showDelay(context(), { kind: "beforeinstallprompt", sinceLoadMs: performance.now() }));
    };
    const onInteraction = () => {
      window.removeEventListener("touchstart", onInteraction);
      window.removeEventListener("click", onInteraction);
      showAfter(showDelay(context(), { kind: "first-interaction" }));
    };
    const onInstalled = () => {
      offer.current = null;
      setVisible(false);
    };
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    window.addEventListener("touchstart", onInteraction, { passive: true });
    window.addEventListener("click", onInteraction);
    // Android: 3 s after load, if the browser has made its install offer by then.
    timers.push(setTimeout(() => {
      const ms = showDelay(context(), { kind: "load", installable: offer.current !== null });
      if (ms !== null) show();
    }, ANDROID_DELAY_MS));

    return () => {
      timers.forEach(clearTimeout);
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
      window.removeEventListener("touchstart", onInteraction);
      window.removeEventListener("click", onInteraction);
    };
  }, []);

  const install = useCallback(async () => {
    const event = offer.current;
    offer.current = null;
    setVisible(false);
    if (!event) return;
    try {
      await event.prompt();
      await event.userChoice; // accepted or declined: either way the offer is spent
    } catch (err) {
      console.warn("Install prompt failed", err);
    }
  }, []);

  const dismiss = useCallback(() => {
    markDismissed();
    setVisible(false);
  }, []);

  if (!visible || !cardAllowedOnPath(pathname)) return null;

  return (
    <section
      aria-labelledby={titleId}
      // In the chat the bottom of a phone holds the composer and the tab bar: sit just above them.
      className={cn(
        "fixed inset-x-0 z-40 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]",
        pathname?.startsWith("/app") ? "bottom-[8.5rem]" : "bottom-0",
      )}
    >
      <div className="mx-auto max-w-md rounded-2xl border border-line bg-white p-4 shadow-lg">
        <div className="flex items-start gap-3">
          <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700" aria-hidden="true">
            <Download className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-base font-semibold text-ink">
              Install {name}
            </h2>
            <p className="mt-0.5 text-sm text-muted">{isIOS ? IOS_HINT : ANDROID_HINT}</p>
          </div>
        </div>
        {isIOS && stepsOpen && (
          <div id={stepsId} className="mt-3 rounded-xl bg-slate-50 p-3 text-sm text-ink">
            <ol className="list-decimal space-y-1 pl-5">
              <li>Open this page in Safari.</li>
              <li>Tap the Share button at the bottom of the screen.</li>
              <li>Scroll down the share sheet.</li>
              <li>Choose &lsquo;Add to Home Screen&rsquo;.</li>
              <li>Confirm with &lsquo;Add&rsquo; at the top right.</li>
            </ol>
            <p className="mt-2 text-muted">
              Don&rsquo;t see the option? Refresh the page or open it in a new Safari tab.
            </p>
          </div>
        )}
        <div className="mt-3 flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={dismiss}>
            Dismiss
          </Button>
          {isIOS ? (
            <Button variant="secondary" size="sm" aria-expanded={stepsOpen} aria-controls={stepsOpen ? stepsId : undefined} onClick={() => setStepsOpen((o) => !o)}>
              {stepsOpen ? "Hide" : "Help"}
            </Button>
          ) : (
            <Button size="sm" onClick={install}>
              Install
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
