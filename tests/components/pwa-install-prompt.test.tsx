import { act, fireEvent, render, screen } from "@testing-library/react";
import { SiteProvider } from "@/components/site-context";
import { InstallPrompt } from "@/components/pwa/install-prompt";
import { applyDeferredAttributes } from "@/lib/pwa/deferred-tasks";
import type { PublicSiteConfig } from "@/lib/config/site";

let pathname = "/";
jest.mock("next/navigation", () => ({ usePathname: () => pathname }));

const site: PublicSiteConfig = {
  name: "Helpful Hand",
  tagline: "An AI Thinking Partner",
  supportEmail: "help@example.com",
  social: [],
  affiliateDomains: ["amazon.com"],
  compensationStatement: "x",
};
const PIXEL = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

function asDevice(userAgent: string) {
  Object.defineProperty(window.navigator, "userAgent", { value: userAgent, configurable: true });
  Object.defineProperty(window.navigator, "maxTouchPoints", { value: 5, configurable: true });
  window.matchMedia = ((q: string) => ({ matches: false, media: q })) as unknown as typeof window.matchMedia;
}

function offer() {
  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: "dismissed" as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return prompt;
}

const mount = () => render(<SiteProvider value={site}><InstallPrompt /></SiteProvider>);
const card = () => screen.queryByRole("region", { name: "Install Helpful Hand" });

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  pathname = "/";
});
afterEach(() => jest.useRealTimers());

test("Android: hidden until 3 s after load when the install offer was captured; declining hides it", async () => {
  asDevice(PIXEL);
  mount();
  act(() => jest.advanceTimersByTime(1000));
  const prompt = offer(); // captured at 1 s: the card still waits for the 3 s mark
  act(() => jest.advanceTimersByTime(1990));
  expect(card()).toBeNull();
  act(() => jest.advanceTimersByTime(10));
  expect(card()).not.toBeNull();
  expect(screen.getByText("Get the full app experience with offline access")).toBeInTheDocument();
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Install" }));
  });
  expect(prompt).toHaveBeenCalledTimes(1);
  expect(card()).toBeNull();
});

test("Android: an offer arriving after 3 s shows the card at once", () => {
  asDevice(PIXEL);
  mount();
  act(() => jest.advanceTimersByTime(5000));
  expect(card()).toBeNull();
  offer();
  act(() => jest.advanceTimersByTime(0));
  expect(card()).not.toBeNull();
});

test("Android without an offer never shows it", () => {
  asDevice(PIXEL);
  mount();
  act(() => jest.advanceTimersByTime(10_000));
  expect(card()).toBeNull();
});

test("iOS: 1.5 s after the first tap; Help toggles the steps; Dismiss remembers for the session", () => {
  asDevice(IPHONE);
  mount();
  act(() => jest.advanceTimersByTime(5000));
  expect(card()).toBeNull();
  fireEvent.click(document.body);
  act(() => jest.advanceTimersByTime(1499));
  expect(card()).toBeNull();
  act(() => jest.advanceTimersByTime(1));
  expect(card()).not.toBeNull();
  expect(screen.queryByRole("button", { name: "Install" })).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Help" }));
  expect(screen.getByText(/Confirm with/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Hide" }));
  expect(screen.queryByText(/Confirm with/)).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(card()).toBeNull();
  expect(sessionStorage.getItem("pwa-prompt-dismissed")).toBe("true");
});

test("campaign session flag and campaign paths keep it hidden", () => {
  asDevice(IPHONE);
  sessionStorage.setItem("utm_access", "true");
  mount();
  fireEvent.click(document.body);
  act(() => jest.advanceTimersByTime(5000));
  expect(card()).toBeNull();
});

test("deferred startup: data-src becomes a lazy src and data-dynamic-height a min-height", () => {
  document.body.innerHTML = '<img data-src="/a.png" alt=""><div data-dynamic-height="240"></div><div data-dynamic-height="x"></div>';
  expect(applyDeferredAttributes(document)).toBe(2);
  const img = document.querySelector("img")!;
  expect(img.getAttribute("src")).toBe("/a.png");
  expect(img.loading).toBe("lazy");
  expect((document.querySelector("[data-dynamic-height]") as HTMLElement).style.minHeight).toBe("240px");
});
