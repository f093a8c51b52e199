"use client";

import Link from "next/link";
import { useEffect, useState } from "react";
import { Menu, X } from "lucide-react";
import { useSite } from "@/components/site-context";
import { Button } from "@/components/ui/button";
import { LogoMark } from "./logo";

const links = [
  { href: "/#features", label: "Features" },
  { href: "/#reviews", label: "Reviews" },
  { href: "/#faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
] as const;

/** Header of the public informational pages (contact, privacy, terms): logo home, anchors, Sign In. */
export function PublicHeader() {
  const { name } = useSite();
  const [open, setOpen] = useState(false);

  // Escape closes the mobile menu, as a disclosure should.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 text-lg font-semibold tracking-tight text-ink">
          <LogoMark className="h-8 w-8" />
          {name}
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 md:flex">
          {links.map((l) => (
            <Link key={l.href} href={l.href} className="text-sm font-medium text-muted transition-colors hover:text-ink">
              {l.label}
            </Link>
          ))}
          <Button asChild size="sm">
            <Link href="/auth">Sign In</Link>
          </Button>
        </nav>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="public-mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
        </Button>
      </div>
      {open ? (
        <nav id="public-mobile-menu" aria-label="Mobile" className="border-t border-line bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {links.map((l) => (
              <li key={l.href}>
                <Link
                  href={l.href}
                  onClick={() => setOpen(false)}
                  className="block rounded-lg px-2 py-3 text-base font-medium text-ink hover:bg-slate-50"
                >
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
          <Button asChild className="w-full">
            <Link href="/auth" onClick={() => setOpen(false)}>Sign In</Link>
          </Button>
        </nav>
      ) : null}
    </header>
  );
}
