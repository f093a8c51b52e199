import { site } from "@/lib/config/site";
import { JoinBetaCard } from "@/components/beta/join-beta-card";
import { LandingIcon } from "./landing-icon";

const promises = [
  "Honest product research with clear pros and cons",
  "Big decisions weighed with timeless biblical wisdom",
  "Free for everyone in the beta",
];

// Each promise's classes are written once on the list (each byte is in the HTML and again in the payload).
const promiseList = [
  "mt-7 space-y-3 *:flex *:items-start *:gap-3 *:text-[15px] *:text-ink",
  "[&_span]:mt-0.5 [&_span]:inline-flex [&_span]:h-5 [&_span]:w-5 [&_span]:flex-none [&_span]:items-center [&_span]:justify-center",
  "[&_span]:rounded-full [&_span]:bg-emerald-100 [&_span]:text-emerald-700",
].join(" ");

export function Hero() {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_100%_10%,#fef3c7,transparent)]" />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-12 pb-16 sm:px-6 md:pt-16 lg:grid-cols-[1.1fr_1fr] lg:items-start lg:gap-14 lg:pt-20 lg:pb-24">
        <div className="lg:pt-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/80 px-3 py-1 text-xs font-semibold text-brand-800 shadow-sm">
            <LandingIcon name="sparkles" className="h-3.5 w-3.5 text-accent-600" />
            Free closed beta · invites go out by queue position
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance text-ink sm:text-5xl lg:text-[3.4rem] lg:leading-[1.05]">
            Think it through with a wise friend by your side.
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-muted">
            {site.name} is an AI thinking partner for the choices that matter, from which stroller to buy to whether to
            take the new job. It researches your options, weighs the trade-offs with you, and frames its advice with Scripture.
          </p>
          <ul className={promiseList}>
            {promises.map((p, i) => (
              // A fixed list: the position is a stable key, and a short one (keys are sent in the page payload).
              <li key={i}>
                <span>
                  <LandingIcon name="check" className="h-3.5 w-3.5" />
                </span>
                {p}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-muted">
            <span className="inline-flex items-center gap-2"><LandingIcon name="shield-check" className="h-4 w-4 text-brand-600" /> Your conversations stay private</span>
            <span className="inline-flex items-center gap-2"><LandingIcon name="book-open" className="h-4 w-4 text-brand-600" /> Verses quoted from the World English Bible</span>
          </div>
        </div>
        <JoinBetaCard />
      </div>
    </section>
  );
}
