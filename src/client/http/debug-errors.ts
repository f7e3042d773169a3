import type { DebugErrorPayload } from '@common/http/responses';

type DebugListener = (payload: DebugErrorPayload) => void;
const listeners = new Set<DebugListener>();

/** The api client reports responses that carry a debug trace; the debug dialog listens. */
export function reportDebugError(payload: DebugErrorPayload): void {
  listeners.forEach((listener) => listener(payload));
}

export function onDebugError(listener: DebugListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
