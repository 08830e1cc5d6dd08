import { BILLING_LIMITS, TIME } from '@datadeck/contracts';

/**
 * The arithmetic of charges, kept apart from the database so every rule is tested on its own:
 *
 * - A month is a calendar month in UTC, `[first instant, first instant of the next month)`.
 * - A node costs its monthly price (as on the Pricing page, in whole cents) for the whole month;
 *   a cluster that ran part of it pays that share by the millisecond: amount =
 *   nodes × monthly price × time run in the month / length of the month.
 * - Each line (a cluster's nodes of one size and price) is rounded once, half up, to whole cents,
 *   in exact integer arithmetic: the cluster's amount, the node size totals and the subtotal are
 *   sums of rounded lines, so what a customer adds up on the invoice is what is charged.
 * - GST is the subtotal's 10 % (BILLING_LIMITS.gstPercent), rounded once, half up.
 * - A cluster that is not deleted runs to the end of the month: for the month under way that is
 *   the estimate to its end, for a past month the whole rest of it.
 */

/** One stretch of time a cluster ran with some nodes of one size: what charges are made of. */
export interface ChargeRun {
  clusterId: string;
  name: string;
  /** When the cluster was created (ms since the epoch). */
  startMs: number;
  /** When it was deleted; null while it exists. */
  endMs: number | null;
  nodeSize: string;
  nodes: number;
  monthlyPriceCents: number;
}

export interface Span {
  startMs: number;
  endMs: number;
}

const MONTH_PATTERN = /^(\d{4})-(\d{2})$/;

/** `YYYY-MM` as its instants in UTC. */
export function monthSpan(month: string): Span {
  const match = MONTH_PATTERN.exec(month);
  if (!match) throw new Error(`not a month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { startMs: Date.UTC(year, index, 1), endMs: Date.UTC(year, index + 1, 1) };
}

/** The `YYYY-MM` (UTC) an instant falls in. */
export const monthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The month before `month`. */
export const previousMonth = (month: string): string => monthOf(new Date(monthSpan(month).startMs - 1));

/** Time the run overlaps the span; a run without an end goes on past it. */
export function overlapMs(run: Pick<ChargeRun, 'startMs' | 'endMs'>, span: Span): number {
  const start = Math.max(run.startMs, span.startMs);
  const end = Math.min(run.endMs ?? span.endMs, span.endMs);
  return Math.max(0, end - start);
}

/** `numerator / denominator` rounded half up; both non-negative, the denominator positive. */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** nodes × monthly price × share of the month, in whole cents (rounded once, half up). */
export function proratedCents(nodes: number, monthlyPriceCents: number, ranMs: number, monthMs: number): number {
  return Number(roundHalfUp(BigInt(nodes) * BigInt(monthlyPriceCents) * BigInt(ranMs), BigInt(monthMs)));
}

/** GST on a subtotal where it applies (Australian and not invoiced), else null. */
export function gstCents(subtotalCents: number, applies: boolean): number | null {
  return applies ? Number(roundHalfUp(BigInt(subtotalCents) * BigInt(BILLING_LIMITS.gstPercent), 100n)) : null;
}

/** Days as a customer reads them: to two decimals. */
const daysOf = (ms: number): number => Math.round((ms / TIME.DAY_MS) * 100) / 100;

export interface ChargeLine {
  nodeSize: string;
  nodes: number;
  monthlyPriceCents: number;
  days: number;
  amountCents: number;
}

export interface ClusterCharge {
  clusterId: string;
  name: string;
  lines: ChargeLine[];
  amountCents: number;
}

export interface MonthCharges {
  clusters: ClusterCharge[];
  byNodeSize: { nodeSize: string; nodes: number; amountCents: number }[];
  subtotalCents: number;
}

/** A month's charges: per cluster its lines, per node size their totals, and the subtotal. */
export function monthCharges(runs: readonly ChargeRun[], month: string): MonthCharges {
  const span = monthSpan(month);
  const monthMs = span.endMs - span.startMs;
  const byCluster = new Map<string, ClusterCharge & { ranMs: number }>();
  for (const run of runs) {
    const ranMs = overlapMs(run, span);
    if (ranMs === 0) continue;
    let cluster = byCluster.get(run.clusterId);
    if (!cluster) {
      cluster = { clusterId: run.clusterId, name: run.name, lines: [], amountCents: 0, ranMs };
      byCluster.set(run.clusterId, cluster);
    }
    // Nodes of one size at one price are one line, whichever data centres hold them.
    const line = cluster.lines.find(
      (l) => l.nodeSize === run.nodeSize && l.monthlyPriceCents === run.monthlyPriceCents,
    );
    if (line) line.nodes += run.nodes;
    else
      cluster.lines.push({
        nodeSize: run.nodeSize,
        nodes: run.nodes,
        monthlyPriceCents: run.monthlyPriceCents,
        days: daysOf(ranMs),
        amountCents: 0,
      });
  }
  const bySize = new Map<string, { nodeSize: string; nodes: number; amountCents: number }>();
  const clusters: ClusterCharge[] = [];
  let subtotalCents = 0;
  for (const { ranMs, ...cluster } of byCluster.values()) {
    for (const line of cluster.lines) {
      line.amountCents = proratedCents(line.nodes, line.monthlyPriceCents, ranMs, monthMs);
      cluster.amountCents += line.amountCents;
      const size = bySize.get(line.nodeSize) ?? { nodeSize: line.nodeSize, nodes: 0, amountCents: 0 };
      size.nodes += line.nodes;
      size.amountCents += line.amountCents;
      bySize.set(line.nodeSize, size);
    }
    cluster.lines.sort((a, b) => compareText(a.nodeSize, b.nodeSize) || a.monthlyPriceCents - b.monthlyPriceCents);
    subtotalCents += cluster.amountCents;
    clusters.push(cluster);
  }
  return {
    // The costliest first, as a customer reads a bill; names (byte order) break ties.
    clusters: clusters.toSorted(
      (a, b) => b.amountCents - a.amountCents || compareText(a.name, b.name) || compareText(a.clusterId, b.clusterId),
    ),
    byNodeSize: [...bySize.values()].toSorted(
      (a, b) => b.amountCents - a.amountCents || compareText(a.nodeSize, b.nodeSize),
    ),
    subtotalCents,
  };
}

/** Byte order: the same on every server, whatever its locale. */
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** `YYYY-MM-DD` (UTC) of an instant. */
export const dateOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The cost of each of the `days` days ending with the one `now` is in (oldest first). A day costs
 * its share of its month's price (a day of February is a 28th or 29th of its monthly price), the
 * day of `now` in full for clusters still running (an estimate, like the month's). Each day is
 * rounded once. Linear in runs plus days: a run adds its whole days to a difference array and
 * only its first and last, partial days one by one, so 10,000 clusters stay cheap.
 */
export function dailyCosts(
  runs: readonly ChargeRun[],
  now: Date,
  days: number,
): { date: string; amountCents: number }[] {
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const firstMs = todayMs - (days - 1) * TIME.DAY_MS;
  const endMs = todayMs + TIME.DAY_MS;
  // Per day: Σ nodes × price of runs covering all of it, and Σ nodes × price × ms of partial ones.
  const fullRateChange = Array.from({ length: days + 1 }, () => 0);
  const partial = Array.from({ length: days }, () => 0n);
  const dayStart = (day: number) => firstMs + day * TIME.DAY_MS;
  for (const run of runs) {
    const start = Math.max(run.startMs, firstMs);
    const end = Math.min(run.endMs ?? endMs, endMs);
    if (end <= start) continue;
    const rate = run.nodes * run.monthlyPriceCents;
    const firstDay = Math.floor((start - firstMs) / TIME.DAY_MS);
    const lastDay = Math.ceil((end - firstMs) / TIME.DAY_MS) - 1;
    const fullFrom = start === dayStart(firstDay) ? firstDay : firstDay + 1;
    const fullTo = end === dayStart(lastDay + 1) ? lastDay : lastDay - 1;
    if (fullFrom <= fullTo) {
      fullRateChange[fullFrom] = (fullRateChange[fullFrom] ?? 0) + rate;
      fullRateChange[fullTo + 1] = (fullRateChange[fullTo + 1] ?? 0) - rate;
    }
    for (const day of new Set([firstDay, lastDay])) {
      if (day >= fullFrom && day <= fullTo) continue;
      const ran = overlapMs({ startMs: start, endMs: end }, { startMs: dayStart(day), endMs: dayStart(day + 1) });
      partial[day] = (partial[day] ?? 0n) + BigInt(rate) * BigInt(ran);
    }
  }
  const series: { date: string; amountCents: number }[] = [];
  let fullRate = 0;
  for (let day = 0; day < days; day++) {
    fullRate += fullRateChange[day] ?? 0;
    const date = new Date(dayStart(day));
    const month = monthSpan(monthOf(date));
    const numerator = BigInt(fullRate) * BigInt(TIME.DAY_MS) + (partial[day] ?? 0n);
    series.push({
      date: dateOf(date),
      amountCents: Number(roundHalfUp(numerator, BigInt(month.endMs - month.startMs))),
    });
  }
  return series;
}
