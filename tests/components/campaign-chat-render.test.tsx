import { act, render, renderHook, screen } from "@testing-library/react";
import { CHAT_INLINE_CLASS, CHAT_PANEL_CLASS } from "@/components/campaign/chat-panel-parts";
import { MessageBubble } from "@/components/campaign/chat-bubbles";
import { panelClass, type DisplayMode } from "@/components/campaign/instant-chat";
import { LANDING_CHAT_SIZE } from "@/components/campaign/lazy-instant-chat";
import { useCampaignAccess } from "@/hooks/use-campaign-access";
import type { ChatMessage } from "@/lib/campaign/instant-client";
import { cn } from "@/lib/utils";

// Issue 14 item 8, eighth round: the instant chat joins its classes instead of calling tailwind-merge
// (its first call was a long task in the chat's first render), and asks for access one task after
// hydration's effects. What the visitor sees and what the server is told must not change.

const classSet = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

test("the chat panel shows, in every mode and size, exactly the classes tailwind-merge left", () => {
  const sizes = [undefined, "h-[min(70dvh,640px)]", LANDING_CHAT_SIZE];
  const old: Record<Exclude<DisplayMode, "collapsed">, (compact: boolean, className?: string) => string> = {
    inline: (compact, className) => cn(CHAT_PANEL_CLASS, cn(CHAT_INLINE_CLASS, !compact && "min-h-[400px]", className)),
    half: () => cn(CHAT_PANEL_CLASS, "fixed left-1/2 top-1/2 z-50 h-[max(50dvh,400px)] w-[min(48rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line shadow-2xl"),
    full: () => cn(CHAT_PANEL_CLASS, "fixed inset-0 z-50"),
  };
  for (const mode of ["inline", "half", "full"] as const) {
    for (const compact of [true, false]) {
      for (const size of sizes) {
        const shown = panelClass(mode, compact, size);
        expect(classSet(shown)).toEqual(classSet(old[mode](compact, size)));
        expect(cn(shown)).toBe(shown); // nothing in it that merging would drop
      }
    }
  }
  // Minimized: the panel is not displayed at all (the floating button is the way back).
  expect(classSet(panelClass("collapsed", false, "h-80"))).toContain("hidden");
  expect(classSet(panelClass("collapsed", false, "h-80"))).not.toContain("flex");
});

test("a message row looks as before: the visitor's, the answer's, and a failed answer's", () => {
  // Answers as streaming (plain text): the Markdown code is not what this is about.
  const rows: { message: ChatMessage; bubble: string }[] = [
    { message: { id: "u", role: "user", content: "Which drone?" }, bubble: "rounded-2xl px-4 py-2.5 shadow-sm rounded-br-md bg-brand-600 text-white" },
    { message: { id: "a", role: "assistant", content: "This one.", pending: true }, bubble: "rounded-2xl px-4 py-2.5 shadow-sm rounded-bl-md border border-line bg-white text-ink" },
    { message: { id: "f", role: "assistant", content: "Oops.", failed: true, pending: true }, bubble: cn("rounded-2xl px-4 py-2.5 shadow-sm", "rounded-bl-md border border-line bg-white text-ink", "border-amber-300 bg-amber-50") },
  ];
  for (const { message, bubble } of rows) {
    const { unmount } = render(<ol><MessageBubble message={message} person={null} /></ol>);
    const shown = screen.getByText(message.content).closest("div.rounded-2xl")!.className;
    expect(classSet(shown)).toEqual(classSet(bubble));
    expect(cn(shown)).toBe(shown);
    const row = screen.getByRole("listitem").className;
    expect(row).toBe(message.role === "user" ? "flex items-start gap-2 flex-row-reverse" : "flex items-start gap-2 flex-row");
    unmount();
  }
});

test("access is asked one task after hydration's effects, with the ad's address even once /utm has cleaned it", async () => {
  jest.useFakeTimers();
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(0) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  window.history.replaceState(null, "", "/utm-landing?q=drones&utm_source=facebook&utm_medium=cpc&utm_campaign=spring");
  try {
    renderHook(() => useCampaignAccess({ grant: "g", tracking: { source: "google", medium: "ads", campaign: "default" }, q: "drones" }));
    expect(fetchMock).not.toHaveBeenCalled(); // not in the same task as the rest of hydration
    window.history.replaceState(null, "", "/utm"); // the page cleans its address in its own effect
    await act(async () => { jest.advanceTimersByTime(1); });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const asked = new URL(String((fetchMock.mock.calls[0] as unknown[])[0]), "http://x");
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      utm_access: "g", utm_source: "facebook", utm_medium: "cpc", utm_campaign: "spring", landing_page: "/utm-landing", q: "drones",
    });
    await act(async () => { for (let i = 0; i < 5; i++) await Promise.resolve(); }); // the granted state lands
  } finally {
    jest.useRealTimers();
  }
});
