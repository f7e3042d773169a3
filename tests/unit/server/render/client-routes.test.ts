import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { appRoutes } from '@client/app/app-routes';
import { indexClientRoutes } from '@server/render/client-routes';
import { DEFAULT_SETTINGS } from '@server/modules/settings/default-settings';

const clientRoutes = indexClientRoutes(appRoutes, matchRoutes);
const withApi = (integrated: boolean) => ({ ...DEFAULT_SETTINGS, api: { integrated } });

describe('the app routes as the server reads them', () => {
  it('knows /api-docs as a page of its own, not a channel', () => {
    expect(clientRoutes.kindOf('/api-docs')).toBe('page');
    expect(clientRoutes.kindOf('/api-docs/more')).toBe('channel');
  });

  it('has /api-docs exist only while the API is integrated (spec 2.7)', () => {
    expect(clientRoutes.existsWith('/api-docs', withApi(true))).toBe(true);
    expect(clientRoutes.existsWith('/api-docs', withApi(false))).toBe(false);
    // pages without a condition exist whatever the settings
    expect(clientRoutes.existsWith('/contact', withApi(false))).toBe(true);
    expect(clientRoutes.existsWith('/movies', withApi(false))).toBe(true);
  });
});
