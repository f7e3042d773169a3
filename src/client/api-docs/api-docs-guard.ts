import { data } from 'react-router';
import { API_ACCESS_PERMISSION } from '../account/account-sections';
import { getBootstrapData } from '../app/bootstrap-store';
import type { RouteSettingsCondition } from '../app/route-handles';
import { guardRoute } from '../app/route-guards';

/** Spec 2.7 and 6: the API docs exist only while the API integration is on. */
const apiIsIntegrated: RouteSettingsCondition = (settings) => settings.api.integrated;

export const API_DOCS_ROUTE = { existsWhen: apiIsIntegrated };

/**
 * /api-docs: not found while the API is off (as the server answers it); otherwise it needs
 * api.access, which a visitor holds when the guest role does, with the usual guarding (a
 * visitor without it signs in first, a member without it sees the not-found page).
 */
export function apiDocsGuard(): Response | null {
  if (!apiIsIntegrated(getBootstrapData().settings)) throw data(null, { status: 404 });
  return guardRoute({ permission: API_ACCESS_PERMISSION });
}
