"use client";

import { useContext, useEffect, useRef, useState } from "react";
import { MessageCircle } from "lucide-react";
import { useSite } from "@/components/site-context";
import { CampaignAccessContext, useCampaignAccess } from "@/hooks/use-campaign-access";
import { useConversionTracking } from "@/hooks/use-conversion-tracking";
import type { CampaignTracking } from "@/lib/campaign/tracking";
import { GuideInstantChat, LANDING_CHAT_SIZE, LandingInstantChat } from "./lazy-instant-chat";

type Props = {
  topic: string | null; starters?: string[]; page?: string; grant: string; tracking: CampaignTracking;
  /** A guide: the chat's code loads at the reader's first touch, a still preview until then (GuideInstantChat). */
  onFirstTouch?: boolean;
};

const FLOAT_DELAY_MS = 5000;
const FLOAT_SCROLL_PX = 300;

/** The landing page's chat panel (seeded with the topic), its mobile footer button and the floating chat button. */
export function LandingChat({ topic, starters, page = "/utm-landing", grant, tracking, onFirstTouch = false }: Props) {
  const site = useSite();
  const shared = useContext(CampaignAccessContext);
  const own = useCampaignAccess({ grant, tracking, q: topic, skip: shared !== null });
  const access = shared ?? own;
  const { recordQuestion } = useConversionTracking(page);
  const [floating, setFloating] = useState<"hidden" | "shown" | "used">("hidden");
  const inputRef = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    const show = () => setFloating((f) => (f === "hidden" ? "shown" : f));
    const timer = window.setTimeout(show, FLOAT_DELAY_MS);
    const onScroll = () => { if (window.scrollY > FLOAT_SCROLL_PX) show(); };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
    };
  }, []);

  // The round button leads to the chat; while the chat is on screen it would only cover it (its
  // Send button sits in the same corner on a phone), so below xl it stays out of the way then.
  const [chatInView, setChatInView] = useState(false);
  const panelRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    const el = panelRef.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    // At xl the chat is a sticky sidebar clear of the corner: the button keeps the spec's behaviour there.
    const wide = window.matchMedia("(min-width: 80rem)");
    const io = new IntersectionObserver(([entry]) => setChatInView(!wide.matches && (entry?.isIntersecting ?? false)));
    io.observe(el);
    return () => io.disconnect();
  }, []);

  const Panel = onFirstTouch ? GuideInstantChat : LandingInstantChat;

  function goToChat() {
    document.getElementById("chat")?.scrollIntoView({ behavior: "smooth", block: "center" });
    window.setTimeout(() => inputRef.current?.focus({ preventScroll: true }), 400);
  }

  return (
    <>
      <div ref={panelRef} className="xl:sticky xl:top-24">
        <Panel
          question={topic} starters={starters} deviceId={access.deviceId} ready={access.state !== "pending"} compact
          title={`${site.name}: AI Thinking Partner`} className={LANDING_CHAT_SIZE} inputRef={inputRef} onQuestion={recordQuestion}
        />
        <p className="mt-2 text-center text-xs text-muted">Getting personalized recommendations above based on your specific needs</p>
      </div>

      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 p-3 backdrop-blur md:hidden">
        <button type="button" onClick={goToChat} className="h-12 w-full rounded-xl bg-brand-600 font-semibold text-white shadow-sm hover:bg-brand-700">
          Start Conversation Now
        </button>
      </div>

      {floating === "shown" && !chatInView && (
        // A CSS tooltip: Radix Tooltip would add its code to the first load for one hover label.
        <div className="group fixed bottom-24 right-5 z-40 md:bottom-6">
          <button
            type="button" aria-label={`Chat with ${site.name}`}
            onClick={() => { setFloating("used"); goToChat(); }}
            className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-xl hover:bg-brand-700"
          >
            <MessageCircle className="h-6 w-6" aria-hidden />
          </button>
          <span aria-hidden className="pointer-events-none absolute right-full top-1/2 mr-2 -translate-y-1/2 whitespace-nowrap rounded-md bg-ink px-2.5 py-1.5 text-xs font-medium text-white opacity-0 shadow-lg transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
            Chat with {site.name}
          </span>
        </div>
      )}
    </>
  );
}
