/**
 * This process's event-loop delay while a load runs. Node's histogram records each whole interval
 * of its sampling timer (a quiet process reads 10 ms at a 10 ms resolution), so the resolution is
 * taken off: what is left is how late the loop was, the time a frame arriving then waits to be timed.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

export function loopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  const late = (ns: number) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  return {
    /** Starts measuring (again calls do nothing). */
    enable: () => void histogram.enable(),
    disable: () => void histogram.disable(),
    /** The delay beyond the sampling interval, ms. */
    p99: () => late(histogram.percentile(99)),
    max: () => late(histogram.max),
  };
}
