// Paying every month for a thing versus buying it (data/catalog/subscriptions.json): "should I buy a
// printer or pay for Instant Ink", "is a Peloton membership worth it", "Office every year or buy once".
// The plans are knowledge, so they live in data; this file only recognises the ask.
import { z } from "zod";
import { readDataFile } from "@/lib/data-file";

const fileSchema = z.object({
  about: z.string(),
  plans: z.array(z.object({ slug: z.string().min(2), name: z.string().min(3), words: z.array(z.string().min(2)).min(1), lines: z.array(z.string().min(10)).min(2).max(5) })).min(1),
});

export type SubscriptionPlan = z.infer<typeof fileSchema>["plans"][number];

let plans: (SubscriptionPlan & { re: RegExp })[] | null = null;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, String.raw`\s+`);

/** Every plan; throws on a malformed file so bad data fails loudly in tests. */
export function subscriptionPlans(): (SubscriptionPlan & { re: RegExp })[] {
  if (!plans) {
    const parsed = readDataFile("catalog/subscriptions.json", fileSchema);
    plans = parsed.plans.map((p) => ({ ...p, re: new RegExp(String.raw`(?:^|[^a-z0-9])(?:${p.words.map(escape).join("|")})(?![a-z0-9])`) }));
  }
  return plans;
}

// The ask itself: weighing the plan against buying, or whether the plan is worth it.
const WEIGHING = /\b(?:worth (?:it|paying|the money|buying)|or (?:just )?(?:buy|get|pay)|(?:buy|pay for) (?:it )?(?:once|outright)|one[- ]time|every (?:month|year)|per (?:month|year)|a (?:month|year)|monthly|yearly|annual(?:ly)?|vs\.?|versus|should i (?:get|pay|sign up|subscribe|cancel|keep)|cancel|instead of|instead|(?:what|how) about|thoughts on)\b/;
const NO_PLAN = /\b(?:no|without|w\/o|free of|skip(?:ping)? the|avoid(?:ing)?|never pay(?:ing)?|don'?t want (?:a|to pay)|not paying)\s+(?:a |an |the |any )?(?:monthly |yearly |annual |recurring |ongoing )?(?:subscriptions?|fees?|memberships?|plans?|payments?)\b|\bsubscription[- ]free\b/;
// Words that name a paid plan even without a known kind.
const PLAN_WORD = /\b(?:subscriptions?|memberships?|monthly (?:plan|fee)|pay (?:for )?(?:it )?(?:monthly|every month))\b/;

/** The plan a message weighs against buying, or null when it asks no such thing. */
export function subscriptionAsked(t: string): SubscriptionPlan | null {
  // "a doorbell without a monthly fee", "something with no subscription": a need of the thing, not a plan weighed.
  if (!WEIGHING.test(t) || NO_PLAN.test(t)) return null;
  const known = subscriptionPlans().find((p) => p.slug !== "general" && p.re.test(t));
  if (known) return known;
  // "gym membership", "streaming subscriptions": a plan word plus the weighing; never a mere "membership card".
  return PLAN_WORD.test(t) && !/\b(?:costco|sam'?s club|amazon prime|prime membership|church membership)\b/.test(t) ? (subscriptionPlans().find((p) => p.slug === "general") ?? null) : null;
}
