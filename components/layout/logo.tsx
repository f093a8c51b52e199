import Link from "next/link";

/**
 * The product mark: an open hand holding a spark, drawn inline so it needs no request. A className
 * replaces the default size (every caller gives its own): no tailwind-merge here, whose first call
 * cost ~16 ms inside the hydration task of every page with a client header (issue 14 item 8, round 5).
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className ?? "h-8 w-8"} aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#4f46e5" />
      <path
        d="M9 17.5V12a1.5 1.5 0 0 1 3 0v4m0-5.5v-1a1.5 1.5 0 0 1 3 0V16m0-5.5a1.5 1.5 0 0 1 3 0V16m0-3.5a1.5 1.5 0 0 1 3 0v6.5c0 3.6-2.6 6-6 6h-.6c-2 0-3.4-.8-4.6-2.3L7.4 19.6a1.5 1.5 0 0 1 2.3-1.9L12 20"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="24.5" cy="7.5" r="2.2" fill="#fbbf24" />
    </svg>
  );
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
