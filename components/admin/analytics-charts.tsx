"use client";

import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, ComposedChart, Tooltip, XAxis, YAxis } from "recharts";
import type { Analytics, SeriesRow } from "@/lib/admin/analytics";

// The admin analytics charts (recharts, loaded only by /admin/analytics). Each chart is a labelled
// SVG (role="img" with a summary) and the numbers are written on the bars, so the figures can be
// read without hovering, on a phone and by a screen reader.

const BRAND = "#4f46e5";
const COLORS = ["#4f46e5", "#0d9488", "#d97706", "#db2777", "#64748b"];
const AXIS = { fontSize: 12, fill: "#475569" };

/**
 * The funnel's step names on one line each: recharts' own tick wraps by measured width, which split
 * "Active (7 days)" on one run and not on another.
 */
function StepTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { value?: unknown } }) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={AXIS.fontSize} fill={AXIS.fill} className="recharts-cartesian-axis-tick-value">
      {String(payload?.value ?? "")}
    </text>
  );
}
const size = (aspect: number) => ({ width: "100%", aspectRatio: aspect, maxHeight: 320 }) as const;

const tick = (group: "day" | "week") => (p: string) => (group === "week" ? `wk ${p.slice(5)}` : p.slice(5));

export const FUNNEL_STEPS = [
  ["landingVisits", "Landing visits"],
  ["joined", "Joined"],
  ["confirmed", "Confirmed"],
  ["invited", "Invited"],
  ["approved", "Approved"],
  ["active7d", "Active (7 days)"],
] as const;

/** Horizontal bars, one per funnel step, each with its count. */
export function FunnelChart({ funnel }: { funnel: Analytics["funnel"] }) {
  const data = FUNNEL_STEPS.map(([k, step]) => ({ step, n: funnel[k] }));
  const summary = data.map((d) => `${d.step} ${d.n}`).join(", ");
  return (
    <div role="img" aria-label={`Beta funnel: ${summary}`} data-testid="funnel-chart">
      <BarChart responsive style={size(1.6)} data={data} layout="vertical" margin={{ left: 8, right: 40, top: 4, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid horizontal={false} stroke="#e2e8f0" />
        <XAxis type="number" allowDecimals={false} tick={AXIS} />
        <YAxis type="category" dataKey="step" width={112} tick={StepTick} />
        <Bar dataKey="n" name="People" fill={BRAND} radius={[0, 4, 4, 0]} isAnimationActive={false}>
          <LabelList dataKey="n" position="right" fill="#0f172a" fontSize={12} />
        </Bar>
      </BarChart>
    </div>
  );
}

type SeriesProps = { rows: SeriesRow[]; group: "day" | "week"; label: string };

/** Bars per period for each key (stacked when `stack`), with a legend. */
export function PeriodBars({ rows, group, label, keys, names, stack = false }: SeriesProps & { keys: string[]; names?: Record<string, string>; stack?: boolean }) {
  const total = (k: string) => rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
  return (
    <div role="img" aria-label={`${label}: ${keys.map((k) => `${names?.[k] ?? k} ${total(k)}`).join(", ")}`}>
      <BarChart responsive style={size(2)} data={rows} margin={{ left: -16, right: 8, top: 8, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="period" tickFormatter={tick(group)} tick={AXIS} minTickGap={12} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip />
        {keys.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
        {keys.map((k, i) => (
          <Bar key={k} dataKey={k} name={names?.[k] ?? k} fill={COLORS[i % COLORS.length]} stackId={stack ? "a" : undefined} isAnimationActive={false} />
        ))}
      </BarChart>
    </div>
  );
}

/** Answers per period stacked by engine, and chats started as a line. */
export function ChatsChart({ rows, group, engines }: { rows: SeriesRow[]; group: "day" | "week"; engines: string[] }) {
  const total = (k: string) => rows.reduce((n, r) => n + Number(r[k] ?? 0), 0);
  const label = `Chats and answers per ${group}: chats ${total("chats")}, ${engines.map((e) => `${e} answers ${total(e)}`).join(", ")}`;
  return (
    <div role="img" aria-label={label}>
      <ComposedChart responsive style={size(2)} data={rows} margin={{ left: -16, right: 8, top: 8, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="period" tickFormatter={tick(group)} tick={AXIS} minTickGap={12} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {engines.map((e, i) => (
          <Bar key={e} dataKey={e} name={`${e} answers`} stackId="answers" fill={COLORS[(i + 1) % COLORS.length]} isAnimationActive={false} />
        ))}
        <Line dataKey="chats" name="chats started" stroke={BRAND} strokeWidth={2} dot={false} isAnimationActive={false} />
      </ComposedChart>
    </div>
  );
}

/** p50/p90/p99 answer time per engine, in seconds on the bars. */
export function LatencyChart({ latency }: { latency: Analytics["latency"] }) {
  const data = latency.map((l) => ({ engine: l.engine === "all" ? "all engines" : l.engine, p50: l.p50, p90: l.p90, p99: l.p99 }));
  const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const label = `Answer time: ${latency.map((l) => `${l.engine} p50 ${secs(l.p50)}, p90 ${secs(l.p90)}, p99 ${secs(l.p99)}`).join("; ")}`;
  return (
    <div role="img" aria-label={label}>
      <BarChart responsive style={size(2)} data={data} margin={{ left: -8, right: 8, top: 16, bottom: 4 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis dataKey="engine" tick={AXIS} />
        <YAxis tick={AXIS} tickFormatter={(v: number) => `${v / 1000}s`} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {(["p50", "p90", "p99"] as const).map((k, i) => (
          <Bar key={k} dataKey={k} fill={COLORS[i]} isAnimationActive={false}>
            <LabelList dataKey={k} position="top" formatter={(v) => secs(Number(v))} fontSize={10} fill="#0f172a" />
          </Bar>
        ))}
      </BarChart>
    </div>
  );
}
