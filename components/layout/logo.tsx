import Link from "next/link";

/**
 * The product mark: an open hand holding a spark, `public/icons/icon.svg` (the mark's one drawing:
 * scripts/build-icons.ts makes the PWA icons and favicon from it). An image, not inline SVG: inline it was ~0.6 KB of markup in the HTML and again in the RSC
 * payload wherever it appeared (header, footer, the not-found tree every page carries), ~3 KB a
 * page; the file is fetched once, cached, and precached by the service worker, so offline pages
 * keep it (issue 15 item 6, round 3). A className replaces the default size (every caller gives its
 * own): no tailwind-merge here, whose first call cost ~16 ms inside the hydration task of every page
 * with a client header (issue 14 item 8, round 5).
 */
export function LogoMark({ className }: { className?: string }) {
  // A plain <img>: next/image would add a loader, srcset and sizes for a vector file that needs none.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src="/icons/icon.svg" alt="" className={className ?? "h-8 w-8"} />;
}

/** The logo and product name linking home, as every header and the footer show it. */
export function BrandLink({ name, className, markClassName, prefetch }: { name: string; className?: string; markClassName?: string; prefetch?: false }) {
  return (
    <Link href="/" prefetch={prefetch} className={`flex items-center gap-2 font-semibold text-ink${className ? ` ${className}` : ""}`}>
      <LogoMark className={markClassName} />
      {name}
    </Link>
  );
}
