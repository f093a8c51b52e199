"use client";

import Link from "next/link";
import { Menu } from "lucide-react";
import type { ReactNode } from "react";
import { useSite } from "@/components/site-context";
import { LogoMark } from "@/components/layout/logo";

/** The chat's own header: the product name, the 'Online & Ready to Think' indicator, and actions. */
export function ChatHeader({ onOpenHistory, actions }: { onOpenHistory: () => void; actions?: ReactNode }) {
  const site = useSite();
  return (
    <header className="flex h-16 shrink-0 items-center gap-3 border-b border-line bg-white/90 px-3 backdrop-blur sm:px-5">
      <button
        type="button"
        onClick={onOpenHistory}
        aria-label="Open conversations"
        className="rounded-lg p-2 text-muted hover:bg-slate-100 hover:text-ink lg:hidden"
      >
        <Menu className="h-5 w-5" aria-hidden />
      </button>
      <Link href="/" className="flex min-w-0 items-center gap-2.5 rounded-lg" aria-label={`${site.name} home`}>
        <LogoMark className="h-9 w-9" />
        <span className="min-w-0">
          <span className="block truncate text-base leading-5 font-semibold text-ink">{site.name}</span>
          <span className="flex items-center gap-1.5 text-xs text-emerald-700">
            <span className="h-2 w-2 shrink-0 rounded-full bg-emerald-500" aria-hidden />
            Online &amp; Ready to Think
          </span>
        </span>
      </Link>
      <div className="ml-auto flex items-center gap-2">{actions}</div>
    </header>
  );
}
