"use client";

import Link from "next/link";
import { useState } from "react";
import { Menu, X } from "lucide-react";
import { LogoMark } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";
import { useSite } from "@/components/site-context";

const NAV = [
  { href: "/#features", label: "Features" },
  { href: "/#reviews", label: "Reviews" },
  { href: "/#faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
];

/** The search landing page's sticky header (also on the guide pages), with a mobile menu. */
export function CampaignHeader() {
  const site = useSite();
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link href="/" className="flex items-center gap-2 font-semibold text-ink">
          <LogoMark className="h-8 w-8" />
          <span>{site.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-6 text-sm md:flex">
          {NAV.map((n) => (
            <Link key={n.href} href={n.href} className="text-muted hover:text-ink">{n.label}</Link>
          ))}
          <Button asChild variant="outline" size="sm">
            <Link href="/referrals">Already signed up? Login to Check Referrals</Link>
          </Button>
        </nav>
        <Button
          variant="ghost" size="icon" className="md:hidden"
          aria-expanded={open} aria-controls="campaign-mobile-menu" aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
        </Button>
      </div>
      {open && (
        <nav id="campaign-mobile-menu" aria-label="Mobile" className="border-t border-line bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col py-2">
            {NAV.map((n) => (
              <li key={n.href}>
                <Link href={n.href} className="block py-2.5 text-ink" onClick={() => setOpen(false)}>{n.label}</Link>
              </li>
            ))}
          </ul>
          <Button asChild variant="outline" className="w-full">
            <Link href="/referrals">Login to Check Referrals</Link>
          </Button>
        </nav>
      )}
    </header>
  );
}
