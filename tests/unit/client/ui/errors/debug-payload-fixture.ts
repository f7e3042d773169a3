import type { DebugErrorPayload, DebugFrame } from '@common/http/responses';

export function buildFrame(overrides: Partial<DebugFrame> = {}): DebugFrame {
  return {
    path: 'src/server/modules/titles/service.ts',
    lineNumber: 42,
    method: 'TitleService.find',
    codeSnippet: { 41: 'const title = rows[0];', 42: 'return title.id;', 43: '}' },
    ...overrides,
  };
}

/** A vendor group first, then two application frames. */
export function buildDebugPayload(overrides: Partial<DebugErrorPayload> = {}): DebugErrorPayload {
  return {
    exception: 'TypeError',
    message: "Cannot read properties of undefined (reading 'id')",
    totalVendorGroups: 1,
    trace: [
      {
        vendorGroup: true,
        items: [
          buildFrame({
            path: 'node_modules/fastify/lib/handle-request.js',
            lineNumber: 7,
            method: 'preHandlerCallback',
            codeSnippet: { 7: 'handler(request, reply)' },
          }),
          buildFrame({
            path: 'node_modules/fastify/lib/hooks.js',
            lineNumber: 20,
            method: 'hookIterator',
            codeSnippet: { 20: 'fn(request, reply, next)' },
          }),
        ],
      },
      buildFrame(),
      buildFrame({
        path: 'src/server/modules/titles/routes.ts',
        lineNumber: 12,
        method: 'showTitle',
        codeSnippet: { 11: 'async (request) => {', 12: '  return service.find(id);', 13: '}' },
      }),
    ],
    ...overrides,
  };
}
