/**
 * Loaded into a bare baseline server when the benchmarks profile (BENCH_PROFILE_DIR): Node writes
 * a `--cpu-prof` profile only on a normal exit, and the bare scripts don't handle SIGTERM.
 */
process.once('SIGTERM', () => process.exit(0));
