// The request model (contract 2): what one user turn asks for, read against the conversation so far.
import type { ChatTurn } from "@/lib/ai/model";

export type { ChatTurn };
import type { SizeWish } from "./kinds";
export type { SizeWish };

/** USD. "no more than $1,000" → { min: null, max: 1000 }; "around $300" → around 300 with a soft window. */
export type Budget = { min: number | null; max: number | null; around?: number };

export type RequestIntent =
  | "product"
  | "compare"
  | "why_not"
  | "decision"
  | "health"
  | "scripture"
  | "about"
  | "payment"
  | "general";

export type FollowUp = null | "cheaper" | "premium" | "need" | "related_category" | "compare" | "why_not" | "why_need";

/** A non-shopping thread a short follow-up continues ("he never paid back the last $3,000"). */
export type OpenTopic = { kind: "decision" | "no_pick" | "scripture"; slug: string | null; question: string };

export type ConversationState = {
  category: string | null;
  budget: Budget | null;
  needs: string[];
  /** Product ids read back from the latest assistant answer, in the order they appeared. */
  previousPicks: string[];
  /** Extension of contract 2 (optional): the product type asked for within the category ("dutch_oven"). */
  kind?: string | null;
  /** Extension of contract 2 (optional): the decision, no-pick or verse thread still open. */
  topic?: OpenTopic | null;
  /** Extension of contract 2 (optional): brands and product lines ruled out in this thread ("ninja"). */
  avoid?: string[];
  /** Extension of contract 2 (optional): the gift this category's picks are for ("likes grilling"). */
  gift?: RequestModel["gift"];
};

export type RequestModel = {
  intent: RequestIntent;
  category: string | null;
  /** An uncovered topic slug (data/catalog/uncovered.json) or the noun phrase asked about ("child's violin"). */
  uncovered: string | null;
  budget: Budget | null;
  needs: string[];
  followUp: FollowUp;
  /** "Proverbs 3:5-6" when a passage is requested. */
  passage: string | null;
  decisionTopic: string | null;
  /** Extension of contract 2 (optional): a product type within the category ("chainsaw" in yard tools). */
  kind?: string | null;
  /** Extension of contract 2 (optional): a size wish from a follow-up ("a bigger one", "lighter"). */
  size?: SizeWish | null;
  /** Extension of contract 2 (optional): a gift request and the interest it names ("likes grilling"). */
  gift?: { owned?: string | null; interest: string | null; ideas: string[]; recipient?: { name: string; ideas: string[]; vetted: { category: string; why: string }[] } | null; also?: { interest: string; ideas: string[]; category: string | null }[] } | null;
  /** Extension of contract 2 (optional): a second, related category weighed against the first ("air fryer or Instant Pot?"). */
  versus?: string | null;
  /** Extension of contract 2 (optional): a second kind of product asked for too ("a vacuum AND an air purifier"). */
  also?: string | null;
  /** Extension of contract 2 (optional): the honest line when `also` meets a need the category can't ("hard of hearing"). */
  unmet?: string | null;
  /** Extension of contract 2 (optional): brands and product lines ruled out in the thread ("chromebook"). */
  avoid?: string[];
  /** Extension of contract 2 (optional): a question about the wisdom of the spending itself ("should I finance a $2,000 TV?"). */
  money?: import("./money-wisdom").MoneyQuestion | null;
  /** Extension of contract 2 (optional): the one product asked about for a use ("is the Vitamix good for smoothies?"). */
  fit?: string | null;
  /** "thoughts on the rivian r1s?": a model no category of ours names, asked about by name (compose-unvetted). */
  unvetted?: string | null;
  /** Extension of contract 2 (optional): a short question about the picks shown ("any downsides?", "in stock?"). */
  threadAsk?: import("./thread-ask").ThreadAsk | null;
  /** Extension of contract 2 (optional): a problem with a thing already owned ("my printer says offline"): help, no picks. */
  trouble?: import("@/lib/catalog/troubles").TroubleAsk | null;
  /** Extension of contract 2 (optional): money trouble around a gift or a needed thing ("can't afford Christmas presents"). */
  tight?: import("./tight-money").TightMoney | null;
  state: ConversationState;
};
