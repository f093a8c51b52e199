"use client";

import { Search, X } from "lucide-react";
import type { SearchResult } from "@/lib/chat-ui/types";

/** The sidebar's search box. */
export function SearchBox({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <div className="relative">
      <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input
        type="search"
        aria-label="Search conversations"
        placeholder="Search conversations"
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => e.key === "Escape" && onChange("")}
        className="w-full rounded-xl border border-line bg-white py-2 pr-9 pl-9 text-sm text-ink placeholder:text-slate-400 focus:border-brand-300 focus:ring-2 focus:ring-brand-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {value ? (
        <button type="button" aria-label="Clear search" onClick={() => onChange("")} className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-slate-500 hover:bg-slate-100">
          <X className="h-4 w-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}

/** Results with the matched words marked; snippet parts are rendered as text (no HTML from messages). */
export function SearchResults({ results, pending, error, onSelect }: {
  results: SearchResult[] | null; pending: boolean; error: string | null; onSelect: (id: string) => void;
}) {
  if (error) return <p className="px-2 py-6 text-center text-sm text-red-700">Search failed: {error}</p>;
  if (!results) return <p className="px-2 py-6 text-center text-sm text-muted">{pending ? "Searching..." : ""}</p>;
  if (!results.length) return <p className="px-2 py-6 text-center text-sm text-muted">No conversations match.</p>;
  return (
    <ul className="space-y-1" aria-label="Search results">
      {results.map((r) => (
        <li key={r.conversationId}>
          <button type="button" onClick={() => onSelect(r.conversationId)} className="block w-full rounded-xl px-3 py-2.5 text-left hover:bg-slate-100">
            <span className="block truncate text-sm font-medium text-ink">
              {r.title}
              {r.isHidden ? <span className="ml-1.5 rounded bg-slate-200 px-1.5 py-0.5 text-[10px] font-semibold text-slate-600 uppercase">hidden</span> : null}
            </span>
            <span className="mt-0.5 line-clamp-3 block text-xs leading-5 text-muted">
              {r.snippet.map((p, i) => (p.hit ? <mark key={i} className="rounded bg-amber-100 px-0.5 text-ink">{p.text}</mark> : <span key={i}>{p.text}</span>))}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
