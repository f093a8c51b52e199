import { Globe, HeartHandshake, MessageSquareText, Phone } from "lucide-react";
import type { HelpCard as HelpCardData } from "@/lib/safety/types";
import { cn } from "@/lib/utils";

// Only these schemes become links (defence in depth: the card's data comes from our own files).
const SAFE_HREF = /^(?:tel:[0-9]+|sms:[0-9]+(?:\?&body=[A-Za-z]+)?|https:\/\/[^\s"'<>]+)$/;

function ActionIcon({ href }: { href: string }) {
  const Icon = href.startsWith("tel:") ? Phone : href.startsWith("sms:") ? MessageSquareText : Globe;
  return <Icon className="h-4 w-4 shrink-0" aria-hidden />;
}

/**
 * The safety layer's help lines, shown above an answer that raised a concern: a calm card with
 * real tel:/sms: links people can tap. Rendered outside the markdown renderer on purpose (the
 * markdown link schemes stay http/https/mailto as the spec says).
 */
export function HelpCard({ card, className }: { card: HelpCardData; className?: string }) {
  const titleId = `help-card-${card.kind}`;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="help-card"
      className={cn("rounded-2xl border border-teal-200 bg-teal-50/80 p-4 text-ink shadow-sm", className)}
    >
      <h3 id={titleId} className="flex items-center gap-2 text-[15px] font-semibold leading-6 text-teal-900">
        <HeartHandshake className="h-5 w-5 shrink-0 text-teal-700" aria-hidden />
        {card.title}
      </h3>
      <ul className="mt-3 space-y-3">
        {card.resources.map((r) => (
          <li key={r.name} className="rounded-xl bg-white/90 p-3 ring-1 ring-teal-100">
            <p className="text-sm font-semibold leading-5 text-ink">{r.name}</p>
            <p className="mt-0.5 text-sm leading-5 text-muted">{r.detail}</p>
            {r.actions.length ? (
              <div className="mt-2.5 flex flex-wrap gap-2">
                {r.actions.filter((a) => SAFE_HREF.test(a.href)).map((a, i) => {
                  const external = a.href.startsWith("https://");
                  return (
                    <a
                      key={a.href}
                      href={a.href}
                      aria-label={`${a.label}, ${r.name}`}
                      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                      className={cn(
                        "inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700",
                        i === 0 ? "bg-teal-700 text-white hover:bg-teal-800" : "border border-teal-300 bg-white text-teal-900 hover:bg-teal-50",
                      )}
                    >
                      <ActionIcon href={a.href} />
                      {a.label}
                    </a>
                  );
                })}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
