import { detectUtmTopic, landingTopic, utmPageMeta, titleCase, isBestQuery } from "@/lib/campaign/topic";
import { categoryForTopic, categoryScores } from "@/lib/campaign/category";

describe("/utm title topic by keyword counts", () => {
  test.each([
    ["best drone for beginners", "drone"],
    ["which mirrorless camera and lens for portraits", "camera"],
    ["gear for my youtube vlog", "vlogging"],
    ["is magnesium a good supplement for sleep", "health"],
    ["home gym dumbbell workout plan", "fitness"],
    ["laptop for video editing", "tech"],
    ["best air fryer for a small kitchen", "kitchen"],
    ["carry on luggage for a long trip", "travel"],
    ["how do I decide between two job offers", "general"],
  ])("%s → %s", (q, topic) => {
    expect(detectUtmTopic(q)).toBe(topic);
  });

  test("more matching words win over the earlier topic", () => {
    // camera: 1 (camera); drone: 2 (drone, aerial)
    expect(detectUtmTopic("camera drone for aerial shots")).toBe("drone");
    // tie (1 each) goes to the earlier topic in the list (camera before drone)
    expect(detectUtmTopic("camera or drone")).toBe("camera");
  });
});

describe("/utm titles", () => {
  test("a question starting with 'best ' and longer than 15 characters is the title", () => {
    expect(utmPageMeta("best drone for beginners").title).toBe("best drone for beginners - Expert Recommendations");
  });
  test("short or non-'best' questions get the topic title", () => {
    expect(utmPageMeta("best drone ok").title).toBe("Drone Recommendations"); // 13 characters
    expect(utmPageMeta("which drone should I buy for travel").title).toBe("Drone Recommendations");
    expect(utmPageMeta("what should I cook tonight?").title).toBe("Kitchen Recommendations");
    expect(utmPageMeta("help me think").title).toBe("Expert Recommendations");
  });
  test("exactly 16 characters is longer than 15", () => {
    expect(isBestQuery("best 12345678901", "startsWith")).toBe(true);
    expect(isBestQuery("best 1234567890", "startsWith")).toBe(false);
    expect(isBestQuery("the best running", "contains")).toBe(true);
    expect(isBestQuery("the best running", "startsWith")).toBe(false);
  });
  test("descriptions follow the topic", () => {
    expect(utmPageMeta("best drone for beginners").description).toMatch(/drone/i);
  });
});

describe("landing topic parameter order", () => {
  test("q wins over every other parameter", () => {
    expect(landingTopic({ q: "a", utm_campaign: "b", utm_content: "c", keyword: "d", search_term: "e", kw: "f", query: "g" })).toBe("a");
  });
  test.each([
    [{ utm_campaign: "best_running_shoes", utm_content: "x" }, "best running shoes"],
    [{ utm_content: "drone-for-kids", keyword: "x" }, "drone for kids"],
    [{ keyword: "x", search_term: "y" }, "x"],
    [{ search_term: "y", kw: "z" }, "y"],
    [{ kw: "z", query: "w" }, "z"],
    [{ query: "  best__laptop--deals  " }, "best laptop deals"],
  ])("%j → %s", (params, topic) => {
    expect(landingTopic(params)).toBe(topic);
  });
  test("empty and blank values are skipped; nothing gives null", () => {
    expect(landingTopic({ q: "  ", utm_campaign: "_-_", kw: "camera" })).toBe("camera");
    expect(landingTopic({})).toBeNull();
    expect(landingTopic({ q: ["first", "second"] })).toBe("first");
  });
  test("title case", () => {
    expect(titleCase("best HIKING boots")).toBe("Best Hiking Boots");
  });
});

describe("guide category scoring", () => {
  test.each([
    ["best running shoes for flat feet", "running_shoes"],
    ["best drone for beginners", "drone"],
    ["full frame mirrorless camera", "camera"],
    ["best magnesium supplement", "health"],
    ["home gym equipment", "fitness"],
    ["best laptop for video editing", "tech"],
    ["best gift for my dad", "general"],
  ])("%s → %s", (topic, cat) => {
    expect(categoryForTopic(topic)).toBe(cat);
  });
  test("weights: one strong keyword beats two weak ones; ties go to the earlier category", () => {
    expect(categoryScores("running shoes for the gym").running_shoes).toBeGreaterThan(categoryScores("running shoes for the gym").fitness);
    expect(categoryForTopic("drone camera")).toBe("drone"); // 3 vs 3 → drone is earlier
    expect(categoryForTopic("treadmill running")).toBe("fitness"); // 3 vs 1
  });
  test("separators in campaign names count as spaces", () => {
    expect(categoryForTopic("best_running_shoes_for_flat_feet")).toBe("running_shoes");
  });
});

import { GUIDES, landingGuide, templatedGuide, guideBySlug } from "@/lib/guides";

describe("landing guides", () => {
  test("known categories get their fixed guide", () => {
    const g = landingGuide("best running shoes for flat feet");
    expect(g.category).toBe("running_shoes");
    // Issue 14 item 1: 'best ' and longer than 15 characters titles the page, whatever the category.
    expect(g.title).toBe("Best Running Shoes For Flat Feet - Expert Recommendations");
    expect(g.articleTitle).toMatch(/Running Shoes for Flat Feet/);
    expect(g.content).toContain("<table>");
  });
  test("unknown topics get the templated guide; 'best ' and > 15 characters changes title and description", () => {
    const plain = landingGuide("hiking boots for kids");
    expect(plain.title).toBe("Expert Buying Guide & Reviews");
    expect(plain.heading).toBe("Hiking Boots For Kids");
    const best = landingGuide("best hiking boots for kids");
    expect(best.title).toBe("Best Hiking Boots For Kids - Expert Recommendations");
    expect(best.description).toContain("best hiking boots for kids");
    for (const h of ["Key features", "Comparing your options", "Our recommendations", "Making your decision"]) expect(best.content).toContain(h);
  });
  test("the topic is escaped into the templated HTML", () => {
    const g = templatedGuide(`<img src=x onerror="alert(1)">`);
    expect(g.content).not.toContain("<img");
    expect(g.content).toContain("&lt;img");
  });
  test("every fixed guide has a unique slug, title and description", () => {
    for (const key of ["slug", "title", "description"] as const) expect(new Set(GUIDES.map((g) => g[key])).size).toBe(GUIDES.length);
    expect(guideBySlug("drones")?.category).toBe("drone");
    expect(guideBySlug("nope")).toBeNull();
  });
});

import { guidePicks } from "@/lib/guides/picks";

describe("guide picks from the catalog", () => {
  test("every fixed guide with a catalog category shows three picks with tagged retailer links", () => {
    for (const g of GUIDES.filter((x) => x.catalogCategory)) {
      const picks = guidePicks(g.catalogCategory, g.question, { amazonTag: "helpfulhand-20" });
      expect(picks).toHaveLength(3);
      for (const p of picks) {
        expect(p.href).toMatch(/^https:\/\/www\.(amazon|bhphotovideo)\.com\//);
        if (p.href.includes("amazon.com")) expect(p.href).toContain("tag=helpfulhand-20");
      }
    }
    expect(guidePicks(null, "anything")).toEqual([]);
    expect(guidePicks("not_a_category", "anything")).toEqual([]);
  });
});
