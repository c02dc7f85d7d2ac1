import { spawnSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';
import { testServerBundle } from './test/server-process';

let bundle: string;
beforeAll(async () => {
  bundle = await testServerBundle();
});

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, [bundle], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('server process', () => {
  it('exits with a clear message in production without a session secret', () => {
    const result = start({ NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Refusing to start in production');
    expect(result.stderr).toContain('SESSION_SECRET is required');
  });

  it('exits with a clear message in production with dev sign-in on', () => {
    const result = start({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      DATABASE_URL: 'postgres://127.0.0.1:1/none',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      DEV_SIGN_IN: 'true',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('DEV_SIGN_IN must be off');
    expect(result.stderr).not.toMatch(/at .*\.[jt]s:\d+/);
  });
});
