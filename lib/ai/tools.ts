import type { ChatCompletionTool } from "openai/resources/chat/completions";
import { CATEGORY_SLUGS } from "@/lib/catalog";
import { searchProducts } from "@/lib/db/queries/products";
import { findVerses, lookupReference, type VersePassage } from "@/lib/scripture";

// The model's tools: product facts from the catalog (never the model's memory of prices or
// links) and verse text from the bundled World English Bible (never the model's memory).
export const chatTools: ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: "search_products",
      description:
        "Search the product catalog. Returns real products with price bands (not exact prices), key specs, pros, cons, who they suit, and the retailer link to use verbatim.",
      parameters: {
        type: "object",
        properties: {
          query: { type: "string", description: "What the person is looking for, e.g. 'lightweight beginner drone for travel'." },
          category: { type: "string", enum: [...CATEGORY_SLUGS], description: "Optional catalog category." },
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

/** Runs one tool call; always answers JSON text the model can read (errors included). */
export async function runTool(name: string, rawArgs: string): Promise<string> {
  let args: Record<string, unknown>;
  try {
    args = rawArgs.trim() ? (JSON.parse(rawArgs) as Record<string, unknown>) : {};
  } catch {
    return JSON.stringify({ error: "Arguments were not valid JSON." });
  }
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim().slice(0, 300) : undefined);
  if (name === "search_products") {
    const query = str(args.query) ?? "";
    const category = str(args.category);
    const limit = typeof args.limit === "number" ? Math.min(Math.max(Math.trunc(args.limit), 1), 8) : 4;
    const found = await searchProducts({ query, category: category && (CATEGORY_SLUGS as readonly string[]).includes(category) ? category : undefined, limit });
    return JSON.stringify({
      products: found.map((p) => ({
        name: p.name, brand: p.brand, category: p.category, priceBand: p.priceBand.label, keySpecs: p.keySpecs,
        pros: p.pros, cons: p.cons, bestFor: p.bestFor, link: p.link,
      })),
      note: found.length ? "Use these links verbatim. Say 'check the current price' rather than quoting a price." : "No matching products in the catalog.",
    });
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
