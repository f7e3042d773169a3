import type { OpenAPIV3_1 } from 'openapi-types';
import { XSRF_COOKIE, XSRF_HEADER } from '@common/http/paths';
import { SESSION_COOKIE } from '../../modules/sessions';
import type { RouteAccess } from '../route-access';
import { allowsVisitors } from './access-description';

/** The two ways to call the API (http/request-context.ts): the site's session, or a token. */
export const SECURITY_SCHEMES: Record<string, OpenAPIV3_1.SecuritySchemeObject> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie the site sets when you sign in. A browser sends it by itself; ' +
      'state-changing requests made with it also need the X-XSRF-TOKEN header.',
  },
  xsrf: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER.toUpperCase(),
    description:
      `The value of the ${XSRF_COOKIE} cookie, which every page and API answer sets. ` +
      'Needed on POST, PUT, PATCH and DELETE requests made with the session cookie.',
  },
  apiToken: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal access token, created under Account settings → Developers: ' +
      '`Authorization: Bearer <token>`. Requests with a token need no XSRF header.',
  },
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An operation's security requirements: the session (with the XSRF header on state-changing
 * methods) or a token, and nothing at all where a visitor may call it.
 */
export function securityFor(
  access: RouteAccess | undefined,
  methods: string[],
  checksXsrf: boolean,
): OpenAPIV3_1.SecurityRequirementObject[] {
  const needsXsrf = checksXsrf && methods.some((method) => !SAFE_METHODS.has(method));
  type Requirement = OpenAPIV3_1.SecurityRequirementObject;
  const session: Requirement = needsXsrf ? { session: [], xsrf: [] } : { session: [] };
  const visitor: Requirement = needsXsrf ? { xsrf: [] } : {};
  return allowsVisitors(access)
    ? [session, { apiToken: [] }, visitor]
    : [session, { apiToken: [] }];
}
