// "Ok, which one would you get?" after picks: a straight answer (the one I'd get for most people,
// from the notes), and when each of the others is the better choice instead.
import type { RequestModel } from "@/lib/ai/request";
import type { ViewProduct } from "@/lib/ai/request/catalog-view";
import { lowerLeadWord, sentence, stop, whyItFits } from "./product-parts";

export function verdictLines(choice: ViewProduct, shown: ViewProduct[], r: RequestModel, category: string): string[] {
  const others = shown.filter((p) => p.id !== choice.id);
  return [
    `If it were my money, I'd get the **${choice.name}**. ${whyItFits(choice, r.needs, r.budget, category)} ${stop(`It's best for ${lowerLeadWord(choice.bestFor)}`)}`,
    `**The trade-off I'd accept:** ${sentence(choice.cons)}`,
    ...others.map((p) => `**Get the ${p.name} instead if** it's for ${lowerLeadWord(stop(p.bestFor))}${p.priceBand.low < choice.priceBand.low ? ` It also costs less (${p.priceBand.label}).` : ""}`),
    "That's a judgment from my notes, not a guarantee: check the current prices below before you buy.",
  ];
}
