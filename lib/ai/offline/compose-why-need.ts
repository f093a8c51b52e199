// "why without wifi is better?" after baby-monitor picks: the reason behind a need of the thread,
// from the catalog's own words (a need's `why`, else the buying criteria that name it), and which
// of the picks shown are rated for it. Never a switch to the category the word also names.
import { needLabel, type RequestModel } from "@/lib/ai/request";
import { categoryBySlug, type ViewProduct } from "@/lib/ai/request/catalog-view";
import { parseNeeds, needVocabulary } from "@/lib/ai/request/needs";
import { list, stop } from "./product-parts";

const words = (s: string) => s.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length >= 4);

export function whyNeedLines(question: string, r: RequestModel, shown: ViewProduct[], noun: string): string[] | null {
  const category = r.category;
  if (r.followUp !== "why_need" || !category || !shown.length) return null;
  const asked = parseNeeds(question, category).filter((n) => n !== "budget" && n !== "premium");
  if (!asked.length) return null;
  const criteria = categoryBySlug(category)?.buyingCriteria ?? [];
  const lines: string[] = [];
  for (const tag of asked) {
    const need = needVocabulary(category).find((n) => n.tag === tag);
    const label = needLabel(tag, category);
    const keys = new Set([...words(label), ...(need?.keywords ?? []).flatMap(words)]);
    const weighed = criteria.filter((c) => words(c).some((w) => keys.has(w)));
    if (need?.why) lines.push(`**Why ${label}:** ${stop(need.why)}`);
    else if (weighed.length) lines.push(`**Why ${label} can matter:** it's one of the things I weigh for ${noun}:\n\n${weighed.map((c) => `- ${c}`).join("\n")}`);
    else lines.push(`**Why ${label}:** it comes down to how you'll use it, so I only weigh it when someone asks for it, as you did.`);
    const rated = shown.filter((p) => p.needs.includes(tag));
    const not = shown.filter((p) => !p.needs.includes(tag));
    lines.push(rated.length === shown.length
      ? `All the picks above are rated for ${label}.`
      : rated.length
        ? `Of the picks above, the ${list(rated.map((p) => p.name))} ${rated.length === 1 ? "is" : "are"} rated for ${label}; the ${list(not.map((p) => p.name))} ${not.length === 1 ? "isn't" : "aren't"}.`
        : `None of the picks above is rated for ${label}, so if it matters to you, ask me to re-rank for it.`);
  }
  return [...lines, "Here are the picks again:"];
}
