import { LogoMark } from "@/components/layout/logo";

// The instant chat's header and empty-panel suggestions, shared by the chat itself
// (instant-chat.tsx) and the still preview a guide shows until the reader reaches for the page
// (guide-chat-preview.tsx), so the two look the same and nothing moves when one replaces the other.

export const CHAT_PANEL_CLASS = "flex flex-col overflow-hidden bg-canvas";
export const CHAT_INLINE_CLASS = "relative min-w-[min(320px,100%)] rounded-2xl border border-line shadow-sm";
export const CHAT_LIST_CLASS = "relative flex-1 overflow-y-auto px-3 py-4 sm:px-4";

export function ChatPanelHeader({ heading, children }: { heading: string; children?: React.ReactNode }) {
  return (
    <header className="flex items-center gap-2 border-b border-line bg-white px-3 py-3 sm:gap-3 sm:px-4">
      <LogoMark className="h-9 w-9 shrink-0" />
      <div className="min-w-0 flex-1">
        <h2 className="truncate text-sm font-semibold text-ink">{heading}</h2>
        {/* The words in their own span, so a narrow header ends them with an ellipsis instead of cutting a letter. */}
        <p className="flex min-w-0 items-center gap-1.5 text-xs text-muted"><span className="h-2 w-2 shrink-0 rounded-full bg-emerald-500" aria-hidden /><span className="truncate">Online &amp; Ready to Think</span></p>
      </div>
      {children}
    </header>
  );
}

export function ChatStarters({ starters, onPick }: { starters: string[]; onPick: (starter: string) => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <LogoMark className="h-10 w-10" />
      <p className="text-sm text-muted">What are you thinking through today?</p>
      <ul className="flex flex-wrap justify-center gap-2">
        {starters.map((s) => (
          <li key={s}>
            <button type="button" onClick={() => onPick(s)}
              className="rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm text-brand-800 hover:bg-brand-50">{s}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
