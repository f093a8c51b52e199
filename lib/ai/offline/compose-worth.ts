// "Is the Dyson V15 worth it?" asked outright (not about a pick just shown): the honest case for that
// vetted product, or, for a model we haven't vetted ("is the Peloton worth it?"), a plain statement
// that there is no verdict to give, then the vetted ones to weigh it against.
import { HELPS_ASK, OPINION_ASK } from "@/lib/ai/request/signals";
import { allProducts, categoryBySlug, productsOf, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { brandNamed, brandsNamed, namedProducts } from "@/lib/ai/request/category";
import { sentence, stop } from "./product-parts";

// "is the X worth it", "is X worth the money", "X, worth buying?", "are X worth it".
const SUBJECT = /\b(?:is|are|would|was)\s+(?:it\s+)?(?:the |a |an |buying (?:the |a |an )?|getting (?:the |a |an )?)?(.+?)\s+(?:really |actually |even |still |honestly )?(?:worth (?:it|the (?:money|price|extra|upgrade|splurge|hype)|buying|getting)|overpriced|overkill|a good buy|good value|any good)\b/;
/** "is the X worth it / any good / overpriced": a verdict asked about one thing. */
export const VERDICT_ASK = SUBJECT;
const STOP = new Set(["the", "a", "an", "it", "this", "that", "one", "new", "really", "for", "my", "me", "of", "and", "or", "to", "in", "with", "buying", "getting", "money",
  // "are expensive running shoes worth it": how dear, not which model.
  "expensive", "cheap", "cheaper", "pricey", "premium", "fancy", "high", "end", "name", "brand", "good", "nice", "fancier",
  // "are they worth it": a pronoun names no model.
  "they", "them", "these", "those", "ones"]);

// "the airtag 2": a model number of one digit counts too.
const wordsOf = (subject: string) => subject.split(/[^a-z0-9]+/).filter((w) => (w.length >= 2 || /^\d$/.test(w)) && !STOP.has(w));

/**
 * Makers and lines people name for the kind that we don't carry ("peloton" for exercise bikes, "whoop"
 * for trackers; data: the category's otherMakers). Asked about by name, they are that maker's model, never our pick.
 */
export const makerWords = (category: string): Set<string> => new Set(categoryBySlug(category)?.otherMakers ?? []);

// "buying a mattress from costco", "getting one at walmart": an activity or a place, not a product's name.
const ACTIVITY_SUBJECT = /^(?:[a-z]+ing|to)\b|\b(?:from|at|on|in|with|vs|or)\b/;

export type WorthSubject = { product: ViewProduct } | { unvetted: string } | null;

/** What a worth-it question asks about, when it is a product (vetted or not) rather than a kind or a technology. */
// "thinking about the oura ring, honestly worth the money?": the thing named first, the asking after it.
const SUBJECT_AFTER = /\b(?:the|a|an) ([a-z0-9][a-z0-9 .'+-]{1,30}?),? (?:is (?:it|that) )?(?:honestly |really |actually |even )?(?:worth (?:it|the money|the price|buying|getting)|overpriced|overkill)\b/;

export function worthSubject(question: string, category: string): WorthSubject {
  const lower = question.toLowerCase().replace(/[’‘]/g, "'");
  // "thoughts on the garmin forerunner 265?": an opinion asked about one thing is the same question;
  // "thoughts on buying a mattress from costco" is about buying, not a model called that.
  const opinion = OPINION_ASK.exec(lower);
  const m = SUBJECT.exec(lower) ?? SUBJECT_AFTER.exec(lower) ?? (opinion && !ACTIVITY_SUBJECT.test(opinion[1]!) ? opinion : null);
  if (!m) return null;
  // "is kitchenaid still the best or overpriced": the subject ends where the asking starts.
  const subject = m[1].trim().replace(/\s+(?:(?:still|really|actually|honestly)\s+)?(?:the best|(?:any )?good|better|great|or|and)\b.*$/, "");
  // "is it even worth it": a filler word caught between "is it" and "worth" is no subject.
  if (/^(?:even|really|actually|still|honestly|just|truly|ever)$/.test(subject)) return null;
  const nameWords = (p: ViewProduct) => `${p.brand} ${p.name}`.toLowerCase().split(/[^a-z0-9]+/);
  const holds = (p: ViewProduct, w: string) => nameWords(p).includes(w) || nameWords(p).includes(w.replace(/s$/, ""));
  const cat = categoryBySlug(category);
  const maker = makerWords(category);
  // The kind of thing itself ("a robot vacuum", "a standing desk") is no product: its words don't count.
  // A maker we don't carry, even when its name finds the kind ("peloton" finds exercise bikes), is no generic word.
  // Only a kind's keyword said whole counts ("open ear" is a kind; "open" in "the bose ultra open" is the model's name).
  const said = ` ${subject.replace(/[^a-z0-9]+/g, " ")} `;
  const generic = new Set([cat?.name ?? "", ...(cat?.kinds ?? []).flatMap((k) => k.keywords).map((k) => k.toLowerCase().replace(/[^a-z0-9]+/g, " ")).filter((k) => said.includes(` ${k} `) || said.includes(` ${k}s `))].join(" ").toLowerCase().split(/[^a-z0-9]+/).flatMap((w) => [w, w.replace(/s$/, "")]).filter((w) => !maker.has(w)));
  const own = wordsOf(subject).filter((w) => !generic.has(w) && !generic.has(w.replace(/s$/, "")));
  // "is a treadmill worth it", "are spin bikes worth it": only the kind's words, and no "the": the kind of thing, not a model.
  if (own.length === 0 && !OPINION_ASK.test(lower) && !/\b(?:is|was|are|were) (?:it )?(?:buying |getting )?the\b|\bthe [a-z0-9 .'+-]{1,30}?,? (?:is (?:it|that) )?(?:honestly |really |actually |even )?(?:worth|overpriced|overkill)\b/.test(lower)) return null;
  // "the breville oracle", "the peloton bike": a model word no vetted name holds means that model, not
  // the brand's or the kind's vetted one.
  const byName = namedProducts(subject, category).filter((p) => own.every((w) => holds(p, w)));
  // "the apple watch ultra", "the vitamix": the vetted products whose brand and name hold every word asked.
  const named = byName.length ? byName : productsOf(category).filter((p) => own.length > 0 && own.every((w) => holds(p, w)));
  const words = wordsOf(subject);
  if (named.length === 1) return { product: named[0] };
  if (named.length > 1) {
    // The one whose name holds every word asked, else a brand's first vetted model (the catalog lists
    // each brand's main model first).
    const full = named.filter((p) => own.every((w) => holds(p, w)));
    if (full.length === 1) return { product: full[0] };
    return named.every((p) => p.brand === named[0].brand) ? { product: named[0] } : null;
  }
  // Words any vetted product, the category or its needs and kinds use are not an unknown model
  // ("is OLED worth it?", "is a robot vacuum worth it?", "is a gaming laptop worth it?").
  const known = new Set(
    // Not the category's keywords: those name brands we don't carry too ("peloton").
    [...allProducts().map((p) => `${p.brand} ${p.name}`), cat?.name ?? "", ...[...(cat?.needs ?? []), ...(cat?.kinds ?? [])].flatMap((n) => n.keywords).filter((k) => /^[a-z0-9]+$/i.test(k) || said.includes(` ${k.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `))]
      .join(" ").toLowerCase().split(/[^a-z0-9]+/).flatMap((w) => [w, w.replace(/s$/, "")]).filter((w) => !maker.has(w)),
  );
  // "the airtag 2": a number after a model word that no vetted name of the kind pairs with it is another model.
  const flatName = (p: ViewProduct) => ` ${`${p.brand} ${p.name}`.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  const newNumber = [...subject.matchAll(/\b([a-z]{3,}) (\d{1,4})\b/g)].some((m) => productsOf(category).some((p) => flatName(p).includes(` ${m[1]} `)) && !productsOf(category).some((p) => flatName(p).includes(` ${m[1]} ${m[2]} `)));
  const unknown = [...words.filter((w) => !known.has(w) && !known.has(w.replace(/s$/, ""))), ...(newNumber ? ["#"] : [])];
  // A brand we carry with a model we don't ("dyson v20"), or a brand we don't carry at all ("peloton").
  return words.length > 0 && words.length <= 5 && unknown.length > 0 ? { unvetted: subject.replace(/\b[a-z]/g, (c) => c.toUpperCase()) } : null;
}

/** The lines that open the answer; the picks follow (the product first when it is vetted). */
export function worthLines(subject: NonNullable<WorthSubject>, noun: string): string[] {
  if ("unvetted" in subject) {
    return [`I haven't vetted the ${subject.unvetted}, so I won't give you a verdict on it as if I had. What I can do is show you the ${noun} I have vetted, so you can weigh it against them (price, what you'd really use, the trade-offs):`];
  }
  const p = subject.product;
  return [
    `Whether the ${p.name} is worth it depends on how you'll use it. The honest case:`,
    `**Worth it for:** ${stop(p.bestFor)}`,
    `**What you're paying for:** ${sentence(p.pros)}`,
    `**The trade-offs:** ${sentence(p.cons)}`,
    `**Think twice if** ${p.priceBand.label} is more than you planned to spend, or one of the cheaper picks below already covers what you need.`,
    "Here it is with the vetted alternatives I'd compare it with:",
  ];
}

/** The product first, then the other picks (it is never shown twice). */
export const withSubjectFirst = (p: ViewProduct, picks: ViewProduct[]): ViewProduct[] => [p, ...picks.filter((x) => x.id !== p.id)].slice(0, 3);

// "is a $300 blender really better than a $50 one?": a price tier against a cheaper one.
const BETTER_THAN = /\b(?:is|are) (?:a |an |the )?(?:\$?\d[\d,]*k? |expensive |pricey |premium |fancy |high[- ]end |name[- ]brand )([a-z][a-z -]{2,30}?) (?:really |actually |honestly |that much |even )*(?:better|worth more) than\b/;

// "does a weighted blanket really help", "are standing desks actually good for your back", "do massage
// guns even work or is it hype": whether a kind of thing works, asked outright. Group 1 is the thing.
const KIND_INFO = /^\s*(?:(?:so|ok|okay|honestly|seriously|quick question|real talk|be honest)[\s,:]+)*(?:are|is|do|does|can|will|would)\s+(?:an?\s+|getting\s+(?:an?\s+)?|using\s+(?:an?\s+)?|those\s+|these\s+)?([a-z][a-z -]{2,30}?)\s+(?:really |actually |even |honestly |truly |ever )?(?:good for|bad for|helps?|work|works|worth|hype|overhyped|a scam|a gimmick|gimmicky|overrated|legit|make (?:a|any) difference|make(?:s)? (?:\w+ ){0,2}(?:healthier|better|worse|cleaner|safer)|(?:clean|cleans|work|works|sound|sounds) better)\b/;
// "should I buy an air purifier or is that dumb", "is it dumb to get a bidet": whether to buy the kind at all.
const KIND_DOUBT = /\b(?:should (?:i|we) (?:buy|get) (?:(?:my|our|the) (?:kids?|son|daughter|children|toddler|teen|husband|wife|mom|dad|parents)(?:'s)? )?(?:an?\s+|some\s+)?([a-z][a-z -]{2,30}?) or (?:is (?:that|it)|would (?:that|it) be) (?:a )?(?:dumb|stupid|silly|a waste|overkill|pointless|worth it|a gimmick|bad(?: idea)?|a bad idea|a mistake|too much|too young|unhealthy|harmful)|is it (?:dumb|stupid|silly|a waste(?: of money)?|overkill|pointless) to (?:buy|get) (?:an?\s+|some\s+)?([a-z][a-z -]{2,30}?))(?=\s*(?:[?.!,]|$|\bfor\b|\bif\b|\bwhen\b))/;

/** The thing a "does it work / is it worth it" question asks about, as the words said it, or null. */
// "do I really need a water filter or is tap fine?": whether the kind is needed at all.
const NEED_DOUBT = /\bdo (?:i|we) (?:really |actually |even |honestly )?need (?:an?\s+|some\s+)?([a-z][a-z -]{2,30}?),? or (?:is|are|just|can|will|would|should)\b/;

export function kindWorthSubject(question: string): string | null {
  const t = question.toLowerCase().replace(/[’‘]/g, "'");
  const doubt = KIND_DOUBT.exec(t);
  return KIND_INFO.exec(t)?.[1] ?? (doubt ? doubt[1] ?? doubt[2] : undefined) ?? NEED_DOUBT.exec(t)?.[1] ?? BETTER_THAN.exec(t)?.[1] ?? SUBJECT.exec(t)?.[1] ?? HELPS_ASK.exec(t)?.[1] ?? null;
}

/**
 * "are supplements worth it?", "is a robot vacuum worth it for a small apartment?", "is a stand mixer
 * overkill?": whether the kind of thing (not one model) is worth buying or paying more for.
 */
export function categoryWorthAsked(question: string, category: string): boolean {
  const t = question.toLowerCase().replace(/[’‘]/g, "'");
  const doubt = KIND_DOUBT.exec(t);
  const subject = BETTER_THAN.exec(t)?.[1] ?? SUBJECT.exec(t)?.[1] ?? HELPS_ASK.exec(t)?.[1] ?? KIND_INFO.exec(t)?.[1] ?? (doubt ? doubt[1] ?? doubt[2] : undefined) ?? NEED_DOUBT.exec(t)?.[1];
  // "is the peloton worth it": "the" names one thing (vetted or not), not the kind of thing.
  if (!subject || worthSubject(question, category) !== null || /\b(?:is|are|was) the\b/.test(t)) return false;
  const cat = categoryBySlug(category);
  const own = [cat?.name ?? "", ...(cat?.keywords ?? [])].join(" ").toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 3).flatMap((w) => [w, w.replace(/s$/, "")]);
  // "do I need supplements, are they worth it": a pronoun stands for the kind named earlier in the message.
  const pronoun = /^(?:they|them|these|those|it)$/.test(subject.trim());
  // "i like the vitamix, is it worth it": "it" is that one model, not the kind.
  if (pronoun && (namedProducts(t, category).length > 0 || brandNamed(t, productsOf(category)) !== null)) return false;
  const said = pronoun ? t : subject;
  return wordsOf(said).some((w) => own.includes(w) || own.includes(w.replace(/s$/, "")));
}

/** The honest answer to a worth-it question about the kind of thing: the category's own notes, else what the price range buys. */
export function categoryWorthLines(category: string, noun: string): string[] {
  const cat = categoryBySlug(category);
  if (cat?.worthGuide?.length) return cat.worthGuide.map((l, i) => (i === 0 ? l : `- ${l}`));
  const byPrice = [...productsOf(category)].sort((x, y) => x.priceBand.low - y.priceBand.low);
  const [cheap, dear] = [byPrice[0], byPrice.at(-1)];
  if (!cheap || !dear || cheap === dear) return [`Whether ${noun} are worth it depends on how often you'd use one and what you'd use it for.`];
  return [
    `Whether ${noun} are worth it comes down to how often you'd use one. What my notes say about the range, from the ${cheap.name} (${cheap.priceBand.label}) to the ${dear.name} (${dear.priceBand.label}):`,
    `- **What the extra money buys:** ${sentence(dear.pros)}`,
    `- **What you live with at the low end:** ${sentence(cheap.cons)}`,
    "- **A simple test:** if you'd use it most weeks for years, the better one is usually worth it; if it's an occasional thing, the cheaper one (or borrowing one) is the wiser buy.",
  ];
}

// The last word of a thing people buy by name ("the ember mug", "the meta ray-ban glasses").
const THING_NOUN = /^(?:glasses|sunglasses|mug|bottle|ring|watch|band|bike|scooter|headphones|earbuds|buds|speaker|camera|phone|tablet|laptop|console|headset|mattress|pillow|chair|desk|blender|oven|grill|vacuum|mower|stroller|purifier|fan|heater|lamp|light|lock|doorbell|tracker|keyboard|mouse|monitor|tv|drone|kettle|toaster|fryer|cooker|machine|maker|pan|knife|bag|backpack|suitcase|shoes|sneakers|boots|jacket|brush|toothbrush|dryer|straightener|razor|shaver|gun|massager|sauna|tub|board|skates)$/;
// Words of a life, not a product ("the new job offer", "the extra money", "the gym membership").
const LIFE_WORDS = new Set("job offer move house home wedding college school church gym membership subscription warranty insurance extra money plan idea trip program degree course class loan deal mba masters master's phd doctorate bootcamp certificate certification seminary career therapy counseling counselling".split(" "));
// "an MBA at 40", "a masters in my 50s", "a degree for me": a person's life step asked about, never a model's name.
const LIFE_STEP = /\b(?:at|in my|in your|for me|for someone)\b/;

/**
 * "thoughts on the meta quest 3?", "what do you think of the rivian r1s": an opinion asked about a model
 * no category of ours names. A model when it carries a model number or starts with a maker we carry
 * ("the apple vision pro"); never "my plan", "yourself" or a single word.
 */
export function unvettedNamed(text: string): string | null {
  const lower = text.toLowerCase().replace(/[’‘]/g, "'");
  // "is the bose ultra open worth the money": a worth question about a model no category names, too.
  const asked = OPINION_ASK.exec(lower)?.[1];
  const subject = ((asked && !ACTIVITY_SUBJECT.test(asked) ? asked : undefined) ?? (/\b(?:is|are|was) (?:it )?the\b/.test(lower) ? SUBJECT.exec(lower)?.[1] : undefined) ?? SUBJECT_AFTER.exec(lower)?.[1])?.trim();
  if (!subject) return null;
  const words = subject.split(/\s+/);
  // "is it even worth it": a filler word after "is it" is no model's name.
  if (words.length < 2 || words.length > 5 || /^(?:my|your|our|his|her|their|yourself|you|it|this|that|idea|plan|going|moving|getting|buying|being|even|really|actually|still|truly|ever|honestly|just|worth)\b/.test(subject)) return null;
  if (words.some((w) => LIFE_WORDS.has(w.replace(/[.,!?]+$/, ""))) || LIFE_STEP.test(subject)) return null;
  const modelNumber = words.some((w) => /\d/.test(w));
  const maker = brandsNamed(words[0]!, allProducts()).length > 0;
  // "the meta ray-ban glasses", "the ember mug": "the" and a thing's noun last, no life word: a product by name.
  const named = /\bthe\s+$/.test(lower.slice(0, lower.indexOf(subject))) && words.length >= 2 && words.length <= 4 && THING_NOUN.test(words.at(-1)!) && !words.some((w) => LIFE_WORDS.has(w));
  // "r1s" → "R1S", "quest 3" → "Quest 3".
  return modelNumber || maker || named ? words.map((w) => (/\d/.test(w) && /[a-z]/.test(w) ? w.toUpperCase() : w.replace(/^[a-z]/, (c) => c.toUpperCase()))).join(" ") : null;
}
