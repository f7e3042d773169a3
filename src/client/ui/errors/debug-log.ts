import type { DebugErrorPayload } from '@common/http/responses';
import { flattenFrames } from './debug-frames';

/** Plain-text log of an error: exception, message and every frame. */
export function formatDebugLog(payload: DebugErrorPayload): string {
  const frames = flattenFrames(payload.trace).map(
    ({ frame, vendor }, index) =>
      `#${index} ${frame.method} (${frame.path}:${frame.lineNumber})${vendor ? ' [vendor]' : ''}`,
  );
  return [
    `Exception: ${payload.exception}`,
    `Message: ${payload.message}`,
    '',
    'Stack trace:',
    ...frames,
    '',
  ].join('\n');
}

export function debugLogFilename(at: Date): string {
  return `error-${at.toISOString().replace(/[:.]/g, '-')}.log`;
}

export function downloadDebugLog(payload: DebugErrorPayload, at: Date = new Date()): void {
  const url = URL.createObjectURL(new Blob([formatDebugLog(payload)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = debugLogFilename(at);
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns, so the URL must outlive this tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
