import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { logFailedPublishes } from './realtime';

describe('the realtime Redis publisher', () => {
  it('logs a publish that fails instead of leaving an unhandled rejection', async () => {
    const client = new Redis(process.env.REDIS_URL!, { lazyConnect: true });
    const warnings: unknown[] = [];
    logFailedPublishes(client, { warn: (entry: unknown) => warnings.push(entry) });
    await client.connect();
    await client.quit();
    // What the adapter does: publish, and never look at the result. Without the wrapper this
    // rejection is unhandled, which Vitest reports as an error and Node ends the process for.
    void client.publish('socket.io#/#', 'lost');
    await expect.poll(() => warnings.length).toBe(1);
    expect(String((warnings[0] as { err: Error }).err.message)).toMatch(/Connection is closed/);
  });
});
