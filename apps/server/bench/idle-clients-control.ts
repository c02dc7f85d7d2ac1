/** Drives idle-clients.ts (a child process holding the sockets) from idle.ts. */
import type { ChildProcess } from 'node:child_process';
import { exited, runBenchScript, stopProcess } from './lib';

export interface Step {
  opened: number;
  failed: number;
  ms: number;
}

export class IdleClients {
  private constructor(private readonly child: ChildProcess) {}

  static async start(url: string, cookies: string[], concurrency = 100): Promise<IdleClients> {
    const child = runBenchScript(
      'idle-clients.ts',
      [JSON.stringify({ url, cookies, concurrency })],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        raiseFileLimit: true,
      },
    );
    const clients = new IdleClients(child);
    await clients.reply();
    return clients;
  }

  private reply(): Promise<Step> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`idle clients exited with ${code}`));
      this.child.once('exit', onExit);
      this.child.once('message', (message) => {
        this.child.off('exit', onExit);
        resolve(message as Step);
      });
    });
  }

  /** Grows to `total` open connections. */
  async open(total: number): Promise<Step> {
    const reply = this.reply();
    this.child.send({ open: total });
    return reply;
  }

  async close() {
    if (this.child.connected) this.child.send({ close: true });
    const timer = setTimeout(() => void stopProcess(this.child), 30_000);
    await exited(this.child);
    clearTimeout(timer);
  }
}
