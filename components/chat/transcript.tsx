import Link from "next/link";
import { LogoMark } from "@/components/layout/logo";
import type { HelpCard as HelpCardData } from "@/lib/safety/types";
import { HelpCard } from "./help-card";
import { Markdown } from "./markdown";

// A read-only conversation for the share page and the print page (server-rendered): the answers
// rendered as in the chat (markdown, help cards, the compensation statement beside affiliate links).

export type TranscriptMessage = { role: "user" | "assistant"; content: string; helpCard: HelpCardData | null; hasAffiliateLinks: boolean };

export function TranscriptHeader({ brandName, tagline, children }: { brandName: string; tagline: string; children?: React.ReactNode }) {
  return (
    <header className="flex items-center gap-3 border-b border-line pb-4">
      <Link href="/" className="flex min-w-0 items-center gap-2.5" aria-label={`${brandName} home`}>
        <LogoMark className="h-9 w-9" />
        <span>
          <span className="block text-base leading-5 font-semibold text-ink">{brandName}</span>
          <span className="block text-xs text-muted">{tagline}</span>
        </span>
      </Link>
      <div className="ml-auto print:hidden">{children}</div>
    </header>
  );
}

export function Transcript({ messages, brandName, compensationStatement }: { messages: TranscriptMessage[]; brandName: string; compensationStatement: string }) {
  return (
    <ol className="mt-6 space-y-6" aria-label="Messages">
      {messages.map((m, i) =>
        m.role === "user" ? (
          <li key={i} className="flex justify-end break-inside-avoid">
            <div className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-600 px-4 py-2.5 text-[15px] leading-6 whitespace-pre-wrap break-words text-white print:border print:border-slate-400 print:bg-white print:text-black">
              <span className="sr-only">You: </span>
              {m.content}
            </div>
          </li>
        ) : (
          <li key={i} className="break-inside-avoid-page">
            <p className="mb-1.5 text-xs font-semibold text-muted">{brandName}</p>
            {m.helpCard ? <HelpCard card={m.helpCard} className="mb-2" /> : null}
            <div className="rounded-2xl rounded-tl-md border border-line bg-white px-4 py-3 shadow-sm print:shadow-none">
              <Markdown content={m.content} />
            </div>
            {m.hasAffiliateLinks ? <p className="mt-1.5 px-1 text-xs leading-5 text-muted">{compensationStatement}</p> : null}
          </li>
        ),
      )}
    </ol>
  );
}
