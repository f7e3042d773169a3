/** Speed and time left, from the progress reports of one upload. */

export interface ProgressSample {
  /** Milliseconds (Date.now()). */
  at: number;
  bytes: number;
}

/** The speed is measured over the last few seconds, so it follows the connection's changes. */
export const RATE_WINDOW_MS = 5000;
/** Below this much measured time the speed would be noise. */
export const MIN_RATE_SPAN_MS = 500;

/** The samples to keep after a new report: the new one and those within the window before it. */
export function addSample(
  samples: readonly ProgressSample[],
  sample: ProgressSample,
): ProgressSample[] {
  const kept = samples.filter((old) => sample.at - old.at <= RATE_WINDOW_MS && old.at <= sample.at);
  // One sample older than the window anchors the measure when reports are sparse.
  const anchor = samples.filter((old) => sample.at - old.at > RATE_WINDOW_MS).at(-1);
  return [...(anchor ? [anchor] : []), ...kept, sample];
}

/** Bytes per second over the samples; null until they span enough time to say. */
export function bytesPerSecond(samples: readonly ProgressSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last) return null;
  const span = last.at - first.at;
  if (span < MIN_RATE_SPAN_MS) return null;
  return Math.max(0, ((last.bytes - first.bytes) * 1000) / span);
}

/** Whole seconds until the rest is sent at this speed; null without a speed. */
export function secondsLeft(size: number, uploaded: number, rate: number | null): number | null {
  if (rate === null || rate <= 0) return null;
  return Math.ceil(Math.max(0, size - uploaded) / rate);
}
