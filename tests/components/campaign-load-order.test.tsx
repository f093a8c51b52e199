import { act, render, renderHook, screen } from "@testing-library/react";
import { SETTLE_QUIET_MS, useFirstTouch, usePageSettled } from "@/hooks/use-page-settled";
import { useConversionTracking } from "@/hooks/use-conversion-tracking";
import { QUESTIONS_KEY } from "@/lib/campaign/conversion-tracker";
import { UTM_SESSION_ID_KEY } from "@/lib/campaign/browser-storage";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// Issue 14 item 8, round 5: what the campaign pages load after the page, and when.

beforeEach(() => {
  jest.useFakeTimers();
  // jsdom has no requestIdleCallback: an idle moment is a timer here, as in browsers without it.
  Object.defineProperty(document, "readyState", { value: "complete", configurable: true });
  window.sessionStorage.clear();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, arrayBuffer: async () => new ArrayBuffer(0) })) as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("the chat's code waits for the page to load and go idle, not for hydration, and no longer", () => {
  const { result } = renderHook(() => usePageSettled());
  expect(result.current).toBe(false); // never during the first render (hydration)
  expect(SETTLE_QUIET_MS).toBe(0); // an ad visitor's instant chat is not held back for a lab score
  act(() => { jest.advanceTimersByTime(20); });
  expect(result.current).toBe(true);
});

test("a visitor's first tap, key or scroll loads the chat at once", () => {
  for (const event of [new Event("pointerdown"), new KeyboardEvent("keydown", { key: "a" }), new Event("scroll")]) {
    const { result, unmount } = renderHook(() => usePageSettled());
    expect(result.current).toBe(false);
    act(() => { window.dispatchEvent(event); });
    expect(result.current).toBe(true);
    unmount();
  }
});

test("a guide's chat waits for the reader: not on load or idle, at the first tap, key, focus or scroll", () => {
  for (const event of [new Event("pointerdown"), new KeyboardEvent("keydown", { key: "a" }), new FocusEvent("focusin"), new Event("scroll")]) {
    const { result, unmount } = renderHook(() => useFirstTouch());
    act(() => { jest.advanceTimersByTime(60_000); });
    expect(result.current).toBe(false); // a reader who only reads never loads the chat's code
    act(() => { window.dispatchEvent(event); });
    expect(result.current).toBe(true);
    unmount();
  }
});

test("conversion tracking starts once the page is idle, not during hydration", () => {
  renderHook(() => useConversionTracking("/utm-landing"));
  expect(window.sessionStorage.getItem(UTM_SESSION_ID_KEY)).toBeNull();
  act(() => { jest.advanceTimersByTime(100); });
  expect(window.sessionStorage.getItem(UTM_SESSION_ID_KEY)).toMatch(/\S/);
});

test("a question asked before the tracker's idle start is still counted, by the same tracker", () => {
  const { result } = renderHook(() => useConversionTracking("/utm-landing"));
  act(() => { result.current.recordQuestion(); });
  expect(window.sessionStorage.getItem(QUESTIONS_KEY)).toBe("1");
  const session = window.sessionStorage.getItem(UTM_SESSION_ID_KEY);
  act(() => { jest.advanceTimersByTime(100); });
  act(() => { result.current.recordQuestion(); });
  expect(window.sessionStorage.getItem(QUESTIONS_KEY)).toBe("2");
  expect(window.sessionStorage.getItem(UTM_SESSION_ID_KEY)).toBe(session);
});

test("a Button without a className shows exactly the classes tailwind-merge would have left", () => {
  const variants = ["primary", "secondary", "outline", "ghost", "destructive", "link"] as const;
  const sizes = ["sm", "md", "lg", "icon"] as const;
  for (const variant of variants) {
    for (const size of sizes) {
      const { unmount } = render(<Button variant={variant} size={size}>Go</Button>);
      const shown = screen.getByRole("button", { name: "Go" }).className;
      expect(cn(shown)).toBe(shown); // nothing in it that merging would drop
      unmount();
    }
  }
  render(<Button size="sm" className="px-8">Wide</Button>);
  expect(screen.getByRole("button", { name: "Wide" }).className).not.toMatch(/\bpx-3\b/); // a caller's class still wins
});
