/**
 * Chat fan-out saturation curve (`npm run bench`, `chat`): N clients in one channel receive
 * ~100-byte messages sent at each of several rates. Measured on our server (embedded PGlite:
 * auth, validation, storage, then broadcast) and on a bare Socket.IO broadcast server, one after
 * the other at each rate with both servers up, so the ratios compare like with like. Per target:
 * deliveries/s and its ratio to bare, send-to-delivery p50 and p99 and p99's ratio to bare, and
 * the CPU the server and the load processes used. Writes the curve to docs/perf/chat-fanout.svg.
 *
 * Options (fanout-curve.ts): BENCH_RATES (default 20,50,100,150 messages/s), BENCH_CLIENTS (1000),
 * BENCH_SECONDS (10 per rate), BENCH_DRAIN_SECONDS (10), BENCH_LOAD_PROCESSES (2),
 * BENCH_CHART_DIR (docs/perf); BENCH_SERVER_DIR (lib.ts).
 */
import { describeCurve, runCurve } from './fanout-curve';
import { announceServerUnderTest, signIn, startAppServer, startBareServer } from './lib';

announceServerUnderTest();
console.log(`Chat fan-out: ${describeCurve()}`);
const bare = await startBareServer('bare-socketio-server.ts');
try {
  const app = await startAppServer();
  try {
    await runCurve({
      title: 'Chat fan-out, one server, embedded PGlite',
      chartFile: 'chat-fanout.svg',
      baseline: { name: 'bare Socket.IO', servers: [bare], protocol: 'bare' },
      targets: [
        {
          name: 'Blue Badge chat (PGlite)',
          servers: [app],
          protocol: 'chat',
          cookie: await signIn(app.url, 'free'),
        },
      ],
    });
  } finally {
    await app.stop();
  }
} finally {
  await bare.stop();
}
