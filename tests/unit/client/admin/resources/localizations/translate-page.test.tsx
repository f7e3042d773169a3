import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { LocalizationTranslatePage } from '@client/admin/resources/localizations';
import type { TranslationLine } from '@common/api/localizations';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

const CATALOGUE: TranslationLine[] = [
  { key: 'Cancel', value: 'Annuler' },
  { key: 'Log out', value: null },
  { key: 'Save', value: 'Enregistrer' },
];

let sent: Sent[];

/** The network boundary: answers by path like the server would, recording what was sent. */
function stubServer() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method = url.searchParams.get('_method') ?? init.method ?? 'GET';
      sent.push({ method, url, body });
      const json = (payload: unknown) =>
        new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/v1/localizations/5') {
        return json({ localization: { id: 5, name: 'Français', language: 'fr' } });
      }
      if (url.pathname === '/api/v1/localizations/5/lines' && method === 'GET') {
        const query = (url.searchParams.get('query') ?? '').toLowerCase();
        const data = CATALOGUE.filter((line) => line.key.toLowerCase().includes(query));
        return json({
          data,
          current_page: 1,
          per_page: 25,
          total: data.length,
          last_page: 1,
          from: data.length ? 1 : null,
          to: data.length || null,
        });
      }
      return json({ message: 'Translations saved.' });
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/localizations/:localeId/translate',
        element: (
          <AdminContext dataProvider={dataProvider} basename="/admin">
            <LocalizationTranslatePage />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/admin/localizations/5/translate'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const linesRequests = () =>
  sent.filter((request) => request.url.pathname === '/api/v1/localizations/5/lines');

describe('LocalizationTranslatePage', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each message beside its editable translation', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Translate Français' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Cancel' })).toHaveValue('Annuler');
    expect(screen.getByRole('textbox', { name: 'Log out' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('saves only the edited lines', async () => {
    const user = userEvent.setup();
    renderPage();
    const logOut = await screen.findByRole('textbox', { name: 'Log out' });
    await user.type(logOut, 'Se déconnecter');
    const cancel = screen.getByRole('textbox', { name: 'Cancel' });
    await user.clear(cancel);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/localizations/5/lines');
    expect(put.body).toEqual({ lines: { 'Log out': 'Se déconnecter', Cancel: '' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('searches through the server, keeping the search in the URL', async () => {
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findByRole('textbox', { name: 'Save' });
    await user.type(screen.getByRole('searchbox', { name: 'Search translations' }), 'log');
    await waitFor(() => expect(router.state.location.search).toBe('?query=log'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Save' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Log out' })).toBeInTheDocument();
    expect(linesRequests().at(-1)!.url.searchParams.get('query')).toBe('log');
  });
});
