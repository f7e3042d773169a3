/** The error body every endpoint answers with on failure (spec 3, 7.1). */
export interface ErrorResponse {
  message: string;
  errors: Record<string, string[]>;
}

/** The pagination wrapper of every list endpoint. */
export interface PaginationResponse<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
  from: number | null;
  to: number | null;
}

export interface DebugFrame {
  path: string;
  lineNumber: number;
  method: string;
  /** Source lines around the frame's line, keyed by line number. */
  codeSnippet: Record<number, string>;
}

export interface DebugVendorGroup {
  vendorGroup: true;
  items: DebugFrame[];
}

/** Extra fields an error response carries when APP_DEBUG is on (spec 3, Debug error payload). */
export interface DebugErrorPayload {
  exception: string;
  message: string;
  trace: Array<DebugFrame | DebugVendorGroup>;
  totalVendorGroups: number;
}

export function isDebugPayload(body: unknown): body is DebugErrorPayload {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as DebugErrorPayload).exception === 'string' &&
    Array.isArray((body as DebugErrorPayload).trace)
  );
}

export function isVendorGroup(item: DebugFrame | DebugVendorGroup): item is DebugVendorGroup {
  return 'vendorGroup' in item && item.vendorGroup === true;
}
