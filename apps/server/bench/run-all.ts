/**
 * `npm run bench`: every benchmark in sequence, each in its own process and each beside its
 * bare baseline measured in the same run (the import, a throughput, has none).
 * BENCH_ONLY=http|chat|idle|web|import (comma-separated for several) picks some. Each script also runs alone: `node --import tsx bench/<name>.ts`.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { exited, runBenchScript } from './lib';

const BENCHMARKS = {
  http: 'http.ts',
  chat: 'chat-fanout.ts',
  idle: 'idle.ts',
  web: 'web.ts',
  import: 'import.ts',
} as const;
type Name = keyof typeof BENCHMARKS;

const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(name in BENCHMARKS));
if (unknown.length > 0) {
  console.error(
    `BENCH_ONLY: unknown ${unknown.join(', ')}; pick from ${Object.keys(BENCHMARKS).join(', ')}`,
  );
  process.exit(2);
}
const selected = (Object.keys(BENCHMARKS) as Name[]).filter(
  (name) => only.length === 0 || only.includes(name),
);

const cpuModel =
  /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
console.log(
  `Machine: ${cpus().length} cores (${cpuModel}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; load average ${load()}`,
);

const started = Date.now();
const failed: Name[] = [];
for (const name of selected) {
  console.log(`\n=== ${name} (${BENCHMARKS[name]}) ===`);
  const benchStarted = Date.now();
  const child = runBenchScript(BENCHMARKS[name], [], { stdio: 'inherit' });
  await exited(child);
  if (child.exitCode !== 0) failed.push(name);
  console.log(
    `=== ${name}: ${child.exitCode === 0 ? 'done' : `FAILED (exit ${child.exitCode ?? child.signalCode})`} in ${Math.round((Date.now() - benchStarted) / 1000)} s; load average ${load()}`,
  );
}
console.log(`\nAll benchmarks: ${Math.round((Date.now() - started) / 1000)} s`);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}
