"use client";

import Link from "next/link";
import { useSite } from "@/components/site-context";
import { Button } from "@/components/ui/button";
import { BrandLink } from "./logo";
import { MobileMenu } from "./mobile-menu";

const links = [
  { href: "/#features", label: "Features" },
  { href: "/#reviews", label: "Reviews" },
  { href: "/#faq", label: "FAQ" },
  { href: "/contact", label: "Contact" },
] as const;

/** Header of the public informational pages (contact, privacy, terms): logo home, anchors, Sign In. */
export function PublicHeader() {
  const { name } = useSite();
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <BrandLink name={name} className="text-lg tracking-tight" />
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
        <MobileMenu id="public-mobile-menu" links={links} cta={{ href: "/auth", label: "Sign In", variant: "primary" }} />
      </div>
    </header>
  );
}
