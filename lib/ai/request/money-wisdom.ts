// "Should I finance a $2,000 TV?", "is it dumb to buy a $1,200 phone when I make 40k?", "is the
// extended warranty worth it?": questions about the wisdom of spending on a thing, not requests for
// picks. They get stewardship guidance first; picks only when asked for too.
import type { RequestModel } from "./types";

export type MoneyQuestion = {
  topic: "finance" | "afford" | "warranty" | "points" | "refurbished";
  /** The price named for the thing ("$2,000 TV"), when one is. */
  price: number | null;
  /** A yearly income said ("I make 40k"), when one is. */
  income: number | null;
  /** Debt said ("we have 5k in credit card debt"), when it is. */
  debt: number | null;
  /** The message also asks which one to buy. */
  wantsPicks: boolean;
};

const FINANCE = /\b(?:financ(?:e|ed|ing)|on credit|on (?:a|my) credit card|put it on (?:a|my) (?:credit )?card|affirm|klarna|afterpay|sezzle|buy now,? pay later|bnpl|payment plans?|monthly payments|pay (?:for )?it (?:off )?over time|(?:take out|get) a loan|store card|0% (?:apr|interest|financing)|zero percent|no interest for)\b/;
const WARRANTY = /\b(?:extended warranty|extended warranties|protection plan|applecare|asurion|squaretrade|(?:the |a )warranty (?:on|for)|warranty worth)\b/;
const POINTS = /\b(?:credit card|reward|rewards) points\b|\bpoints to (?:buy|pay)\b/;
const AFFORD = /\b(?:(?:is|would|will) it (?:be )?(?:\w+ )?(?:wise|smart|dumb|stupid|crazy|irresponsible|foolish|wasteful|a waste|reasonable|too much|bad|ok|okay|responsible)(?: (?:of me|idea))? to (?:buy|get|spend|splurge|upgrade)|am i (?:crazy|dumb|stupid|irresponsible) (?:to|for)|can i (?:really )?afford|should i (?:really )?(?:spend|splurge)|too much (?:money )?(?:to spend|for a)|worth going into debt|go into debt (?:for|to)|how much (?:should|do|would) (?:i|we|you|one) (?:spend|budget|pay)|(?:reasonable|normal|sensible|good) (?:amount|price|budget) (?:to spend|for)|how much is (?:too much|reasonable) (?:for|to spend))/;
// "we have 5k in credit card debt", "$8,000 of student loans": debt said alongside a purchase.
const DEBT = /\$?\s?(\d[\d,.]*)\s?(k)?\s+(?:in|of)\s+(?:credit[- ]card |card |student |car |medical )?(?:debt|loans?)\b|\b(?:credit[- ]card|card) debt\b|\bin debt\b/;
const REFURB = /\b(?:refurbished|refurb|renewed|open[- ]box|used|second[- ]hand|pre-?owned)\b/;

const INCOME = /\b(?:make|earn|making|earning|salary(?: is)?|income(?: is)?)\s+(?:about |around |like |only |just )?\$?(\d{2,3})(?:,?000|k)\b|\b\$?(\d{2,3})k (?:a year|per year|salary|income)\b/;
const PRICE = /\$\s?(\d{1,2},?\d{3}|\d{2,4})\b|\b(\d{1,2},?\d{3}|\d{3,4})(?:\s|-)?(?:dollars?|bucks)\b|\b(\d(?:\.\d)?)k\b(?! (?:a year|per year|salary|income))/;
const PICKS = /\b(?:which (?:one|model|\w+ should)|recommend|suggest|what (?:\w+ )?should i (?:get|buy)|show me|best (?:one|option))\b/;

const amount = (s: string) => Number(s.replace(/,/g, ""));

/** The money question a shopping message asks, or null when it simply asks for picks. */
export function moneyQuestion(text: string): MoneyQuestion | null {
  const t = text.toLowerCase().replace(/[’‘]/g, "'");
  const owed = DEBT.exec(t);
  const topic = WARRANTY.test(t) ? "warranty" : FINANCE.test(t) ? "finance" : POINTS.test(t) ? "points" : AFFORD.test(t) || owed ? (REFURB.test(t) ? "refurbished" : "afford") : null;
  if (!topic) return null;
  const debt = owed?.[1] ? Number(owed[1].replace(/,/g, "")) * (owed[2] ? 1000 : 1) : null;
  const inc = INCOME.exec(t);
  const income = inc ? amount(inc[1] ?? inc[2]) * 1000 : null;
  // The price is an amount that isn't the income ("a 1200 dollar phone when i make 40k").
  const withoutIncome = (inc ? t.replace(inc[0], " ") : t).replace(owed?.[0] ?? "\u0000", " ");
  const p = PRICE.exec(withoutIncome);
  const price = p ? (p[3] ? Number(p[3]) * 1000 : amount(p[1] ?? p[2])) : null;
  return { topic, price, income, debt, wantsPicks: PICKS.test(t) };
}

/** "should I finance a $2,000 TV?": stewardship first, and the price (never an income) is the budget. */
export function withMoney(request: RequestModel, text: string): RequestModel {
  if (!request.category || request.intent !== "product" || request.fit) return request;
  const money = moneyQuestion(text);
  if (!money) return request;
  return { ...request, money, budget: money.price ? { min: null, max: money.price } : money.income ? request.state.budget : request.budget };
}
