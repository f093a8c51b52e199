// "Is the Vitamix good for smoothies?", "will the Dyson V8 handle pet hair?": a question about ONE
// product and one use. The honest answer is about that product (what it is rated for in the notes,
// and what it is not), then, when it falls short, the vetted ones that are rated for that use.
import { needLabel, rankPicks, type RequestModel } from "@/lib/ai/request";
import { categoryBySlug, productById, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { AI_NOTE, categoryNoun, list, lowerLeadWord, productVerse, renderPick, reviewedLine, sentence, stop } from "./product-parts";
import type { Composed } from "./types";

export function composeFit(r: RequestModel, a: { question: string; amazonTag?: string | null; seed: string }): Composed | null {
  const p = r.fit ? productById(r.fit) : null;
  if (!p) return null;
  // A platform need ("iPhone") came from the product's own name: not a use to weigh it against.
  // "does the Apple Watch work with Android?": a platform the name doesn't hold is the very use asked about.
  const ownName = `${p.brand} ${p.name}`.toLowerCase();
  const platformNeeds = categoryBySlug(p.category)?.needs.filter((n) => n.opposite) ?? [];
  const platforms = new Set(platformNeeds.filter((n) => n.keywords.some((k) => ownName.includes(k))).map((n) => n.tag));
  const wrongPlatform = platformNeeds.find((n) => r.needs.includes(n.tag) && !platforms.has(n.tag) && n.opposite && p.needs.includes(n.opposite) && !p.needs.includes(n.tag));
  const asked = r.needs.filter((n) => n !== "budget" && n !== "premium" && !platforms.has(n));
  const met = asked.filter((n) => p.needs.includes(n));
  const unmet = asked.filter((n) => !p.needs.includes(n));
  const label = (tags: string[]) => list(tags.map((n) => needLabel(n, p.category)));
  const noun = categoryNoun(p.category);
  const parts: string[] = [];
  // "is a weighted blanket good for my 4 year old": the category's own caution for young children comes
  // first, never a plain "Yes".
  const caution = youngChildCaution(p.category, a.question);
  if (caution) {
    parts.push(caution, `If the pediatrician agrees, this is the one my notes rate:`);
  } else if (wrongPlatform) {
    parts.push(`No: the ${p.name} is made for ${needLabel(wrongPlatform.opposite!, p.category)}, not ${needLabel(wrongPlatform.tag, p.category)}, so it won't work as it should with your phone.`);
  } else if (!asked.length) {
    parts.push(`My notes don't rate the ${p.name} for that use specifically, so I won't guess. Here is what they do say about it:`);
  } else if (!unmet.length) {
    parts.push(`Yes: the ${p.name} is one of my vetted ${noun} for ${label(met)}. ${stop(`It's best for ${lowerLeadWord(p.bestFor)}`)}`);
  } else if (met.length) {
    parts.push(`Partly: the ${p.name} is rated for ${label(met)}, but not for ${label(unmet)} in my notes.`);
  } else {
    parts.push(`Not really: the ${p.name} isn't one of my vetted ${noun} for ${label(unmet)}. ${stop(`It's best for ${lowerLeadWord(p.bestFor)}`)}`);
  }
  parts.push(`**What it does well:** ${sentence(p.pros)}`, `**The trade-offs:** ${sentence(p.cons)}`);
  parts.push(renderPick({ p, index: 0, role: "the one you asked about", needs: asked, budget: r.budget, amazonTag: a.amazonTag }));
  // Falls short of the use asked about: the vetted ones that are rated for it.
  const others: ViewProduct[] = unmet.length
    ? rankPicks({ category: p.category, budget: r.budget, needs: unmet, text: a.question, count: 3 }).picks.filter((o) => o.id !== p.id && unmet.every((n) => o.needs.includes(n))).slice(0, 2)
    : [];
  if (others.length) {
    parts.push(`If ${label(unmet)} matters most, ${others.length === 1 ? "this one is" : "these are"} rated for it:`);
    others.forEach((o, i) => parts.push(renderPick({ p: o, index: i + 1, role: `rated for ${label(unmet)}`, needs: unmet, budget: r.budget, amazonTag: a.amazonTag })));
  }
  parts.push("Want me to compare it with another pick, or find something cheaper or more premium? Just ask.");
  const shown = [p, ...others];
  const reviewed = reviewedLine(shown);
  if (reviewed) parts.push(reviewed);
  const verse = productVerse(a.question, p.category, a.seed);
  parts.push(verse.markdown, AI_NOTE);
  return { text: parts.join("\n\n"), kind: "product", category: p.category, picks: shown.map((o) => o.id), budget: r.budget, outsideBudget: false, verses: [verse.passage.reference] };
}

const YOUNG_CHILD = /\b(?:bab(?:y|ies)|infants?|newborns?|toddlers?|preschooler|(?:[1-5]|one|two|three|four|five)[- ]?(?:years?|yrs?|yo)(?:[- ]?olds?)?|\d{1,2}[- ]?months?[- ]?olds?)\b/i;
const CHILD_NOTE = /\b(?:bab(?:y|ies)|toddlers?|infants?|young child(?:ren)?|pediatrician)\b/i;

/** The category's notes about babies and young children as the answer's first line, when the question is about one. */
export function youngChildCaution(category: string, question: string): string | null {
  if (!YOUNG_CHILD.test(question)) return null;
  const c = categoryBySlug(category);
  const notes = [...(c?.worthGuide ?? []), ...(c?.sizeGuide ?? [])].filter((l) => CHILD_NOTE.test(l));
  return notes.length ? `**Be careful with a young child here.** ${[...new Set(notes)].join(" ")}` : null;
}

// "Families making…" → "families making…"; "YouTubers", "iPhone owners" stay as written.