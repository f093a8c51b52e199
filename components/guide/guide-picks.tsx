import { ExternalLink } from "lucide-react";
import type { GuidePick } from "@/lib/guides/picks";

/**
 * Three catalog picks with retailer links; the compensation statement sits beside them. Below the
 * chat panel on a phone, so its layout waits until it nears the viewport (`below-fold`, round 5).
 */
export function GuidePicks({ picks, compensation }: { picks: GuidePick[]; compensation: string }) {
  if (picks.length === 0) return null;
  return (
    <section className="below-fold my-8" aria-labelledby="guide-picks">
      <h2 id="guide-picks" className="text-xl font-semibold tracking-tight text-ink">Our top picks</h2>
      <ol className="mt-4 grid gap-4 md:grid-cols-3">
        {picks.map((p, i) => (
          <li key={p.id} className="flex flex-col rounded-xl border border-line bg-white p-4 shadow-sm">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Pick #{i + 1}</p>
            <h3 className="mt-1 font-semibold text-ink">{p.name}</h3>
            <p className="text-sm text-muted">{p.brand} · {p.priceBand}</p>
            <p className="mt-2 text-sm text-ink"><span className="font-medium">Best for:</span> {p.bestFor}</p>
            <ul className="mt-2 flex-1 list-disc space-y-1 pl-5 text-sm text-muted">
              {p.pros.slice(0, 2).map((pro) => <li key={pro}>{pro}</li>)}
            </ul>
            <a
              href={p.href} target="_blank" rel="noopener noreferrer sponsored"
              className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Check price at {p.retailer}<ExternalLink className="h-3.5 w-3.5" aria-hidden /><span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-muted">{compensation}</p>
    </section>
  );
}
