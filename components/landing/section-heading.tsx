import type { ReactNode } from "react";

export function SectionHeading({ eyebrow, title, intro, id }: { eyebrow?: string; title: string; intro?: string; id?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">{title}</h2>
      {intro ? <p className="mt-4 text-base leading-7 text-pretty text-muted sm:text-lg">{intro}</p> : null}
    </div>
  );
}

/**
 * A landing page section: an optional anchor, the centred heading, then the content in the page column.
 * Classes joined, not cn(): they never conflict, and two sections render in the browser too
 * (features-section.tsx), where tailwind-merge's first call would be a long task during hydration.
 */
export function LandingSection({
  anchor,
  headingId,
  className,
  children,
  ...heading
}: { anchor?: string; headingId: string; className?: string; children: ReactNode; eyebrow?: string; title: string; intro?: string }) {
  return (
    <section id={anchor} aria-labelledby={headingId} className={`${anchor ? "scroll-mt-20 " : ""}py-20${className ? ` ${className}` : ""}`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={headingId} {...heading} />
        {children}
      </div>
    </section>
  );
}
