// Issue 14 item 9: campaign pages cached per normalised topic. The key ignores what does not change
// the HTML, the cache renders a topic once however many clicks arrive, serves stale entries only
// while one refresh runs, never keeps a failed render, and gives the CSP the page's own script hashes.
import http from "node:http";
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";
import { campaignPageKey, utmQuestion } from "@/lib/campaign/page-cache-key";
import { campaignPage, clearCampaignPages, freshCampaignPage, FRESH_MS, isRenderRequest, RENDER_HEADER, STALE_MS } from "@/lib/campaign/page-cache";
import { trackingFromSearch } from "@/lib/campaign/tracking";
import { hashedPolicy } from "@/lib/http/security-headers";
import { CAMPAIGN_PAGES, isDocumentRequest, type CampaignPagesForPreload } from "@/lib/campaign/page-response";
import { AFTER_PAINT_LOADER } from "@/lib/build/scripts-after-paint";

const key = (path: string) => {
  const u = new URL(path, "http://x");
  return campaignPageKey(u.pathname, u.searchParams);
};

describe("the cache key is the page and its normalised topic", () => {
  test("ad parameters and click ids do not change the key", () => {
    expect(key("/utm?q=best+drone&utm_source=google&utm_medium=cpc&gclid=abc")).toBe(key("/utm?q=best%20drone"));
    expect(key("/utm-landing?q=best+drone&fbclid=1&utm_source=fb")).toBe("/utm-landing?q=best+drone");
  });
  test("the landing topic is the same whichever parameter carries it", () => {
    expect(key("/utm-landing?utm_campaign=best_running_shoes_for_flat_feet")).toBe(key("/utm-landing?keyword=best-running-shoes-for-flat-feet"));
    expect(key("/utm-landing?q=&utm_campaign=&utm_content=&keyword=drone-for-kids&query=cameras")).toBe("/utm-landing?q=drone+for+kids");
    expect(key("/utm-landing?q=first&q=second")).toBe("/utm-landing?q=first");
  });
  test("no topic: the generic landing page; /utm without a question is not cached (it redirects)", () => {
    expect(key("/utm-landing?utm_source=google")).toBe("/utm-landing");
    expect(key("/utm")).toBeNull();
    expect(key("/utm?q=%20%20")).toBeNull();
    expect(key("/utm/")).toBe(null);
  });
  test("a known guide is keyed by its slug alone; unknown slugs and other spellings render as usual", () => {
    expect(key("/guides/drones?utm_source=newsletter&gclid=1")).toBe("/guides/drones");
    expect(key("/guides/buying-guide")).toBe("/guides/buying-guide");
    expect(key("/guides/no-such-guide")).toBeNull();
    expect(key("/guides/drones/")).toBeNull(); // Next redirects it to the canonical address
    expect(key("/guides/Drones")).toBeNull();
    expect(key("/guides")).toBeNull();
  });
  test("the question is shown and keyed with its whitespace collapsed, at most 500 characters", () => {
    expect(utmQuestion("  best   drone\n for kids ")).toBe("best drone for kids");
    expect(key("/utm?q=best%20%20drone")).toBe(key("/utm?q=best+drone"));
    expect(utmQuestion("x".repeat(900))).toHaveLength(500);
  });
});

describe("only page loads are served from the cache (Next hides its RSC headers from the proxy)", () => {
  test.each([
    [{ "sec-fetch-dest": "document", accept: "text/html" }, true],
    [{ accept: "text/html,application/xhtml+xml" }, true],
    [{ "sec-fetch-dest": "empty", accept: "*/*" }, false], // the router's fetch of the RSC payload
    [{ "sec-fetch-dest": "empty", accept: "text/html" }, false],
    [{ accept: "*/*" }, false],
    [{}, false],
  ])("%j → %s", (headers, served) => {
    expect(isDocumentRequest(new Headers(headers))).toBe(served);
  });
});

describe("the browser reads the ad's tracking values over the page's defaults", () => {
  const defaults = { source: "utm_page", medium: "instant_chat", campaign: "helpful-hand" };
  test("address values win, blanks fall back, long values are cut", () => {
    expect(trackingFromSearch("?utm_source=google&utm_medium=%20&q=x", defaults)).toEqual({ source: "google", medium: "instant_chat", campaign: "helpful-hand" });
    expect(trackingFromSearch("", defaults)).toEqual(defaults);
    expect(trackingFromSearch(`?utm_campaign=${"c".repeat(300)}`, defaults).campaign).toHaveLength(100);
  });
});

describe("the page cache", () => {
  let server: http.Server;
  let origin = "";
  let renders = 0;
  let status = 200;
  let lastRenderHeaders: Headers | null = null;
  const page = (n: number) => `<!DOCTYPE html><html><body><h1>render ${n}</h1><script>self.__next_f=[${n}]</script><script src="/_next/static/a.js"></script><script src="/_next/static/chunks/b.js" async=""></script><script type="application/ld+json">{}</script></body></html>`;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      renders += 1;
      lastRenderHeaders = new Headers(req.headers as Record<string, string>);
      const n = renders;
      // Slow enough that concurrent requests overlap one render.
      setTimeout(() => {
        res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store", "set-cookie": "x=1" });
        res.end(page(n));
      }, 50);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    clearCampaignPages();
    renders = 0;
    status = 200;
  });

  test("a burst of clicks on a new topic renders it once; later clicks are hits", async () => {
    const now = () => 1_000;
    const burst = await Promise.all(Array.from({ length: 50 }, () => campaignPage(origin, "/utm?q=best+drone", now)));
    expect(renders).toBe(1);
    expect(burst.every((r) => r?.state === "miss" && r.page.html.includes("render 1"))).toBe(true);
    expect(await campaignPage(origin, "/utm?q=best+drone", now)).toMatchObject({ state: "hit" });
    expect(renders).toBe(1);
    await campaignPage(origin, "/utm?q=other", now);
    expect(renders).toBe(2);
  });

  test("the render request is marked for the proxy with a value a client cannot guess", async () => {
    await campaignPage(origin, "/utm?q=a");
    expect(isRenderRequest(lastRenderHeaders!)).toBe(true);
    expect(isRenderRequest(new Headers({ [RENDER_HEADER]: "guess" }))).toBe(false);
    expect(isRenderRequest(new Headers())).toBe(false);
  });

  test("only the page's own headers are kept (no cookie), with the sha256 of each inline script", async () => {
    const r = (await campaignPage(origin, "/utm?q=a"))!;
    expect(Object.fromEntries(r.page.headers)).toEqual({ "content-type": "text/html; charset=utf-8", "cache-control": "private, no-store" });
    const sha = `sha256-${crypto.createHash("sha256").update("self.__next_f=[1]").digest("base64")}`;
    const loaderSha = `sha256-${crypto.createHash("sha256").update(AFTER_PAINT_LOADER).digest("base64")}`;
    expect(r.page.scriptHashes).toEqual([sha, loaderSha]);
    const policy = hashedPolicy(r.page.scriptHashes, { table: { pages: {}, always: [] } });
    expect(policy).toContain(`script-src 'self' '${sha}'`);
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("unsafe-inline'; object");
  });

  test("the cached page fetches its framework chunks after the first paint, like a prerendered page", async () => {
    const { html } = (await campaignPage(origin, "/utm?q=a"))!.page;
    expect(html).not.toContain('<script src="/_next/static/chunks/b.js" async');
    expect(html).toContain('<template data-after-paint="" data-src="/_next/static/chunks/b.js"></template>');
    expect(html).toContain(`<script>${AFTER_PAINT_LOADER}</script></body>`);
  });

  test("after 5 minutes the old page is served while one refresh runs; after 15 it is not served", async () => {
    let t = 0;
    const now = () => t;
    await campaignPage(origin, "/utm?q=a", now);
    t = FRESH_MS + 1;
    const stale = await Promise.all([campaignPage(origin, "/utm?q=a", now), campaignPage(origin, "/utm?q=a", now)]);
    expect(stale.map((r) => r?.state)).toEqual(["stale", "stale"]);
    expect(stale[0]!.page.html).toContain("render 1");
    await new Promise((r) => setTimeout(r, 150));
    expect(renders).toBe(2);
    expect((await campaignPage(origin, "/utm?q=a", now))!.page.html).toContain("render 2");
    t = FRESH_MS + 1 + STALE_MS;
    expect(await campaignPage(origin, "/utm?q=a", now)).toMatchObject({ state: "miss" });
    expect(renders).toBe(3);
  });

  test("freshCampaignPage: the very entry a hit would serve, while it is fresh; then nothing", async () => {
    let t = 0;
    const now = () => t;
    expect(freshCampaignPage("/guides/drones", t)).toBeNull();
    const first = (await campaignPage(origin, "/guides/drones", now))!.page;
    expect(freshCampaignPage("/guides/drones", t)).toBe(first);
    t = FRESH_MS - 1;
    expect(freshCampaignPage("/guides/drones", t)).toBe(first);
    t = FRESH_MS; // campaignPage would now answer "stale"
    expect(freshCampaignPage("/guides/drones", t)).toBeNull();
    await campaignPage(origin, "/guides/drones", now); // the stale answer, and its refresh
    await new Promise((r) => setTimeout(r, 150));
    const second = freshCampaignPage("/guides/drones", t);
    expect(second).not.toBe(first);
    expect(second!.html).toContain("render 2");
  });

  test("the preload's view: a fresh guide by its exact path, nothing else", async () => {
    const forPreload = (globalThis as Record<symbol, unknown>)[CAMPAIGN_PAGES] as CampaignPagesForPreload;
    expect(forPreload.freshGuide("/guides/drones")).toBeNull();
    const { page } = (await campaignPage(origin, "/guides/drones"))!;
    expect(forPreload.freshGuide("/guides/drones")).toBe(page);
    await campaignPage(origin, "/utm-landing");
    expect(forPreload.freshGuide("/utm-landing")).toBeNull(); // a campaign page, not a guide
    for (const p of ["/guides/drones?utm_source=x", "/guides/drones/", "/guides/Drones"]) expect(forPreload.freshGuide(p)).toBeNull();
  });

  test("a render that does not answer 200 is not cached: the request renders as usual", async () => {
    status = 500;
    expect(await campaignPage(origin, "/utm?q=a")).toBeNull();
    status = 200;
    expect(await campaignPage(origin, "/utm?q=a")).toMatchObject({ state: "miss" });
    expect(renders).toBe(2);
  });

  test("an unreachable renderer is a miss the caller falls back from, not an error", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    expect(await campaignPage("http://127.0.0.1:9", "/utm?q=a")).toBeNull();
    warn.mockRestore();
  });
});
