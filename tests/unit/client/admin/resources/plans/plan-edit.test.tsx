import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminPlan } from '@common/api/admin-billing';
import { dataProvider } from '@client/admin/data-provider';
import { createI18nProvider } from '@client/admin/i18n-provider';
import { PlanEdit } from '@client/admin/resources/plans/plan-pages';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';

const PLAN: AdminPlan = {
  id: 4,
  name: 'Pro',
  description: null,
  hidden: false,
  free: false,
  recommended: false,
  default: false,
  feature_list: ['HD'],
  position: 1,
  prices: [{ id: 10, amount: 999, currency: 'EUR', interval: 'month', interval_count: 1 }],
  permissions: [],
  stripe_id: 'prod_123',
  paypal_id: null,
  subscriptions_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}
let sent: Sent[];

let saveAnswer: { status: number; body: unknown };

/** The network boundary: the plan, the permission catalogue, and `saveAnswer` to saves. */
function stubServer() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method =
        new Headers(init.headers).get('X-HTTP-Method-Override') ?? init.method ?? 'GET';
      sent.push({ method, url, body });
      if (url.pathname === '/api/v1/permissions') return Response.json({ permissions: {} });
      if (method === 'PUT') return Response.json(saveAnswer.body, { status: saveAnswer.status });
      if (method === 'DELETE') {
        const message = 'This plan has subscribers and cannot be deleted.';
        return Response.json({ message, errors: {} }, { status: 409 });
      }
      return Response.json({ plan: PLAN });
    }),
  );
}

function renderEdit(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/plans/:id/*',
        element: (
          <AdminContext
            dataProvider={withResourcePaths(dataProvider)}
            i18nProvider={createI18nProvider('en')}
            basename="/admin"
          >
            <ResourceContextProvider value="plans">
              <PlanEdit />
            </ResourceContextProvider>
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const puts = () => sent.filter((request) => request.method === 'PUT');

describe('plan edit page', () => {
  beforeEach(() => installBootstrap());
  afterEach(() => vi.unstubAllGlobals());

  it("edits a price in major units, saves it in minor units, and shows a gateway's failure", async () => {
    const user = userEvent.setup();
    const message = 'Stripe could not be reached. Please try again later.';
    saveAnswer = { status: 502, body: { message, errors: {} } };
    stubServer();
    renderEdit('/admin/plans/4/prices');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('9.99');
    expect(screen.getByText('Stripe: synced')).toBeInTheDocument();
    expect(screen.getByText('PayPal: not synced')).toBeInTheDocument();
    await user.clear(amount);
    await user.paste('4.35');
    await user.click(screen.getByRole('button', { name: /save/i }));
    // the api client retries a failing PUT (spec 8) before it gives up
    expect(await screen.findByText(message, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(puts()[0]!.url.pathname).toBe('/api/v1/admin/plans/4');
    expect(puts()[0]!.body).toMatchObject({
      name: 'Pro',
      prices: [{ id: 10, amount: 435, currency: 'EUR', interval: 'month', interval_count: 1 }],
      feature_list: ['HD'],
    });
    expect(amount).toHaveValue('4.35');
    saveAnswer = { status: 200, body: { plan: { ...PLAN, paypal_id: 'P-1' } } };
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(await screen.findByText('PayPal: synced')).toBeInTheDocument();
    expect(puts().at(-1)!.body).toEqual(puts()[0]!.body);
  }, 20_000);

  it('refuses a third decimal before saving', async () => {
    const user = userEvent.setup();
    stubServer();
    renderEdit('/admin/plans/4/prices');
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    await user.clear(amount);
    await user.paste('4.355');
    await user.click(screen.getByRole('button', { name: /save/i }));
    expect(
      await screen.findByText('The amount must be a number with at most 2 decimals.'),
    ).toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  }, 20_000);

  it('shows why the server refuses to delete a plan with subscribers', async () => {
    const user = userEvent.setup();
    stubServer();
    renderEdit('/admin/plans/4');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('This plan has subscribers and cannot be deleted.'),
    ).toBeInTheDocument();
    expect(sent.find((request) => request.method === 'DELETE')!.url.pathname).toBe(
      '/api/v1/admin/plans/4',
    );
  }, 20_000);
});
