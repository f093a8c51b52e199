import type { HelpCard } from "@/lib/safety/types";

// Item 6: a conversation as a Markdown decision record. Answers are already Markdown (picks, links,
// verses), so they are copied as written; questions are quoted so their text cannot turn into headings.

export type ExportMessage = { role: "user" | "assistant"; content: string; helpCard: HelpCard | null; createdAt: Date; hasAffiliateLinks: boolean };

function helpCardMarkdown(card: HelpCard): string {
  const lines = card.resources.map((r) => {
    const actions = r.actions.map((a) => `[${a.label}](${a.href})`).join(" · ");
    return `> - **${r.name}**: ${r.detail}${actions ? ` ${actions}` : ""}`;
  });
  return [`> **${card.title}**`, ">", ...lines].join("\n");
}

/** Messages a snapshot or export keeps: not failed, not still being written (chat-stream's 'streaming' rows), not empty. */
export const exportable = (m: { status: string; content: string }) => m.status !== "error" && m.status !== "streaming" && m.content.trim() !== "";

const quote = (text: string) => text.split("\n").map((l) => (l ? `> ${l}` : ">")).join("\n");

export function conversationMarkdown({ title, brandName, compensationStatement, messages, exportedAt }: {
  title: string; brandName: string; compensationStatement: string; messages: ExportMessage[]; exportedAt: Date;
}): string {
  const parts = [`# ${title.replace(/\n/g, " ")}`, `*Exported from ${brandName} on ${exportedAt.toISOString().slice(0, 10)}.*`];
  for (const m of messages) {
    if (m.role === "user") {
      parts.push(`## You`, quote(m.content));
      continue;
    }
    parts.push(`## ${brandName}`);
    if (m.helpCard) parts.push(helpCardMarkdown(m.helpCard));
    parts.push(m.content.trim());
    if (m.hasAffiliateLinks) parts.push(`*${compensationStatement}*`);
  }
  parts.push("---", `*${brandName} is an AI and can make mistakes. Check important details, and see a professional for medical decisions.*`);
  return `${parts.join("\n\n")}\n`;
}

/** A safe file name from the title, in its own letters: letters, digits and dashes, never empty. */
export function exportFileName(title: string): string {
  const slug = title.normalize("NFC").replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, "").toLowerCase().slice(0, 60);
  return `${slug || "conversation"}.md`;
}

/** The ASCII twin for the plain `filename=` of Content-Disposition (header values must be Latin-1). */
export function asciiFileName(name: string): string {
  const ascii = name.normalize("NFKD").replace(/\p{M}/gu, "").replace(/[^A-Za-z0-9.]+/g, "-").replace(/^-+|-+(?=\.md$)/g, "");
  return ascii === ".md" || !ascii ? "conversation.md" : ascii;
}
