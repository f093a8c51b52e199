// Crisis answers lead with the 988 Suicide & Crisis Lifeline and a trusted person. No products.
import { CRISIS_TEXT } from "@/lib/ai/answer-rules";
import { frameWithVerse } from "./verse";

export function composeCrisisAnswer(args: { seed: string }): string {
  return [
    CRISIS_TEXT,
    "I'm really glad you said something. What you're feeling matters, and you don't have to carry it alone.",
    "If you can, reach out to one person you trust right now (a friend, a family member, your pastor) and tell them what you told me. It's okay to ask them to stay with you for a while.",
    "I'm an AI, so I can't be with you the way a person can, but I'm here and glad to keep talking. Would you like to tell me a little about what's been happening?",
    frameWithVerse(["comfort"], args.seed).markdown,
  ].join("\n\n");
}
