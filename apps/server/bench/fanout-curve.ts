/**
 * The saturation curve shared by chat-fanout.ts and chat-fanout-cluster.ts: at each message
 * rate, the baseline and then every target, one after another with the same clients; a table
 * per rate as it is measured, a summary table of every rate, and the chart (fanout-chart.ts).
 *
 * Options: BENCH_RATES messages/s (default 20,50,100,150; BENCH_RATE, one rate, still works),
 * BENCH_CLIENTS (1000), BENCH_SECONDS (10), BENCH_DRAIN_SECONDS (10: how long after the last send
 * deliveries are still waited for; later ones count as undelivered), BENCH_LOAD_PROCESSES (2: load
 * processes the clients are spread over), BENCH_CHART_DIR (docs/perf of this checkout).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fanoutChart } from './fanout-chart';
import {
  measureFanout,
  settle,
  type FanoutResult,
  type FanoutTarget,
  type Percentile,
} from './fanout-load';
import { describeServerUnderTest, repoRoot, table } from './lib';

const numbers = (list: string) =>
  list
    .split(',')
    .map(Number)
    .filter((n) => n > 0);

export const curveSettings = {
  rates: numbers(process.env.BENCH_RATES ?? process.env.BENCH_RATE ?? '20,50,100,150'),
  clients: Number(process.env.BENCH_CLIENTS ?? 1000),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  drainSeconds: Number(process.env.BENCH_DRAIN_SECONDS ?? 10),
  processes: Number(process.env.BENCH_LOAD_PROCESSES ?? 2),
};
const chartDir = path.resolve(process.env.BENCH_CHART_DIR ?? path.join(repoRoot, 'docs/perf'));
/** A load process this busy may be what limits the figures, rather than the server. */
const BUSY_LOAD_CPU = 90;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

export function describeCurve(): string {
  const { clients, rates, seconds, processes } = curveSettings;
  return `${clients} clients, ${rates.join(', ')} messages/s, ${seconds} s per rate, ~100-byte messages, clients spread over ${processes} load processes`;
}

/** A percentile known only as a lower bound (messages still undelivered) is shown as `>`. */
const ms = ({ ms, atLeast }: Percentile) => `${atLeast ? '>' : ''}${ms.toFixed(1)}`;

function p99Ratio(p99: Percentile, base: Percentile | undefined): string {
  if (!base || (p99.atLeast && base.atLeast)) return '?';
  const ratio = (p99.ms / base.ms).toFixed(1);
  if (p99.atLeast) return `>${ratio}`;
  return base.atLeast ? `<${ratio}` : ratio;
}

/** A figure's ratio to the baseline's at the same rate; '?' when the baseline failed. */
const ratioTo = (value: number, base: number | undefined) =>
  base === undefined ? Number.NaN : value / base;

function printTable(
  results: FanoutResult[],
  baselineOf: (rate: number) => FanoutResult | undefined,
) {
  console.log(
    table(
      [
        'rate',
        'target',
        'delivered/expected',
        'deliveries/s',
        'ratio to bare',
        'p50 ms',
        'p99 ms',
        'p99 to bare',
        'server CPU %',
        'server µs/delivery',
        'load CPU %',
        'machine CPU %',
      ],
      results.map((r) => {
        const base = baselineOf(r.rate);
        return [
          String(r.rate),
          r.target,
          `${r.delivered}/${r.expected}`,
          Math.round(r.deliveriesPerSecond),
          ratioTo(r.deliveriesPerSecond, base?.deliveriesPerSecond).toFixed(2),
          ms(r.p50),
          ms(r.p99),
          p99Ratio(r.p99, base?.p99),
          Math.round(r.serverCpu),
          r.serverCpuPerDelivery.toFixed(1),
          Math.round(r.loadCpu),
          Math.round(r.machineCpu),
        ];
      }),
      2,
    ),
  );
  for (const r of results) {
    const base = baselineOf(r.rate);
    if (base && base !== r)
      console.log(`  ${r.target} at ${r.rate}/s: ${cpuAgainstBaseline(r, base)}`);
    if (r.refused > 0) console.log(`  ${r.target}: ${r.refused} sends refused (${r.refusal})`);
    if (r.loadCpu >= BUSY_LOAD_CPU) {
      console.log(
        `  ${r.target} at ${r.rate}/s: a load process used ${Math.round(r.loadCpu)}% of a core: the figures may be the load generator's limit`,
      );
    }
  }
}

/**
 * The fan-out's target figure, server CPU per delivery against the baseline's, and what it comes
 * to per message: the baseline's cost is mostly the kernel's (a write per socket), which differs
 * from machine to machine, while a send's own work (checks, storage) is about the same, so the
 * ratio moves between machines where the milliseconds per message do not.
 */
function cpuAgainstBaseline(r: FanoutResult, base: FanoutResult): string {
  const ratio = r.serverCpuPerDelivery / base.serverCpuPerDelivery;
  const extraMsPerMessage =
    ((r.serverCpuPerDelivery - base.serverCpuPerDelivery) * curveSettings.clients) / 1000;
  return `server CPU per delivery ${ratio.toFixed(2)}x the baseline's (${r.serverCpuPerDelivery.toFixed(1)} against ${base.serverCpuPerDelivery.toFixed(1)} µs), ${extraMsPerMessage.toFixed(2)} ms more per message to ${curveSettings.clients} clients`;
}

/**
 * Whether the load generator could keep up: its CPU cost per delivery in the busiest
 * measurement (at low rates fixed costs make it look dearer), as deliveries/s one core can
 * take, beside the highest load offered.
 */
function printLoadCapacity(results: FanoutResult[]) {
  if (results.length === 0) return;
  const busiest = results.reduce((a, b) => (b.deliveriesPerSecond > a.deliveriesPerSecond ? b : a));
  const cost = busiest.loadCpuPerDelivery;
  const offered = Math.max(...results.map((r) => r.rate)) * curveSettings.clients;
  console.log(
    `load generator: ${cost.toFixed(1)} µs of CPU per delivery at ${Math.round(busiest.deliveriesPerSecond)} deliveries/s, so about ${Math.round(1e6 / cost)} deliveries/s per core, over ${curveSettings.processes} processes; highest load offered: ${offered} deliveries/s`,
  );
}

export async function runCurve(options: {
  title: string;
  chartFile: string;
  baseline: FanoutTarget;
  targets: FanoutTarget[];
}): Promise<FanoutResult[]> {
  const { rates, ...settings } = curveSettings;
  const results: FanoutResult[] = [];
  const baselineOf = (rate: number) =>
    results.find((r) => r.rate === rate && r.target === options.baseline.name);
  const startedAt = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const loadBefore = loadavg()[0]!.toFixed(1);
  const targets = [options.baseline, ...options.targets];
  const servers = [...new Set(targets.flatMap((target) => target.servers))];
  for (const rate of rates) {
    const rows: FanoutResult[] = [];
    for (const target of targets) {
      const busy = await settle(servers);
      if (busy.length > 0) {
        console.log(
          `  still busy after a minute (from the last measurement): ${busy.map((s) => s.url).join(', ')}`,
        );
      }
      try {
        rows.push(await measureFanout(target, { ...settings, rate }));
        results.push(rows.at(-1)!);
      } catch (error) {
        // One failed measurement (a load process that could not connect) keeps the others.
        console.error(`${target.name} at ${rate}/s failed: ${(error as Error).message}`);
        process.exitCode = 1;
      }
    }
    console.log(`\n${options.title} at ${rate} messages/s (load average ${load()})`);
    printTable(rows, baselineOf);
  }
  console.log(`\n${options.title}: every rate (${describeCurve()})`);
  printTable(results, baselineOf);
  console.log(
    `(ratio: deliveries/s to bare Socket.IO at the same rate; p99 to bare: how many times its p99; >: a lower bound, messages not delivered ${curveSettings.drainSeconds} s after the last send count as later than every one delivered; CPU: % of one core while busy, servers summed, busiest load process; machine CPU: % of all the machine's cores busy meanwhile, every process counted; µs/delivery: server CPU time over deliveries)`,
  );
  printLoadCapacity(results);

  const chart = fanoutChart({
    title: options.title,
    subtitle: [
      describeCurve(),
      `${startedAt} UTC; load average (1 min) ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after`,
      describeServerUnderTest(),
    ],
    series: targets.map((target) => ({
      name: target.name,
      points: results
        .filter((r) => r.target === target.name)
        .map((r) => ({
          rate: r.rate,
          p99: r.p99.ms,
          p99AtLeast: r.p99.atLeast,
          ratio: ratioTo(r.deliveriesPerSecond, baselineOf(r.rate)?.deliveriesPerSecond),
        })),
    })),
  });
  mkdirSync(chartDir, { recursive: true });
  const file = path.join(chartDir, options.chartFile);
  writeFileSync(file, chart);
  console.log(`chart: ${file}`);
  return results;
}
