import type { ChatCompletionTool } from "openai/resources/chat/completions";
import { detectCategory, loadCatalog } from "@/lib/catalog";
import { searchProducts, type RankedProductHit } from "@/lib/db/queries/products";
import { relatedCategories } from "./checks/on-category";
import { findVerses, lookupReference, type VersePassage } from "@/lib/scripture";

function categorySlugs(): string[] {
  return loadCatalog().categories.map((c) => c.slug as string);
}

/** At or below this relevance a hit matches half or less of what was asked: not a pick. */
export const WEAK_MATCH_AT_MOST = 0.5;
export const WEAK_MATCH_NOTE = "weak match: do not present as a pick";

// The model's tools: product facts from the catalog (never the model's memory of prices or
// links) and verse text from the bundled World English Bible (never the model's memory).
export const chatTools: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: "search_products",
      description:
        "Search the product catalog. Returns real products with price bands (not exact prices), key specs, pros, cons, who they suit, a relevance from 0 to 1, and the retailer link to use verbatim. Pass the category the person asked about: results are then limited to it. A product marked as a weak match has no link and must not be presented as a pick.",
      parameters: {
        type: "object",
        properties: {
          query: { type: "string", description: "What the person is looking for, e.g. 'lightweight beginner drone for travel'." },
          category: { type: "string", enum: categorySlugs(), description: "The catalog category asked about (recommended)." },
          limit: { type: "integer", minimum: 1, maximum: 8, description: "How many products (default 4)." },
        },
        required: ["query"],
        additionalProperties: false,
      },
    },
  },
  {
    type: "function",
    function: {
      name: "get_verses",
      description:
        "Get exact World English Bible text: either a reference ('Proverbs 15:22') or a topic ('contentment', 'making decisions'). Quote only text returned here.",
      parameters: {
        type: "object",
        properties: {
          reference: { type: "string", description: "A Bible reference such as 'James 1:5'." },
          topic: { type: "string", description: "A theme to find fitting verses for." },
        },
        additionalProperties: false,
      },
    },
  },
];

const passageJson = (p: VersePassage) => ({ reference: p.reference, text: p.text, translation: "WEB" });

/**
 * Runs one tool call; always answers JSON text the model can read (errors included). `asked`: the
 * conversation's product category (askedCategory), which search results are judged against, so
 * the tool and the final on-category check agree; without one, the category the query reads as.
 */
export async function runTool(name: string, rawArgs: string, context: { asked?: string | null } = {}): Promise<string> {
  let args: Record<string, unknown>;
  try {
    args = rawArgs.trim() ? (JSON.parse(rawArgs) as Record<string, unknown>) : {};
  } catch {
    return JSON.stringify({ error: "Arguments were not valid JSON." });
  }
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 300) : undefined);
  if (name === "search_products") {
    const query = str(args.query) ?? "";
    const given = str(args.category);
    const category = given && categorySlugs().includes(given) ? given : undefined;
    const limit = typeof args.limit === "number" ? Math.min(Math.max(Math.trunc(args.limit), 1), 8) : 4;
    const found = await searchProducts({ query, category, limit });
    return JSON.stringify(productResults(found, context.asked ?? category ?? detectCategory(query)));
  }
  if (name === "get_verses") {
    const reference = str(args.reference);
    if (reference) {
      const passage = lookupReference(reference);
      return JSON.stringify(passage ? { verses: [passageJson(passage)] } : { verses: [], error: `${reference} was not found in the World English Bible.` });
    }
    const topic = str(args.topic);
    if (topic) return JSON.stringify({ verses: findVerses(topic, { limit: 3 }).map(passageJson) });
    return JSON.stringify({ error: "Give a reference or a topic." });
  }
  return JSON.stringify({ error: `Unknown tool ${name}.` });
}

/**
 * What the model reads back from search_products. Each product carries its relevance and category;
 * a weak match (half or less of the words asked, or outside the asked category and its related
 * ones) is marked, and its link is withheld so it cannot be presented as a pick.
 */
export function productResults(found: RankedProductHit[], asked: string | null) {
  const fits = asked ? new Set([asked, ...relatedCategories(asked)]) : null;
  const products = found.map((p) => {
    const offCategory = fits !== null && !fits.has(p.category);
    const weak = offCategory || p.relevance <= WEAK_MATCH_AT_MOST;
    const facts = {
      name: p.name, brand: p.brand, category: p.category, relevance: p.relevance, priceBand: p.priceBand.label,
      keySpecs: p.keySpecs, pros: p.pros, cons: p.cons, bestFor: p.bestFor,
    };
    return weak ? { ...facts, match: offCategory ? `${WEAK_MATCH_NOTE} (not in the asked category ${asked})` : WEAK_MATCH_NOTE } : { ...facts, match: "good", link: p.link };
  });
  const good = products.filter((p) => p.match === "good").length;
  const note = good
    ? "Present only products whose match is \"good\", with their links verbatim. Say 'check the current price' rather than quoting a price."
    : found.length
      ? "No good match in the catalog. Do not present any of these as picks: say you don't have a vetted pick for this yet and give buying criteria (what to look for) instead, with no retailer links."
      : "No matching products in the catalog. Say you don't have a vetted pick for this yet and give buying criteria (what to look for) instead, with no retailer links.";
  return { askedCategory: asked, products, note };
}
