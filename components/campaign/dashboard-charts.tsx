import type { CampaignStats } from "@/lib/db/queries/campaign";

const usd = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

/** Horizontal bars for the funnel, each step as a share of landings. */
export function FunnelBars({ funnel }: { funnel: CampaignStats["funnel"] }) {
  const steps = [
    ["Landed", funnel.landing],
    ["First answer", funnel.firstAnswer],
    ["3+ questions", funnel.threeQuestions],
    ["Signed up", funnel.signup],
  ] as const;
  const top = Math.max(1, funnel.landing);
  return (
    <ol className="space-y-3">
      {steps.map(([label, n]) => (
        <li key={label}>
          <div className="flex justify-between text-sm"><span className="font-medium text-ink">{label}</span><span className="text-muted">{n} · {Math.round((n / top) * 100)}%</span></div>
          <div className="mt-1 h-3 rounded-full bg-slate-100"><div className="h-3 rounded-full bg-brand-600" style={{ width: `${Math.min(100, (n / top) * 100)}%` }} /></div>
        </li>
      ))}
    </ol>
  );
}

/** Sessions per day as vertical SVG bars, with the day's questions and conversion value in the title. */
export function DailyBars({ days }: { days: CampaignStats["byDay"] }) {
  const max = Math.max(1, ...days.map((d) => d.sessions));
  const w = 640;
  const h = 160;
  const bw = w / Math.max(1, days.length);
  return (
    <figure>
      <svg viewBox={`0 0 ${w} ${h + 20}`} className="h-48 w-full" role="img" aria-label="Campaign sessions per day">
        {days.map((d, i) => {
          const bh = (d.sessions / max) * h;
          return (
            <g key={d.day}>
              <title>{`${d.day}: ${d.sessions} sessions, ${d.questions} questions, ${d.conversions} conversions (${usd(d.valueUsd)})`}</title>
              <rect x={i * bw + bw * 0.15} y={h - bh} width={bw * 0.7} height={Math.max(bh, d.sessions ? 2 : 0)} rx={2} fill="#4f46e5" />
              <rect x={i * bw} y={0} width={bw} height={h} fill="transparent" />
            </g>
          );
        })}
        <line x1={0} x2={w} y1={h} y2={h} stroke="#e2e8f0" />
        {days.length > 0 && <text x={0} y={h + 16} fontSize="11" fill="#475569">{days[0]!.day}</text>}
        {days.length > 1 && <text x={w} y={h + 16} fontSize="11" fill="#475569" textAnchor="end">{days.at(-1)!.day}</text>}
      </svg>
      <figcaption className="text-xs text-muted">Sessions per day (peak {max}). Hover a bar for questions and conversions.</figcaption>
    </figure>
  );
}

export { usd };
