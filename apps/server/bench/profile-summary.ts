/**
 * Summary of a V8 CPU profile (`node --cpu-prof`, or BENCH_PROFILE_DIR for the benchmarks'
 * servers): where the sampled time went, as shares of the whole profile, by place (a package in
 * node_modules, a folder of ours, Node's internals, WebAssembly, garbage collection, idle) and by
 * function (self time). This is the text form of a flame graph's bottom-up view, for
 * docs/performance.md.
 *
 * `node --import tsx bench/profile-summary.ts <file.cpuprofile> [top functions, default 25] [from-to]`
 *
 * A profile covers the server's whole life, its start and seeding too; `from-to` (seconds since
 * the profile began, e.g. `18-30`) keeps only the samples of a benchmark's measured window.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives, coarse enough to add up into a few lines. */
export function placeOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) {
    if (functionName.startsWith('(')) return functionName;
    if (/^(js-to-wasm|wasm-to-js|\$?wasm-function)/.test(functionName)) return 'WebAssembly';
    return 'native (V8 built-ins)';
  }
  if (url.startsWith('wasm://')) return 'WebAssembly';
  if (url.startsWith('node:'))
    return `node:${url.slice(5).split('/')[0] === 'internal' ? 'internal' : url.slice(5)}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const ours = /\/(apps\/[^/]+\/(?:src|dist)\/(?:[^/]+\/)?[^/]*|packages\/[^/]+\/src)/.exec(url);
  if (ours) return ours[1]!.replace(/\.[jt]sx?$/, '');
  return path.basename(url);
}

export function summarize(profile: CpuProfile, topFunctions = 25): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfTime = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
    total += delta;
  });
  const places = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)!.callFrame;
    const place = placeOf(frame);
    places.set(place, (places.get(place) ?? 0) + time);
    // Idle time is one line among the places; the functions are where the busy time went.
    if (place === '(idle)') continue;
    const name = `${frame.functionName || '(anonymous)'} ${place}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    functions.set(name, (functions.get(name) ?? 0) + time);
  }
  const idle = places.get('(idle)') ?? 0;
  const share = (time: number) => `${((100 * time) / total).toFixed(1).padStart(5)}%`;
  const busy = total - idle;
  const busyShare = (time: number, place?: string) =>
    place === '(idle)' || busy <= 0 ? '     -' : `${((100 * time) / busy).toFixed(1).padStart(5)}%`;
  /** Places and functions under a tenth of a percent of the busy time are left out. */
  const worthShowing = ([, time]: [string, number]) => time >= busy / 1000;
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]);
  const lines = [
    `${(total / 1e6).toFixed(1)} s sampled, ${share(idle).trim()} idle; shares of all samples, then of the busy ones (under 0.1% of busy left out)`,
    '',
    'by place (self time)',
    ...sorted(places)
      .filter(worthShowing)
      .map(([place, time]) => `${share(time)} ${busyShare(time, place)}  ${place}`),
    '',
    `top ${topFunctions} functions (self time)`,
    ...sorted(functions)
      .slice(0, topFunctions)
      .map(([name, time]) => `${share(time)} ${busyShare(time)}  ${name}`),
  ];
  return lines.join('\n');
}

/** The samples taken between `fromSeconds` and `toSeconds` after the profile began. */
export function windowOf(profile: CpuProfile, fromSeconds: number, toSeconds: number): CpuProfile {
  const samples: number[] = [];
  const timeDeltas: number[] = [];
  let elapsed = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    elapsed += delta;
    if (elapsed < fromSeconds * 1e6 || elapsed >= toSeconds * 1e6) return;
    samples.push(id);
    timeDeltas.push(delta);
  });
  return { nodes: profile.nodes, samples, timeDeltas };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [file, top, window] = process.argv.slice(2);
  if (!file)
    throw new Error('usage: profile-summary.ts <file.cpuprofile> [top functions] [from-to]');
  const whole = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const [from, to] = (window ?? '').split('-').map(Number);
  const profile = window ? windowOf(whole, from!, to!) : whole;
  console.log(summarize(profile, top ? Number(top) : undefined));
}
