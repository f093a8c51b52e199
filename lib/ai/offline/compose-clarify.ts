// A shopping question with no recognisable product: ask what it is, with examples.
import { frameWithVerse } from "./verse";

export function composeProductClarifier(args: { seed: string }): string {
  return [
    "Happy to help you research it! What are you shopping for, and what will you mainly use it for? If you have a budget in mind, share that too.",
    "For example:\n\n- *A drone for travel photos under $800*\n- *Running shoes for flat feet*\n- *A laptop for editing 4K video in DaVinci Resolve*\n- *An air purifier for a nursery*",
    "I'll come back with two or three solid options, honest trade-offs, and links to check current prices.",
    frameWithVerse(["money", "wisdom"], args.seed).markdown,
  ].join("\n\n");
}
