import { compensationStatement, site } from "@/lib/config/site";
import { buildSystemPrompt } from "./answer-rules";

/** The system prompt the model gets (the rules live in answer-rules.ts and prompt-sections.ts). */
export const chatSystemPrompt = (): string => buildSystemPrompt({ brandName: site.name, compensation: compensationStatement });
