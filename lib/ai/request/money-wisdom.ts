// "Should I finance a $2,000 TV?", "is it dumb to buy a $1,200 phone when I make 40k?", "is the
// extended warranty worth it?": questions about the wisdom of spending on a thing, not requests for
// picks. They get stewardship guidance first; picks only when asked for too.
import { subscriptionAsked } from "./subscriptions";
import type { RequestModel } from "./types";

export type MoneyQuestion = {
  topic: "finance" | "afford" | "warranty" | "points" | "refurbished" | "timing" | "deal" | "returns" | "recall" | "repair" | "marketplace" | "subscription" | "worth" | "where";
  /** The paid plan weighed against buying (data/catalog/subscriptions.json slug), for a subscription question. */
  plan?: string | null;
  /** The price named for the thing ("$2,000 TV"), when one is. */
  price: number | null;
  /** A yearly income said ("I make 40k"), when one is. */
  income: number | null;
  /** Debt said ("we have 5k in credit card debt"), when it is. */
  debt: number | null;
  /** The message also asks which one to buy. */
  wantsPicks: boolean;
  /** A loan's length in months ("a 72-month loan", "a 7 year car loan"), when one is said. */
  months?: number | null;
};

// "a 72-month loan", "84 months", "a 7 year car loan", "finance a car": a loan's length or a car loan.
const LOAN_TERM = /\b(\d{2})[- ]?(?:months?|mo)\b(?= (?:loan|financing|term|note|car loan|auto loan|to pay)|.{0,40}\b(?:loan|financ\w*|payments?)\b)|\b(?:loan|financ\w*|payments?)\b.{0,40}?\b(\d{2})[- ]?months?\b|\b(\d|two|three|four|five|six|seven|eight)[- ]?(?:year|yr)s? (?:car |auto |truck )?loan\b|\b(\d{2})[- ]?months?\b(?=.{0,30}\b(?:car|truck|suv|vehicle|van)\b)/;
const YEARS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const CAR_LOAN = /\b(?:car|auto|truck|vehicle) loan\b|\bfinanc(?:e|ing) (?:a |the |my |our )?(?:new |used )?(?:car|truck|suv|vehicle)\b/;
// "Black Friday or wait?", "buy now or wait for a sale", "is it a good time to buy a tv": when to buy.
const TIMING = /\bblack friday\b|\bcyber monday\b|\bprime (?:day|big deal days?)\b|\bboxing day\b|\b(?:wait|waiting|hold off)\b.{0,40}\b(?:for|until|till|til|after) (?:a |the |next |after )?(?:sale|sales|deal|deals|holidays?|new (?:model|version|one)|price drop|next year|christmas|memorial day|labor day|presidents'? day|the fall|the new|black friday|prime day|cyber monday|tax (?:return|refund))\b|\b(?:buy|get) (?:it |one |a \w+ )?now or wait\b|\bnow or (?:wait|later)\b|\bgood time to (?:buy|get)\b|\b(?:best|cheapest|right|smartest) (?:time|month|season) (?:of (?:the )?year )?to (?:buy|get)\b|\bwhen (?:is|are|do|does) (?:\w+ ){0,3}(?:go|goes|going) on sale\b|\bwhen (?:is|are) (?:\w+ ){0,3}(?:cheapest|on sale)\b|\bwhen (?:should|do) (?:i|we) buy\b/;
// "is a 10 year old laptop worth fixing", "cracked screen, fix it or buy a new phone": repair or replace.
const REPAIR = /\bworth (?:fixing|repairing|getting (?:it )?(?:fixed|repaired))\b|\b(?:fix|repair) (?:it|this|that|mine|the (?:old )?one)? ?or (?:just )?(?:buy|get|replace)\b|\b(?:repair|fix) or replace\b|\breplace (?:it )?or (?:repair|fix)\b|\bshould i (?:fix|repair) (?:it|my)\b|\b(?:spilled|spilt|spills|dropped|knocked|poured) (?:\w+ ){0,3}(?:on|in|into|onto|over|all over) (?:my|the|our|his|her|their) (?:laptop|phone|keyboard|tablet|macbook|ipad|computer|airpods|earbuds|headphones|kindle|watch|apple watch|controller|camera|remote|speaker|iphone)\b|\b(?:laptop|phone|tablet|ipad|macbook|airpods|earbuds|kindle|watch|iphone|camera) (?:(?:got|is|was) (?:wet|soaked)|fell in(?:to)? (?:the )?(?:water|toilet|pool|sink))\b|\bdropped (?:my |the )?(?:phone|iphone|airpods|kindle|watch|camera) in (?:the )?(?:water|toilet|pool|sink|lake|bath)/;
// "is it safe to buy electronics from wish", "is it ethical to buy from temu": the store, not the thing.
const MARKETPLACE = /\b(?:temu|shein|wish\.com|aliexpress|ali express|alibaba|dhgate)\b|\bfrom wish\b/;
// "is this a good deal: AirPods Pro for $169", "is $899 a good price for a 65 inch LG C4".
const DEAL = /\b(?:is|was|are) (?:this|that|it|\$?\d[\d,]*) (?:a )?(?:good|great|fair|decent|solid) (?:deal|price)\b|\bgood (?:deal|price) (?:for|on)\b|\b(?:a )?(?:good|great|fair|decent) (?:deal|price)\s*\?+\s*$|\brip[- ]?off\b|\bis (?:that|this) (?:a )?steal\b/;
const DEAL_PRICE = /\b(?:is|for|at|paying|pay|costs?) \$?(\d{2,3}(?:,\d{3})?|\d{4})\b(?!\s?(?:-?inch|in\b|"|gb|tb|qt|quarts?|hz|mah|w\b|watts?|months?|years?))/;
// "can I return it if…", "return policy", "what if I don't like it", "it's $400 cheaper now".
const RETURNS = /\b(?:bought|ordered|got|purchased) (?:the |a )?wrong (?:size|one|model|kind|type|color|version)\b|\bwrong size\b|\b(?:doesn'?t|does not|don'?t|didn'?t) fit (?:my|our|the)\b|\bprice (?:dropped|drops|went down|is lower now)\b|\bnow it'?s (?:\$?\d[\d,]*|cheaper|on sale)\b|\bwent on sale (?:right |the day |a week )?after\b|\bprice (?:adjustment|protection|match)\b|\bcan (?:i|we|you) (?:still )?return\b|\breturn (?:policy|policies|window|period)\b|\b(?:restocking|return) fees?\b|\bsleep trial\b|\bif (?:i|we) (?:don'?t|do not) like it,? can (?:i|we)\b|\bhow (?:long|many days) (?:do i have )?to return\b/;
// "is my instant pot recalled", "any recalls on", "is the rock n play safe": a product's safety record.
const RECALL = /\brecall(?:s|ed)?\b|\bbanned from sale\b|\bstill safe\b|\b(?:bouncer|swing|rocker|sleeper|lounger|nest|inclined)s?\b.{0,30}\bsafe (?:for (?:sleep|sleeping|naps?|overnight)|to sleep)\b/;
// "is a refurbished iPhone ok", "used or new laptop", "is open box worth it".
// "can i use my sister's old one", "is a hand-me-down crib ok": a used one from someone, asked about.
const HAND_ME_DOWN = /\b(?:can|could|should|may) (?:i|we) (?:just )?(?:use|reuse|borrow|take|accept|have)\b.{0,30}\b(?:old|used|hand[- ]me[- ]downs?|second[- ]hand|previous)\b|\b(?:is|are) (?:it|a|an) (?:\w+ ){0,2}(?:ok|okay|safe|fine) to (?:use|reuse|borrow)\b.{0,30}\b(?:old|used|hand[- ]me[- ]downs?|second[- ]hand)\b|\bhand[- ]me[- ]downs?\b.{0,40}\b(?:ok|okay|safe|fine)\b/;
// "from where", "where should i buy it", "which store": where to buy, not which model.
export const WHERE_TO_BUY = /^(?:(?:and|ok|okay|so|but|also)\s+)?(?:from where|where from|where (?:do|should|can|could|would) (?:i|we|you) (?:buy|get|order|find|purchase)\b|where(?:'s| is) (?:the )?(?:best|cheapest|safest) (?:place )?(?:to )?(?:buy|get)|(?:which|what) (?:store|stores|site|website|retailer|shop)\b|best (?:place|store|site|website) to (?:buy|get)|where to (?:buy|get|order))/;
const REFURB_ASK = /\b(?:safe|smart|ok|okay|wise|a good idea|worth it|risky|legit|dumb|bad) (?:idea )?(?:to )?(?:buy|get|buying|getting|order|ordering) (?:a |an |my |the )?(?:\w+ )?(?:refurbished|refurb|renewed|open[- ]box|used|second[- ]hand|pre-?owned)\b|\b(?:is|are|should (?:i|we) (?:buy|get)|worth (?:buying|getting)|thoughts on|what about) (?:(?:a|an|it|buying|getting) ){0,2}(?:refurbished|refurb|renewed|open[- ]box|used|second[- ]hand|pre-?owned)\b|\b(?:refurbished|refurb|renewed|open[- ]box|second[- ]hand|pre-?owned) (?:\w+ ){0,3}(?:ok|okay|worth it|safe|any good|a good idea|reliable)\b|\bused (?:or|vs\.?) new\b|\bnew (?:or|vs\.?) used\b|\b(?:refurbished|refurb|renewed|open[- ]box|pre-?owned)\b.{0,50}\b(?:safe|ok|okay|worth it|a good idea|reliable|legit)\s*\??\s*$/;
const FINANCE = /\b(?:financ(?:e|ed|ing)|on credit|on (?:a|my) credit card|put it on (?:a|my) (?:credit )?card|affirm|klarna|afterpay|sezzle|buy now,? pay later|bnpl|payment plans?|monthly payments|pay (?:for )?it (?:off )?over time|(?:take out|get) a loan|store card|0% (?:apr|interest|financing)|zero percent|no interest for)\b/;
const WARRANTY = /\b(?:extended warranty|geek squad(?: protection)?|(?:phone|device|accident) (?:insurance|protection)|extended warranties|protection plan|apple ?care\+?|asurion|squaretrade|(?:the |a )warranty (?:on|for)|warranty worth)\b/;
const POINTS = /\b(?:credit card|reward|rewards) points\b|\bpoints to (?:buy|pay)\b/;
const AFFORD = /(?=.*\$\d)\b(?:is|would|was) (?:that|this|it) (?:really )?(?:dumb|stupid|crazy|irresponsible|foolish|too much|a waste|wasteful|reasonable|unreasonable|excessive|insane)\b(?=.{0,3}$)|\$\d[\d,]*k? [a-z]+\b.{0,60}\b(?:in savings|saved|savings)\b|\bis (?:a |an |it )?\$\d[\d,]* [a-z]+(?: [a-z]+)? (?:dumb|stupid|crazy|too much|a waste|irresponsible|wasteful|reasonable|smart)\b|\b(?:(?:is|would|will) it (?:be )?(?:\w+ )?(?:wise|smart|dumb|stupid|crazy|irresponsible|foolish|wasteful|a waste|reasonable|too much|bad|ok|okay|responsible)(?: (?:of me|idea))? to (?:buy|get|spend|splurge|upgrade)|am i (?:crazy|dumb|stupid|irresponsible) (?:to|for)|can i (?:really )?afford|should i (?:really )?(?:spend|splurge)|too much (?:money )?(?:to spend|for a)|worth going into debt|go into debt (?:for|to)|how much (?:should|do|would) (?:i|we|you|one) (?:spend|budget|pay)|(?:reasonable|normal|sensible|good) (?:amount|price|budget) (?:to spend|for)|how much is (?:too much|reasonable) (?:for|to spend))/;
// "we have 5k in credit card debt", "$8,000 of student loans": debt said alongside a purchase.
const DEBT = /\$?\s?(\d[\d,.]*)\s?(k)?\s+(?:in|of)\s+(?:credit[- ]card |card |student |car |medical )?(?:debt|loans?)\b|\b(?:credit[- ]card|card) debt\b|\bin debt\b/;
const REFURB = /\b(?:refurbished|refurb|renewed|open[- ]box|used|second[- ]hand|pre-?owned)\b/;

const INCOME = /\b(?:make|earn|making|earning|salary(?: is)?|income(?: is)?)\s+(?:about |around |like |only |just )?\$?(\d{2,3})(?:,?000|k)\b|\b\$?(\d{2,3})k (?:a year|per year|salary|income)\b/;
const PRICE = /\$\s?(\d{1,2},?\d{3}|\d{2,4})\b|\b(\d{1,2},?\d{3}|\d{3,4})(?:\s|-)?(?:dollars?|bucks)\b|\b(\d(?:\.\d)?)k\b(?! (?:a year|per year|salary|income))/;
const PICKS = /\b(?:which (?:one|model|\w+ should)|recommend|suggest|what (?:\w+ )?should i (?:get|buy)|show me|best (?:one|option))\b/;

const amount = (s: string) => Number(s.replace(/,/g, ""));
const HOME_MARKET = /\b(?:sell|selling|sold|list|listing|buy|buying)\b(?: \w+){0,3} (?:house|home|condo|townhouse|townhome|property|duplex|rental property|land)\b.{0,60}\b(?:now or|wait|waiting|hold off|rates?|market|prices? (?:drop|fall|go)|mortgage)\b/;

/** The money question a shopping message asks, or null when it simply asks for picks. */
export function moneyQuestion(text: string): MoneyQuestion | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  // "sell my house now or wait for rates to drop": a home and the housing market, not a thing's sale season.
  if (HOME_MARKET.test(t)) return null;
  const owed = DEBT.exec(t);
  const term = LOAN_TERM.exec(t);
  // "printer or Instant Ink?", "is a Peloton membership worth it": renting by the month against buying.
  const plan = subscriptionAsked(t);
  const topic = plan ? "subscription" : WARRANTY.test(t) ? "warranty" : FINANCE.test(t) || term || CAR_LOAN.test(t) ? "finance" : POINTS.test(t) ? "points"
    : MARKETPLACE.test(t) ? "marketplace" : WHERE_TO_BUY.test(t) ? "where" : REPAIR.test(t) ? "repair" : RECALL.test(t) ? "recall" : RETURNS.test(t) ? "returns" : REFURB_ASK.test(t) || HAND_ME_DOWN.test(t) ? "refurbished" : DEAL.test(t) ? "deal" : TIMING.test(t) ? "timing"
      : AFFORD.test(t) || owed ? (REFURB.test(t) ? "refurbished" : "afford") : null;
  if (!topic) return null;
  const months = term ? (term[3] ? (YEARS[term[3]] ?? Number(term[3])) * 12 : Number(term[1] ?? term[2] ?? term[4])) : null;
  const debt = owed?.[1] ? Number(owed[1].replace(/,/g, "")) * (owed[2] ? 1000 : 1) : null;
  const inc = INCOME.exec(t);
  const income = inc ? amount(inc[1] ?? inc[2]) * 1000 : null;
  // The price is an amount that isn't the income ("a 1200 dollar phone when i make 40k").
  const withoutIncome = (inc ? t.replace(inc[0], " ") : t).replace(owed?.[0] ?? "\u0000", " ");
  const p = PRICE.exec(withoutIncome);
  // "is 229 a good price for AirPods Pro 2": a bare number is the price only in a deal question.
  const bare = !p && topic === "deal" ? DEAL_PRICE.exec(withoutIncome) : null;
  const price = p ? (p[3] ? Number(p[3]) * 1000 : amount(p[1] ?? p[2])) : bare ? amount(bare[1]) : null;
  return { topic, price, income, debt, wantsPicks: PICKS.test(t), months, plan: plan?.slug ?? null };
}

// Questions about buying itself that need no category to answer: when, whether a deal is real,
// returns, recalls, refurbished, warranties and loans ("Black Friday or wait?", "a 72-month car loan").
const ANY_THING: MoneyQuestion["topic"][] = ["subscription", "timing", "deal", "returns", "recall", "refurbished", "warranty", "finance", "repair", "marketplace"];
// For a thing with no vetted picks (a used car), refurbished and deal advice about electronics doesn't fit: the no-pick does.
const FOR_UNCOVERED: MoneyQuestion["topic"][] = ["subscription", "timing", "returns", "recall", "warranty", "finance", "repair", "marketplace"];

/** "should I finance a $2,000 TV?": stewardship first, and the price (never an income) is the budget. */
export function withMoney(request: RequestModel, text: string): RequestModel {
  if (request.fit || request.gift) return request;
  const open = request.intent === "general" || request.intent === "health" || (request.intent === "decision" && request.decisionTopic === "general") || (request.intent === "product" && !request.category);
  if (!request.category && open) {
    const money = moneyQuestion(text);
    // "finance" alone can be a field of study: a loan counts with a length, a car, a price or a thing financed.
    const loan = money?.topic !== "finance" || money.months != null || money.price != null || /\b(?:car|truck|suv|vehicle)\b|\bfinanc(?:e|ing) (?:a|an|the|my|our|this|that|it)\b/i.test(text);
    // Refurbished advice is about electronics: a used car is the cars no-pick's to answer.
    const uncovered = request.uncovered || (money?.topic === "refurbished" && /\b(?:car|truck|suv|vehicle|auto)s?\b(?! ?seats?\b)/i.test(text));
    const fits = money && (uncovered ? FOR_UNCOVERED : ANY_THING).includes(money.topic) && (request.intent !== "health" || money.topic === "recall");
    return money && fits && loan ? { ...request, intent: "product", money, budget: null } : request;
  }
  if (!request.category || request.intent !== "product") return request;
  const money = moneyQuestion(text);
  // "where do I order these?" with picks shown is about those picks (thread-ask: stock, links, buying well).
  if (!money || (money.topic === "where" && request.state.previousPicks.length)) return request;
  // "a Peloton membership or just a cheap bike?": the plan against buying, not two categories side by side.
  const single = money.topic === "subscription" ? { versus: null, also: null } : {};
  return { ...request, ...single, money, budget: money.price ? { min: null, max: money.price } : money.income ? request.state.budget : request.budget };
}
