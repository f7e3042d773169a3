import type { PublicSettings } from '@common/settings/site-settings';

/**
 * Whether a page exists with the site's settings, as a route's `handle.existsWhen`: the server
 * answers such a page 404 while it returns false (src/server/render/client-routes.ts), and the
 * route's loader shows the not-found page then. The server's settings have no base_url.
 */
export type RouteSettingsCondition = (settings: Omit<PublicSettings, 'base_url'>) => boolean;
