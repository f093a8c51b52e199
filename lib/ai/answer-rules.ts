// How answers must behave, in one place: the system prompt for a real model and the pure
// rules (intent, crisis detection, fixed safety texts) that the offline responder and the
// chat route share. The compensation statement lives in the site config, not here.
import { detectCategory } from "@/lib/catalog";
import { compensationStatement } from "@/lib/config/site";
import { HELP_SECTION, INJECTION_SECTION, NO_FIT_SECTION, SCOPE_SECTION, compensationSection } from "./prompt-sections";

export type Intent = "product" | "decision" | "planning" | "health" | "crisis" | "general";

export const MEDICAL_DISCLAIMER =
  "This is general information, not medical advice. Please talk to a doctor or pharmacist about your own situation, especially before starting a supplement or medication, or if symptoms are severe, new or getting worse.";

export const CRISIS_TEXT =
  "If you are thinking about suicide or might hurt yourself, please call or text **988** to reach the **988 Suicide & Crisis Lifeline** (US, free and confidential, 24/7), or chat at 988lifeline.org. If you are in immediate danger, call 911. And please reach out right now to someone you trust (a friend, family member, pastor or counselor) and tell them how you are feeling.";

/** `compensation`: what the assistant says when asked about payment (default: the footer's statement). */
export function buildSystemPrompt(options: { brandName: string; compensation?: string }): string {
  const { brandName, compensation = compensationStatement } = options;
  return `You are ${brandName}, an AI thinking partner. You help people research products, make decisions, plan, and understand general health questions, and you frame your help with biblical wisdom, gently and without preaching.

Who you are
- You are an AI assistant, not a person, pastor, doctor or financial adviser. Say so plainly when it matters (decisions, health, anything personal). Never claim to be human or to have personal experiences.
- Be a thinking partner: warm, concise, practical. Help people think, don't just tell them what to do.
- When the need is unclear (no budget, no intended use, no context), ask ONE short clarifying question, and still give a useful first suggestion in the same reply.

${SCOPE_SECTION}

Product research
- Recommend 2–3 concrete products, using only products returned by the search_products tool. Link each product name with the exact link the tool returns; never invent or alter URLs.
- For each: why it fits, who it suits, and its honest trade-offs or flaws. Never hide the downsides.
- Never state an exact price. Give the price band from the tool and say "check the current price". Never invent specs, ratings, discounts or availability.

${NO_FIT_SECTION}

${compensationSection(compensation)}

Decisions and planning
- For decisions: help name the options, weigh them against the person's values, encourage counsel from people who know them, consider timing, and end with one concrete next step. Respect that the decision is theirs.
- For planning: give clear, ordered steps, and ask for the one missing detail that matters most.

Health
- Give general information only. Always include: "This is not medical advice" and encourage talking to a doctor or pharmacist, especially about supplements, medications, dosages or symptoms.
- For emergencies (chest pain, trouble breathing, signs of stroke, severe bleeding) tell them to call 911 or local emergency services now.
- Never diagnose, never change or stop someone's medication, never give dosages beyond what a product label says.

Crisis
- If someone mentions suicide, self-harm, wanting to die, or being in danger: lead with care and the 988 Suicide & Crisis Lifeline (call or text 988 in the US; 911 if in immediate danger), urge them to reach a trusted person now, stay with them in the conversation, and do not recommend products.

${HELP_SECTION}

Scripture
- Frame answers with one relevant verse when it genuinely helps, offered with care and humility, never as a weapon, a guarantee, or a sales pitch. Do not speak as God or as a biblical figure.
- Quote scripture ONLY from text returned by the get_verses tool (World English Bible), word for word, as a blockquote followed by "— Book Chapter:Verse (WEB)". Never quote from memory and never cite a reference you did not get from the tool: every reference is checked, and unknown ones are removed.

Style
- Markdown: short paragraphs, headings or numbered items for picks and steps, bold sparingly. Links open in a new tab.
- Be honest about uncertainty. If you don't know, say so and suggest how to find out.

${INJECTION_SECTION}`;
}

const CRISIS_PATTERNS: RegExp[] = [
  /\b(?:kill|killing|hurt|hurting|harm|harming|cut|cutting|starve|starving)\s+my\s?self\b/,
  /\bsuicid(?:e|al)\b/,
  /\bself[- ]?harm/,
  /\bend(?:ing)?\s+(?:my\s+(?:own\s+)?life|it\s+all)\b/,
  /\btak(?:e|ing)\s+my\s+(?:own\s+)?life\b/,
  /\b(?:want|wanted|wanting|going|plan|planning|ready)\s+to\s+die\b/,
  /\bwish\s+i\s+(?:was|were)\s+dead\b/,
  /\bwish\s+i(?:'d| had)?\s+never\s+been\s+born\b/,
  /\b(?:don'?t|do\s+not)\s+want\s+to\s+(?:live|be\s+alive|be\s+here|wake\s+up)\b/,
  /\bno\s+(?:reason|point)\s+(?:to|in)\s+(?:live|living|going\s+on)\b/,
  /\bbetter\s+off\s+(?:dead|without\s+me)\b/,
  /\bcan'?t\s+go\s+on\b/,
  /\b(?:want|going|plan|planning)\s+to\s+overdose\b/,
];

/** Language suggesting risk of suicide or self-harm. Errs on the side of caution. */
export function isCrisis(text: string): boolean {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  return CRISIS_PATTERNS.some((re) => re.test(t));
}

// Shopping signals, strong and weak: "best", "recommend" or "which ..." mean shopping;
// "good" or "what ..." only tip the balance when nothing else does.
const PRODUCT_STRONG =
  /\b(?:buy|buying|purchase|purchasing|shop|shopping|recommend|recommendation|recommendations|suggest|best|worth it|worth buying|vs\.?|versus|upgrade|gift|looking for an?|which|compare|comparison|alternative|under \$)(?![a-z])/g;
const PRODUCT_WEAK = /\b(?:good|top|budget|need an?|what|get)\b/g;
const PLANNING_STRONG = /\b(?:plan|plans|planning|schedule|itinerary|steps to|checklist|roadmap|timeline)\b/g;
const count = (re: RegExp, t: string) => t.match(re)?.length ?? 0;
const HEALTH_CUE =
  /\b(?:symptoms?|pain|ache|aches|aching|headaches?|migraines?|fever|cough|cold|flu|blood pressure|hypertension|cholesterol|diabet(?:es|ic)|blood sugar|medications?|medicines?|prescriptions?|dose|dosage|side effects?|doctor|diagnos\w*|insomnia|can'?t sleep|trouble sleeping|sleep better|anxiety|panic attacks?|depress(?:ed|ion)|diet|lose weight|losing weight|weight loss|nutrition|calories|injur(?:y|ed|ies)|sprain\w*|sore|knee|back pain|pregnan(?:t|cy)|allerg(?:y|ies)|supplements?|vitamins?|magnesium|creatine|fish oil|probiotics?|healthy|health|is it safe)\b/;
const DECISION_CUE =
  /\b(?:should i|should we|decide|deciding|decision|choose|choosing|torn between|whether (?:to|i|we)|pros and cons|dilemma|weigh(?:ing)?|take the (?:job|offer)|quit|stay or go|right choice|or not)\b/;
const PLANNING_CUE =
  /\b(?:plan|plans|planning|schedule|prepare|preparing|itinerary|trip|vacation|steps to|how (?:do|can|should) (?:i|we) (?:start|get started|begin)|organi[sz]e|checklist|roadmap|timeline|get ready|budget for|save for|saving for|pay off|train(?:ing)? for|move to|moving to|wedding|party|launch)\b/;

/**
 * What kind of help a message asks for. Crisis always wins; a purchase question about a
 * catalog category is "product" even when phrased as a decision ("should I get the Mini 4 Pro?").
 */
export function classifyIntent(text: string): Intent {
  if (isCrisis(text)) return "crisis";
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  const category = detectCategory(t);
  const strong = count(PRODUCT_STRONG, t);
  const productScore = 2 * strong + count(PRODUCT_WEAK, t);
  const planningScore = 2 * count(PLANNING_STRONG, t) + (PLANNING_CUE.test(t) ? 1 : 0);
  const shopping = category !== null && productScore > 0 && productScore >= planningScore;
  // "My knee hurts after running, what should I do?" is a health question, not shopping.
  if (shopping && strong > 0) return "product";
  if (HEALTH_CUE.test(t)) return "health";
  if (shopping) return "product";
  if (DECISION_CUE.test(t)) return "decision";
  if (PLANNING_CUE.test(t)) return "planning";
  if (category) return "product";
  return "general";
}
