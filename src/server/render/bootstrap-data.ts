import type { FastifyRequest } from 'fastify';
import type { BootstrapData } from '@common/bootstrap/bootstrap-data';

const MOBILE_AGENT = /Mobi|Android|iPhone|iPad|iPod|Opera Mini|IEMobile/i;

/** Spec 1: the initial data, embedded in index.html and returned by login, logout and registration. */
export async function buildBootstrapData(
  request: FastifyRequest,
  loaders: Record<string, unknown> = {},
): Promise<BootstrapData> {
  const { settings, permissions, localization, config } = {
    ...request.server.services,
    config: request.server.config,
  };
  const [publicSettings, allSettings, guestRole, i18n] = await Promise.all([
    settings.publicSettings(config.appUrl),
    settings.all(),
    permissions.guestRole(),
    localization.forLocale(request.user?.language ?? request.cookies.locale ?? null),
  ]);
  return {
    base_url: config.appUrl,
    base_path: config.basePath,
    csrf_token: request.xsrfToken,
    settings: publicSettings,
    user: request.user,
    guest_role: guestRole,
    i18n,
    themes: allSettings.themes_list.all,
    is_mobile_device: MOBILE_AGENT.test(request.headers['user-agent'] ?? ''),
    loaders,
  };
}
