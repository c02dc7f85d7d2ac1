/**
 * `npm run bench`: every benchmark in sequence, each in its own process and each beside its
 * bare baseline measured in the same run (the import, a throughput, has none).
 * BENCH_ONLY=http,chat,... (names of BENCHMARKS below, comma-separated) picks some. Each script
 * also runs alone: `node --import tsx apps/server/bench/<script>` from the repository root.
 * BENCH_SERVER_DIR (lib.ts) makes every benchmark measure another checkout's server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { benchDir, describeServerUnderTest, exited, runBenchScript } from './lib';

const BENCHMARKS = {
  http: 'http.ts',
  chat: 'chat-fanout.ts',
  cluster: 'chat-fanout-cluster.ts',
  acked: 'acked-send.ts',
  startup: 'startup.ts',
  idle: 'idle.ts',
  web: 'web.ts',
  import: 'import.ts',
  search: 'search.ts',
  scale: 'scale.ts',
  scaleweb: 'scale-web.ts',
  presence: 'presence-typing.ts',
  push: 'push.ts',
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
console.log(describeServerUnderTest());
console.log(
  `Machine: ${cpus().length} cores (${cpuModel}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.version}; load average ${load()}`,
);

const started = Date.now();
const failed: Name[] = [];
for (const name of selected) {
  console.log(`\n=== ${name} (${BENCHMARKS[name]}) ===`);
  if (!existsSync(path.join(benchDir, BENCHMARKS[name]))) {
    console.error(`=== ${name}: FAILED (no ${BENCHMARKS[name]} in ${benchDir})`);
    failed.push(name);
    continue;
  }
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
