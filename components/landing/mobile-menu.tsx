"use client";

import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";

/** The phone header menu: a toggle and a panel that closes on navigation or Escape. */
export function MobileMenu({ links, loginHref }: { links: { href: string; label: string }[]; loginHref: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="landing-mobile-menu"
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
      >
        {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
      </button>
      <div
        id="landing-mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-line bg-white px-4 pb-5 pt-2 shadow-lg"
      >
        <nav aria-label="Mobile" className="flex flex-col">
          {links.map((l) => (
            <a key={l.href} href={l.href} onClick={() => setOpen(false)} className="rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-slate-50">
              {l.label}
            </a>
          ))}
        </nav>
        <a
          href={loginHref}
          className="mt-3 flex h-11 items-center justify-center rounded-lg border border-brand-600 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          Already signed up? Login to Check Referrals
        </a>
      </div>
    </div>
  );
}
