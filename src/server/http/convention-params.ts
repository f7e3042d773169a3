import { METHOD_PARAM } from './method-override';

/** The workspace param any request may carry (spec 7.1). */
export const WORKSPACE_PARAM = 'workspaceId';

/**
 * Params the conventions consume rather than the route (spec 7.1). JSON and urlencoded bodies lose
 * them before validation; a route reading a multipart stream skips fields this names.
 */
export function isConventionField(name: string): boolean {
  return name === METHOD_PARAM || name === WORKSPACE_PARAM;
}
