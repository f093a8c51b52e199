// Issue 14 items 1-4: what /utm-landing and /utm say for a topic, no topic, or a crisis question,
// and guide picks that match the chat's first answer.
import { landingPageModel, utmPageModel, NEUTRAL_PAGE } from "@/lib/campaign/landing-page";
import { landingTopic } from "@/lib/campaign/topic";
import { GUIDES } from "@/lib/guides";
import { guidePicks } from "@/lib/guides/picks";
import { composeOfflineAnswer } from "@/lib/ai/offline";

const page = (params: Record<string, string>) => landingPageModel(landingTopic(params));

describe("/utm-landing titles follow the spec's rule whatever the guide", () => {
  test("a 'best ' topic over 15 characters with a fixed guide is '<Topic> - Expert Recommendations'", () => {
    const p = page({ utm_campaign: "best_running_shoes_for_flat_feet" });
    expect(p.category).toBe("running_shoes");
    expect(p.title).toBe("Best Running Shoes For Flat Feet - Expert Recommendations");
    expect(p.description).toContain("best running shoes for flat feet");
    expect(p.heading).toBe("Best Running Shoes For Flat Feet");
    expect(p.articleTitle).toBe("Best Running Shoes for Flat Feet: Stability vs. Neutral Compared");
  });
  test.each([
    [{ q: "the best drone for my son" }, "The Best Drone For My Son - Expert Recommendations", "drone"],
    [{ keyword: "best-mirrorless-camera-2026" }, "Best Mirrorless Camera 2026 - Expert Recommendations", "camera"],
    [{ kw: "best gift for my dad" }, "Best Gift For My Dad - Expert Recommendations", "general"],
  ])("%j → %s", (params, title, category) => {
    const p = page(params);
    expect(p.title).toBe(title);
    expect(p.category).toBe(category);
    expect(p.description.toLowerCase()).toContain(landingTopic(params)!.toLowerCase());
  });
  test("short or non-'best' topics keep the guide's own title", () => {
    expect(page({ q: "best drone" }).title).toBe(GUIDES.find((g) => g.category === "drone")!.title); // 10 characters
    expect(page({ q: "drone for kids" }).title).toBe(GUIDES.find((g) => g.category === "drone")!.title);
  });
});

describe("the topic shows on the page", () => {
  test("empty parameters are skipped; the heading and the chat's opening question are the topic, with the drone guide as the article", () => {
    const p = page({ q: "", utm_campaign: "", utm_content: "", keyword: "drone-for-kids", query: "cameras" });
    expect(p.heading).toBe("Drone For Kids");
    expect(p.chatQuestion).toBe("drone for kids");
    expect(p.category).toBe("drone");
    expect(p.articleTitle).toMatch(/drone/i);
    expect(p.canonical).toBe("/guides/drones");
  });
});

describe("no topic", () => {
  test("the generic topic titles and describes the page; the chat starts empty", () => {
    const p = landingPageModel(null);
    expect(p.title).toBe("Expert Product Recommendations");
    expect(p.description).toContain("expert product recommendations");
    expect(p.chatQuestion).toBeNull();
    expect(p.neutral).toBe(false);
  });
});

describe("a crisis question is never framed as a product search", () => {
  test("/utm-landing and /utm get the neutral title and heading, no guide", () => {
    const l = landingPageModel("I want to end my life");
    expect(l).toMatchObject({ title: NEUTRAL_PAGE.title, heading: NEUTRAL_PAGE.heading, neutral: true, content: "", guide: null });
    expect(l.chatQuestion).toBe("I want to end my life");
    const u = utmPageModel("I want to end my life", "Helpful Hand");
    expect(u).toMatchObject({ title: NEUTRAL_PAGE.title, heading: NEUTRAL_PAGE.heading, lead: null, neutral: true });
    expect(u.title).not.toMatch(/Recommendations/);
  });
  test("an ordinary question keeps its heading and the 'researching it now' line", () => {
    const u = utmPageModel("best drone for beginners", "Helpful Hand");
    expect(u).toMatchObject({ title: "best drone for beginners - Expert Recommendations", heading: "best drone for beginners", neutral: false, canonical: "/guides/drones" });
    expect(u.lead).toContain("researching it now");
  });
});

describe("guide picks agree with the chat's first answer (item 4)", () => {
  const firstAnswerPicks = (q: string) => composeOfflineAnswer({ messages: [{ role: "user", content: q }], brandName: "Helpful Hand" }).picks;
  test.each(GUIDES.filter((g) => g.catalogCategory).map((g) => [g.slug, g] as const))("/guides/%s", (_slug, g) => {
    const picks = guidePicks(g.catalogCategory, g.question).map((p) => p.id);
    expect(picks).toHaveLength(3);
    expect(picks).toEqual(firstAnswerPicks(g.question));
  });
  test.each(["drone for kids", "best running shoes for flat feet", "best laptop for video editing under $1500"])("/utm-landing topic %s", (topic) => {
    const p = landingPageModel(topic);
    const picks = guidePicks(p.guide?.catalogCategory ?? null, topic).map((x) => x.id);
    expect(picks.length).toBeGreaterThan(0);
    expect(picks).toEqual(firstAnswerPicks(topic));
  });
});

import { issuePageGrant, isValidPageGrant } from "@/lib/campaign/page-grant";

describe("page grants for the guides' chat panel (item 6)", () => {
  test("a guide page's grant is accepted; a forged page name or an expired grant is not", () => {
    expect(isValidPageGrant(issuePageGrant("guide"))).toBe(true);
    expect(isValidPageGrant(issuePageGrant("guide", Date.now() - 31 * 60_000))).toBe(false);
    expect(isValidPageGrant("pg.guide|99999999999999")).toBe(false);
  });
});
