import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/config';
import { freePort } from '../src/test/server-process';

/** Debian's nginx package (`apt-get install nginx`). */
const NGINX = '/usr/sbin/nginx';
/** The load balancer of the compose stack, the file this test exercises. */
const SHIPPED_CONF = path.join(REPO_ROOT, 'deploy/nginx.conf');

/**
 * deploy/nginx.conf with only its addresses changed: nginx listens on `port` of 127.0.0.1, and
 * the compose upstreams (app-1:3000, app-2:3000, ...) become the given local ports, in order.
 * Fails when the file no longer has the lines it replaces, rather than test something else.
 */
function renderShippedConf(shipped: string, port: number, upstreamPorts: number[]): string {
  let upstreams = 0;
  const rendered = shipped
    .replace(/^(\s*listen\s+)80;/m, `$1127.0.0.1:${port};`)
    .replace(/^(\s*server\s+)app-(\d+):3000\b/gm, (_line, start: string, n: string) => {
      upstreams += 1;
      const upstreamPort = upstreamPorts[Number(n) - 1];
      if (upstreamPort === undefined) throw new Error(`deploy/nginx.conf names app-${n}: no port`);
      return `${start}127.0.0.1:${upstreamPort}`;
    });
  if (!rendered.includes(`listen 127.0.0.1:${port};`) || upstreams !== upstreamPorts.length) {
    throw new Error(
      `deploy/nginx.conf should have 'listen 80;' and ${upstreamPorts.length} 'server app-N:3000' upstream lines`,
    );
  }
  return rendered;
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with deploy/nginx.conf (rendered by renderShippedConf) as its
 * only server, its pid file and logs in a temporary folder, and resolves once it listens.
 */
export async function startNginx(upstreamPorts: number[]): Promise<Nginx> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'bbt-nginx-'));
  // Workers run as nobody when nginx starts as root.
  await chmod(dir, 0o755);
  const site = path.join(dir, 'bluebadge.conf');
  await writeFile(
    site,
    renderShippedConf(await readFile(SHIPPED_CONF, 'utf8'), port, upstreamPorts),
  );
  const main = path.join(dir, 'nginx.conf');
  await writeFile(
    main,
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      `http { access_log off; include ${site}; }`,
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', main];
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (check.error || check.status !== 0) {
    throw new Error(`nginx -t refused the rendered config: ${check.error ?? check.stderr}`);
  }

  const child: ChildProcess = spawn(NGINX, [...args, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    // /metrics is denied by nginx itself: an answer means nginx listens, whatever the upstreams do.
    const answer = await fetch(`${url}/metrics`).catch(() => undefined);
    if (answer?.status === 403) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '');
  await stop();
  throw new Error(`nginx did not start listening on ${url}:\n${stderr}${log}`);
}
