import { requestCampaignAccess } from "@/lib/campaign/instant-client";

// The browser's access call must finish its request: an unread body kept it open in Chromium, and
// Lighthouse then waited 45 s for the network to go quiet on every campaign page (issue 14 item 8).
describe("requestCampaignAccess", () => {
  const realFetch = global.fetch;
  afterEach(() => { global.fetch = realFetch; });

  it.each([
    [200, true, '{"success":true}'],
    [403, false, '{"success":false,"error":{"code":"forbidden","message":"Invalid campaign access key."}}'],
  ])("reads the whole body of a %i answer and gives %s", async (status, ok, body) => {
    const responses: Response[] = [];
    const urls: string[] = [];
    global.fetch = (async (url: string) => {
      urls.push(url);
      const res = new Response(body, { status, headers: { "content-type": "application/json" } });
      responses.push(res);
      return res;
    }) as typeof fetch;
    await expect(requestCampaignAccess({ utm_access: "grant", q: "best drone" })).resolves.toBe(ok);
    expect(urls).toEqual(["/api/utm-access?utm_access=grant&q=best+drone"]);
    expect(responses[0]!.bodyUsed).toBe(true);
  });
});
