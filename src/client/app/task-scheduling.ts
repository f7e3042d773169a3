/** Resolves in a later task, so the browser can paint and handle input in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** How long a deferred call may wait for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs work that nothing on screen waits for (a visit record, for instance) once the browser is
 * idle, outside the task that renders or hydrates the page. Returns a cancel function.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
