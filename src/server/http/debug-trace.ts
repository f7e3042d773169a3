import { existsSync, readFileSync, statSync } from 'node:fs';
import type { DebugErrorPayload, DebugFrame, DebugVendorGroup } from '@common/http/responses';

const SNIPPET_RADIUS = 6;
const MAX_SOURCE_BYTES = 2 * 1024 * 1024;
const FRAME_LINE = /^\s*at (?:(.+?) \()?(.+?):(\d+):\d+\)?$/;

function isVendor(path: string): boolean {
  return path.includes('node_modules') || path.startsWith('node:') || !path.startsWith('/');
}

function codeSnippet(path: string, lineNumber: number): Record<number, string> {
  try {
    if (!existsSync(path) || statSync(path).size > MAX_SOURCE_BYTES) return {};
    const lines = readFileSync(path, 'utf8').split('\n');
    const snippet: Record<number, string> = {};
    const first = Math.max(1, lineNumber - SNIPPET_RADIUS);
    const last = Math.min(lines.length, lineNumber + SNIPPET_RADIUS);
    for (let line = first; line <= last; line++) snippet[line] = lines[line - 1] ?? '';
    return snippet;
  } catch {
    return {};
  }
}

export function parseStack(stack: string | undefined): DebugFrame[] {
  return (stack ?? '')
    .split('\n')
    .map((line) => FRAME_LINE.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, method, rawPath, line]) => {
      const path = rawPath!.replace(/^file:\/\//, '');
      const lineNumber = Number(line);
      return {
        path,
        lineNumber,
        method: method ?? '<anonymous>',
        codeSnippet: isVendor(path) ? {} : codeSnippet(path, lineNumber),
      };
    });
}

/** The debug payload of spec 3: frames with consecutive vendor frames grouped together. */
export function buildDebugPayload(error: Error): DebugErrorPayload {
  const trace: Array<DebugFrame | DebugVendorGroup> = [];
  let totalVendorGroups = 0;
  for (const frame of parseStack(error.stack)) {
    const previous = trace[trace.length - 1];
    if (!isVendor(frame.path)) {
      trace.push(frame);
    } else if (previous && 'vendorGroup' in previous) {
      previous.items.push(frame);
    } else {
      trace.push({ vendorGroup: true, items: [frame] });
      totalVendorGroups++;
    }
  }
  return { exception: error.name || 'Error', message: error.message, trace, totalVendorGroups };
}
