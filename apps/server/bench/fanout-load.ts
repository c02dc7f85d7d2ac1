/**
 * Runs one fan-out measurement: spreads the receiving clients evenly over a target's servers
 * (one sender on each) and over `processes` load processes (fanout-clients.ts), starts them
 * sending at once, and adds up what they report. While they run, the servers' CPU time is
 * sampled from /proc, so a table can show whether the server or the load generator was the
 * busy one.
 */
import type { ChildProcess } from 'node:child_process';
import type { LoadCommand, LoadReport, LoadShare } from './fanout-clients';
import { LatencyHistogram } from './latency-histogram';
import {
  readCpuMs,
  readMachineCpuMs,
  runBenchScript,
  sleep,
  stopProcess,
  type RunningServer,
} from './lib';

export interface FanoutTarget {
  name: string;
  /** The clients are spread evenly over these servers, with one sender on each. */
  servers: RunningServer[];
  protocol: LoadShare['protocol'];
  cookie?: string;
}

export interface FanoutSettings {
  clients: number;
  rate: number;
  seconds: number;
  /** How long after the last send deliveries are still waited for. */
  drainSeconds: number;
  /** Load processes the clients are spread over. */
  processes: number;
}

/** A latency percentile; `atLeast` when messages still undelivered decide it (a lower bound). */
export interface Percentile {
  ms: number;
  atLeast: boolean;
}

export interface FanoutResult {
  target: string;
  rate: number;
  expected: number;
  delivered: number;
  deliveriesPerSecond: number;
  p50: Percentile;
  p99: Percentile;
  refused: number;
  refusal?: string;
  /** CPU used by the target's servers together while busy, in % of one core. */
  serverCpu: number;
  /** How busy the whole machine was meanwhile (every process), in % of all its cores. */
  machineCpu: number;
  /** Microseconds of server CPU per delivery: what the machine's load changes least. */
  serverCpuPerDelivery: number;
  /** The busiest load process's CPU use while busy, in % of one core. */
  loadCpu: number;
  /** Microseconds of load-process CPU per delivery (all load processes). */
  loadCpuPerDelivery: number;
}

type Result = Extract<LoadReport, { type: 'result' }>;

/** A window of the CPU samples: the servers' CPU and wall time in ms, the machine's busy share. */
interface CpuWindow {
  cpuMs: number;
  wallMs: number;
  machineBusy: number;
}

const START_DELAY_MS = 300;
const CPU_SAMPLE_MS = 250;
const epochMs = () => performance.timeOrigin + performance.now();

/** `n` split into `parts` counts that differ by at most one. */
const split = (n: number, parts: number) =>
  Array.from({ length: parts }, (_, i) => Math.floor(n / parts) + (i < n % parts ? 1 : 0));

function sharesOf(target: FanoutTarget, settings: FanoutSettings): LoadShare[] {
  const shares: LoadShare[] = Array.from({ length: settings.processes }, () => ({
    protocol: target.protocol,
    cookie: target.cookie,
    receivers: [],
    senders: [],
    senderCount: target.servers.length,
    rate: settings.rate,
    seconds: settings.seconds,
    drainSeconds: settings.drainSeconds,
  }));
  const perServer = split(settings.clients, target.servers.length);
  target.servers.forEach(({ url }, slot) => {
    split(perServer[slot] ?? 0, settings.processes).forEach((count, p) => {
      if (count > 0) shares[p]!.receivers.push({ url, count });
    });
    shares[slot % settings.processes]!.senders.push({ url, slot });
  });
  return shares.filter((s) => s.receivers.length + s.senders.length > 0);
}

/** A load process and the first report of each kind it sends. */
function startLoadProcess(share: LoadShare) {
  const child = runBenchScript('fanout-clients.ts', [JSON.stringify(share)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    raiseFileLimit: true,
  });
  const reportOf = <T extends LoadReport['type']>(type: T) =>
    new Promise<Extract<LoadReport, { type: T }>>((resolve, reject) => {
      const onExit = (code: number | null) =>
        reject(new Error(`load process exited with ${code} before '${type}'`));
      child.once('exit', onExit);
      child.on('message', (message: LoadReport) => {
        if (message.type !== type) return;
        child.off('exit', onExit);
        resolve(message as Extract<LoadReport, { type: T }>);
      });
    });
  const result = reportOf('result');
  // Awaited only once every process is ready; a process that dies first fails `ready` instead.
  result.catch(() => undefined);
  return { child, ready: reportOf('ready'), result };
}

/**
 * Samples the servers' summed CPU time, and the machine's, until stopped; `cpuBetween` reads a
 * window of it.
 */
function sampleCpu(pids: number[]) {
  const samples: { at: number; cpuMs: number; machine: { busyMs: number; totalMs: number } }[] = [];
  const take = () =>
    samples.push({
      at: epochMs(),
      cpuMs: pids.reduce((sum, pid) => sum + readCpuMs(pid), 0),
      machine: readMachineCpuMs(),
    });
  take();
  const timer = setInterval(take, CPU_SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      take();
    },
    /** CPU and wall time between the samples around `from` and `to`, in ms. */
    cpuBetween(from: number, to: number): CpuWindow {
      const before = samples.findLast((s) => s.at <= from) ?? samples[0]!;
      const after = samples.find((s) => s.at >= to) ?? samples.at(-1)!;
      const machineTotal = after.machine.totalMs - before.machine.totalMs;
      return {
        cpuMs: after.cpuMs - before.cpuMs,
        wallMs: after.at - before.at,
        machineBusy:
          machineTotal > 0 ? (after.machine.busyMs - before.machine.busyMs) / machineTotal : 0,
      };
    },
  };
}

export async function measureFanout(
  target: FanoutTarget,
  settings: FanoutSettings,
): Promise<FanoutResult> {
  const loads = sharesOf(target, settings).map(startLoadProcess);
  const children: ChildProcess[] = loads.map((load) => load.child);
  try {
    await Promise.all(loads.map((load) => load.ready));
    const at = epochMs() + START_DELAY_MS;
    const cpu = sampleCpu(target.servers.map((server) => server.pid));
    const start: LoadCommand = { type: 'start', at };
    for (const child of children) child.send(start);
    let results: Result[];
    try {
      results = await Promise.all(loads.map((load) => load.result));
    } finally {
      cpu.stop();
    }
    return summarise(target, settings, at, results, cpu.cpuBetween);
  } finally {
    await Promise.all(children.map((child) => stopProcess(child, 5_000)));
  }
}

function summarise(
  target: FanoutTarget,
  settings: FanoutSettings,
  at: number,
  results: Result[],
  cpuBetween: (from: number, to: number) => CpuWindow,
): FanoutResult {
  const latencies = new LatencyHistogram();
  for (const result of results) latencies.add(result.latencies);
  const expected = settings.clients * settings.rate * settings.seconds;
  const lastSend = at + settings.seconds * 1000;
  const lastDelivery = Math.max(0, ...results.map((r) => r.lastDelivery));
  const server = cpuBetween(at, Math.max(lastSend, lastDelivery));
  const loadCpuMs = results.reduce((sum, r) => sum + r.cpuMs, 0);
  const perDelivery = (ms: number) => (latencies.total > 0 ? (ms * 1000) / latencies.total : 0);
  return {
    target: target.name,
    rate: settings.rate,
    expected,
    delivered: latencies.total,
    deliveriesPerSecond: lastDelivery > at ? (latencies.total * 1000) / (lastDelivery - at) : 0,
    p50: latencies.percentile(0.5, expected),
    p99: latencies.percentile(0.99, expected),
    refused: results.reduce((sum, r) => sum + r.refused, 0),
    refusal: results.find((r) => r.refusal)?.refusal,
    serverCpu: server.wallMs > 0 ? (100 * server.cpuMs) / server.wallMs : 0,
    machineCpu: 100 * server.machineBusy,
    serverCpuPerDelivery: perDelivery(server.cpuMs),
    loadCpu: Math.max(...results.map((r) => (r.wallMs > 0 ? (100 * r.cpuMs) / r.wallMs : 0))),
    loadCpuPerDelivery: perDelivery(loadCpuMs),
  };
}

const IDLE_CPU = 10;
const SETTLE_WINDOW_MS = 1_000;
const SETTLE_MAX_MS = 60_000;

/**
 * Waits until every server is idle (under IDLE_CPU % of a core over a second), at most a minute:
 * a server that fell behind in the last measurement still stores and broadcasts its backlog, and
 * the next measurement must not share the CPU with it. Returns the servers still busy.
 */
export async function settle(servers: RunningServer[]): Promise<RunningServer[]> {
  const deadline = Date.now() + SETTLE_MAX_MS;
  for (;;) {
    const before = servers.map((server) => readCpuMs(server.pid));
    await sleep(SETTLE_WINDOW_MS);
    const busy = servers.filter(
      (server, i) => (100 * (readCpuMs(server.pid) - before[i]!)) / SETTLE_WINDOW_MS >= IDLE_CPU,
    );
    if (busy.length === 0 || Date.now() > deadline) return busy;
  }
}
