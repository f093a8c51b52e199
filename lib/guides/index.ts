import { categoryForTopic, type GuideCategory } from "@/lib/campaign/category";
import { isBestQuery, titleCase } from "@/lib/campaign/topic";
import { cameraGuide, droneGuide, runningShoesGuide } from "./content-a";
import { fitnessGuide, generalGuide, healthGuide, techGuide } from "./content-b";
import type { Guide } from "./types";

export type { Guide, Faq } from "./types";

export const GUIDES: Guide[] = [runningShoesGuide, droneGuide, cameraGuide, healthGuide, fitnessGuide, techGuide, generalGuide];

export function guideBySlug(slug: string): Guide | null {
  return GUIDES.find((g) => g.slug === slug) ?? null;
}

export function guideForCategory(category: GuideCategory): Guide {
  return GUIDES.find((g) => g.category === category) ?? generalGuide;
}

/** The three sections every landing article ends with (spec: fixed sections). */
export const FIXED_SECTIONS: { heading: string; body: string }[] = [
  {
    heading: "Why Choose the Right Product?",
    body: "The right choice saves money, time and frustration. A product that fits how you will really use it keeps serving you for years, while the wrong one ends up returned or gathering dust. A few minutes of clear thinking up front is the best deal you will find.",
  },
  {
    heading: "Expert Analysis Process",
    body: "We compare products on what matters in daily use: build quality, real-world performance, value for money and what owners report after months of use. We weigh trade-offs honestly and point out when a cheaper option is the smarter buy.",
  },
  {
    heading: "Personalized Recommendations",
    body: "Every situation is different. Tell our AI thinking partner about your budget, experience and goals, and it will narrow the options to the few that fit you, with reasons, trade-offs and wisdom for the decision.",
  },
];

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

export type LandingGuide = {
  category: GuideCategory;
  /** The page's h1: always the visitor's topic, so the page speaks of what they searched for. */
  heading: string;
  title: string;
  description: string;
  /** The fixed guide's own title, shown above its article; null for the templated guide. */
  articleTitle: string | null;
  content: string;
  guide: Guide | null;
};

/** Spec: a topic containing 'best ' and longer than 15 characters is the title, whatever the category. */
function bestTopicMeta(topic: string): { title: string; description: string } | null {
  if (!isBestQuery(topic, "contains")) return null;
  return {
    title: `${titleCase(topic)} - Expert Recommendations`,
    description: `Looking for ${/^best /i.test(topic) ? "the " : ""}${topic.toLowerCase()}? Compare top options with expert analysis, honest trade-offs and personalized recommendations.`,
  };
}

/** The templated guide for general or unknown topics; the topic is escaped into the HTML. */
export function templatedGuide(topic: string): LandingGuide {
  const heading = titleCase(topic);
  const t = escapeHtml(topic.toLowerCase());
  const best = bestTopicMeta(topic);
  return {
    category: "general",
    heading,
    title: best?.title ?? "Expert Buying Guide & Reviews",
    description: best?.description
      ?? "Expert buying guides and honest reviews: compare features, options and trade-offs, then get personalized recommendations from an AI thinking partner.",
    articleTitle: null,
    content: `
<h2>Key features to consider</h2>
<p>When researching ${t}, start with what you need it to do every day. List the two or three features that matter most to you, such as quality, size, durability or ease of use, and treat the rest as nice to have.</p>
<h2>Comparing your options</h2>
<p>Most choices for ${t} fall into three tiers: budget options that cover the basics, mid-range picks that add comfort and longevity, and premium models for demanding use. The middle tier is usually the best value.</p>
<h2>Our recommendations</h2>
<p>Shortlist three well-reviewed options, read the balanced three-star reviews, and check the return policy. If two options feel equal, choose the one with better support and warranty.</p>
<h2>Making your decision</h2>
<p>Decide once your shortlist meets your need within budget. Ask our AI thinking partner about your situation for recommendations tailored to you.</p>`,
    guide: null,
  };
}

/** The landing article for a topic: a fixed guide for known categories, else the templated one. */
export function landingGuide(topic: string): LandingGuide {
  const category = categoryForTopic(topic);
  if (category === "general") return templatedGuide(topic);
  const guide = guideForCategory(category);
  const best = bestTopicMeta(topic);
  return {
    category,
    heading: titleCase(topic),
    title: best?.title ?? guide.title,
    description: best?.description ?? guide.description,
    articleTitle: guide.title,
    content: guide.content,
    guide,
  };
}
