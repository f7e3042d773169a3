import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
// react-admin and these admin pages use react-router-dom (one module in the browser bundle).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@client/admin/i18n-provider';
import { SettingsEditor } from '@client/admin/settings/settings-editor';
import { SETTINGS_TABS } from '@client/admin/settings/settings-tabs';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { fakeApi, validationError, type FakeApi } from '../../account/support/fake-api';

const SPEC_TABS = [
  'general',
  'subscriptions',
  'localization',
  'authentication',
  'uploading',
  'outgoing-email',
  'cache',
  'analytics',
  'logging',
  'queue',
  'websockets',
  'recaptcha',
  'gdpr',
  'search',
  'videos',
  'content',
];

const SETTINGS_RESPONSE = {
  settings: {
    branding: { site_name: 'Cinedex', site_description: 'Films' },
    homepage: { type: 'default' },
    recaptcha: { site_key: 'site-key', enable: { register: false, contact: true } },
    recaptcha_secret: { secret_key: '' },
    registration: { disable: false, policies: [] },
  },
  secrets_set: { 'recaptcha_secret.secret_key': true },
};

let api: FakeApi;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/settings/:tab?',
        element: (
          <AdminContext i18nProvider={createI18nProvider('en')}>
            <SettingsEditor />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const tabList = () => screen.getByRole('tablist', { name: 'Settings sections' });

beforeEach(() => {
  installBootstrap();
  api = fakeApi().on('GET', 'settings', SETTINGS_RESPONSE);
});
afterEach(() => vi.unstubAllGlobals());

describe('settings tabs', () => {
  it('lists the 16 tabs of spec 2.9 in order', () => {
    expect(SETTINGS_TABS.map((tab) => tab.id)).toEqual(SPEC_TABS);
  });

  it('opens general at /admin/settings and links every tab under /admin/settings', async () => {
    const router = renderAt('/admin/settings');
    await screen.findByRole('tablist', { name: 'Settings sections' });
    expect(router.state.location.pathname).toBe('/admin/settings/general');
    const tabs = within(tabList()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(
      SPEC_TABS.map((id) => `/admin/settings/${id}`),
    );
    expect(within(tabList()).getByRole('tab', { selected: true })).toHaveTextContent('General');
    expect(screen.getByLabelText('Site name')).toHaveValue('Cinedex');
  });

  it('sends an unknown tab to general', async () => {
    const router = renderAt('/admin/settings/nope');
    await screen.findByLabelText('Site name');
    expect(router.state.location.pathname).toBe('/admin/settings/general');
  });

  it('switches tab through the URL and keeps unsaved edits across tabs', async () => {
    const user = userEvent.setup();
    const router = renderAt('/admin/settings/general');
    const siteName = await screen.findByLabelText('Site name');
    await user.clear(siteName);
    await user.type(siteName, 'Film Club');
    await user.click(within(tabList()).getByRole('tab', { name: 'Recaptcha' }));
    expect(router.state.location.pathname).toBe('/admin/settings/recaptcha');
    expect(await screen.findByLabelText('Site key')).toHaveValue('site-key');
    await user.click(within(tabList()).getByRole('tab', { name: 'General' }));
    expect(await screen.findByLabelText('Site name')).toHaveValue('Film Club');
  });
});

describe('saving', () => {
  it('keeps a stored secret write-only: empty field, hint, and not sent unless typed', async () => {
    const user = userEvent.setup();
    api.on('PUT', 'settings', SETTINGS_RESPONSE);
    renderAt('/admin/settings/recaptcha');
    const secret = await screen.findByLabelText('Secret key');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(screen.getByText('A value is stored. Leave empty to keep it.')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Enable on registration'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved settings');
    expect(api.sent('PUT', 'settings').at(-1)?.body).toEqual({ 'recaptcha.enable.register': true });

    await user.type(screen.getByLabelText('Secret key'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', 'settings')).toHaveLength(2));
    expect(api.sent('PUT', 'settings')[1]?.body).toEqual({
      'recaptcha_secret.secret_key': 'new-secret',
    });
  });

  it('shows 422 errors on their fields', async () => {
    const user = userEvent.setup();
    api.on('PUT', 'settings', () => validationError('branding.site_name', 'This must be shorter.'));
    renderAt('/admin/settings/general');
    const siteName = await screen.findByLabelText('Site name');
    await user.type(siteName, '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(siteName).toHaveAccessibleDescription('This must be shorter.'));
    expect(api.sent('PUT', 'settings')[0]?.body).toEqual({ 'branding.site_name': 'Cinedex!' });
  });
});
