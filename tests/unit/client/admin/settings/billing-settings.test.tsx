import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
// react-admin and these admin pages use react-router-dom (one module in the browser bundle).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '@client/admin/i18n-provider';
import { SettingsEditor } from '@client/admin/settings/settings-editor';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { fakeApi, type FakeApi } from '../../account/support/fake-api';

const SETTINGS_RESPONSE = {
  settings: {
    billing: { enable: true },
    billing_gateways: {
      stripe: { enable: true, publishable_key: 'pk_test_1', secret_key: '', webhook_secret: '' },
      paypal: { enable: false, client_id: '', client_secret: '', webhook_id: '', sandbox: true },
    },
  },
  secrets_set: {
    'billing_gateways.stripe.secret_key': true,
    'billing_gateways.stripe.webhook_secret': false,
    'billing_gateways.paypal.client_secret': false,
  },
};

let api: FakeApi;

beforeEach(() => {
  installBootstrap();
  api = fakeApi().on('GET', 'settings', SETTINGS_RESPONSE).on('PUT', 'settings', SETTINGS_RESPONSE);
});
afterEach(() => vi.unstubAllGlobals());

describe('subscriptions settings tab', () => {
  it("holds the gateways' credentials, secrets write-only, with the webhook addresses", async () => {
    const user = userEvent.setup();
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
      { initialEntries: ['/admin/settings/subscriptions'] },
    );
    render(<RouterProvider router={router} />);

    const secret = await screen.findByLabelText('Stripe secret key');
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveAccessibleDescription(/^A value is stored\. Leave empty to keep it\./);
    expect(screen.getByLabelText('Stripe webhook signing secret')).toHaveAccessibleDescription(
      /^Not set\. .*http:\/\/localhost:3000\/api\/v1\/billing\/webhooks\/stripe/,
    );
    expect(screen.getByLabelText('PayPal webhook ID')).toHaveAccessibleDescription(
      /http:\/\/localhost:3000\/api\/v1\/billing\/webhooks\/paypal/,
    );
    expect(screen.getByLabelText('Stripe publishable key')).toHaveValue('pk_test_1');
    expect(screen.getByLabelText('Enable Stripe')).toBeChecked();
    expect(screen.getByLabelText('PayPal sandbox mode')).toBeChecked();

    await user.click(screen.getByLabelText('Enable PayPal'));
    await user.type(screen.getByLabelText('PayPal client ID'), 'client-1');
    await user.type(screen.getByLabelText('PayPal client secret'), 'shh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sent('PUT', 'settings')).toHaveLength(1));
    expect(api.sent('PUT', 'settings')[0]?.body).toEqual({
      'billing_gateways.paypal.enable': true,
      'billing_gateways.paypal.client_id': 'client-1',
      'billing_gateways.paypal.client_secret': 'shh',
    });
  }, 20_000);
});
