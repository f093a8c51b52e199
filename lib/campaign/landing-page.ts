// What the campaign pages show for a visitor's topic or question: titles, heading, article.
// One pure function per page, so metadata and the rendered page can never disagree.
import { isSafetyMessage } from "@/lib/safety";
import { categoryForTopic } from "@/lib/campaign/category";
import { GENERIC_TOPIC, titleCase, utmPageMeta } from "@/lib/campaign/topic";
import { guideForCategory, landingGuide, templatedGuide, type LandingGuide } from "@/lib/guides";

/** Shown instead of a product-search framing when the question reads as a crisis (lib/safety). */
export const NEUTRAL_PAGE = {
  title: "Talk It Through",
  heading: "Let's talk it through",
  description: "A calm place to talk things through. If you are in danger, call your local emergency number.",
} as const;

export type LandingPageModel = LandingGuide & {
  /** The chat's opening question: the topic, or null (no topic: the chat starts empty). */
  chatQuestion: string | null;
  /** The crisis framing: no buying guide, no picks, the chat's help card leads. */
  neutral: boolean;
  canonical: string;
};

/** /utm-landing for a topic (null: no topic parameter, the spec's generic topic). */
export function landingPageModel(topic: string | null): LandingPageModel {
  if (topic && isSafetyMessage(topic)) {
    return {
      ...templatedGuide(GENERIC_TOPIC), ...NEUTRAL_PAGE, articleTitle: null, content: "", guide: null,
      chatQuestion: topic, neutral: true, canonical: `/guides/${guideForCategory("general").slug}`,
    };
  }
  if (!topic) {
    const g = templatedGuide(GENERIC_TOPIC);
    return {
      ...g,
      title: titleCase(GENERIC_TOPIC),
      description: `Get ${GENERIC_TOPIC}: buying guides, honest trade-offs and personalized answers from an AI thinking partner.`,
      chatQuestion: null, neutral: false, canonical: `/guides/${guideForCategory("general").slug}`,
    };
  }
  const g = landingGuide(topic);
  return { ...g, chatQuestion: topic, neutral: false, canonical: `/guides/${guideForCategory(g.category).slug}` };
}

export type UtmPageModel = { title: string; description: string; heading: string; lead: string | null; neutral: boolean; canonical: string };

/**
 * /utm's line under the question. It is server-rendered and, on a phone, the largest text of the
 * first paint on purpose (text-lg, a few lines): the largest element is then there with the first
 * HTML instead of arriving with the chat's first answer (Lighthouse LCP, issue 14 item 8).
 */
export function utmLead(siteName: string): string {
  return `${siteName} is researching it now: picks that fit what you asked, honest trade-offs, and what to check before you decide. Ask follow-ups below; no account needed.`;
}

/** /utm for the visitor's question: a crisis question is never framed as a product search. */
export function utmPageModel(question: string, siteName: string): UtmPageModel {
  const canonical = `/guides/${guideForCategory(categoryForTopic(question)).slug}`;
  if (isSafetyMessage(question)) {
    return { ...NEUTRAL_PAGE, lead: null, neutral: true, canonical: `/guides/${guideForCategory("general").slug}` };
  }
  const { title, description } = utmPageMeta(question);
  return { title, description, heading: question, lead: utmLead(siteName), neutral: false, canonical };
}
