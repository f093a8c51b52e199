"use client";

import Link from "next/link";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

export type MenuLink = { href: string; label: string };

/**
 * The phone header menu of the landing and public pages: a toggle and a panel under the header
 * (the header must be positioned) that closes on navigation or Escape, as a disclosure should.
 */
export function MobileMenu({ id, links, cta }: { id: string; links: readonly MenuLink[]; cta: MenuLink & { variant: "primary" | "outline" } }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);
  const close = () => setOpen(false);
  const item = "rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-slate-50";
  return (
    <div className="md:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((o) => !o)}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-slate-100"
      >
        {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
      </button>
      <nav id={id} aria-label="Mobile" hidden={!open} className="absolute inset-x-0 top-16 flex-col border-b border-line bg-white px-4 pt-2 pb-5 shadow-lg [&:not([hidden])]:flex">
        {links.map((l) =>
          // Same-page anchors stay plain links so the browser scrolls to them.
          l.href.startsWith("#") ? (
            <a key={l.href} href={l.href} onClick={close} className={item}>{l.label}</a>
          ) : (
            <Link key={l.href} href={l.href} onClick={close} className={item}>{l.label}</Link>
          ),
        )}
        {/* Full width from the grid, not a className: Button then needs no tailwind-merge at hydration. */}
        <div className="mt-3 grid">
          <Button asChild variant={cta.variant}>
            <Link href={cta.href} onClick={close}>{cta.label}</Link>
          </Button>
        </div>
      </nav>
    </div>
  );
}
