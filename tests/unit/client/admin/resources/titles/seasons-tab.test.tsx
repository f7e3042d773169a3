import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SeasonAdminRecord } from '@common/api/admin-seasons';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { SeasonLayout, SeasonsTab } from '@client/admin/resources/titles/seasons/season-tabs';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

let sent: Sent[];
let seasons: SeasonAdminRecord[];

const season = (number: number, name: string | null): SeasonAdminRecord => ({
  id: 100 + number,
  title_id: 1,
  number,
  name,
  plot: null,
  poster: null,
  release_date: null,
  episode_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

/** The network boundary: the admin seasons API over an in-memory list. */
function stubServer() {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method =
        new Headers(init.headers).get('x-http-method-override') ?? init.method ?? 'GET';
      sent.push({ method, url, body });
      const json = (payload: unknown) =>
        new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/v1/admin/seasons' && method === 'POST') {
        const created = { ...season(body.number, body.name), ...body };
        seasons.push(created);
        return json({ season: created });
      }
      const number = url.searchParams.get('number');
      let rows = seasons.filter((s) => number === null || s.number === Number(number));
      rows = [...rows].sort((a, b) => a.number - b.number);
      if (url.searchParams.get('orderDir') === 'desc') rows.reverse();
      const perPage = Number(url.searchParams.get('perPage') ?? 15);
      return json({
        data: rows.slice(0, perPage),
        total: rows.length,
        current_page: 1,
        per_page: perPage,
        last_page: 1,
        from: rows.length ? 1 : null,
        to: rows.length ? Math.min(rows.length, perPage) : null,
      });
    }),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/titles/:id/edit',
        element: (
          <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
            <Outlet />
          </AdminContext>
        ),
        children: [
          { path: 'seasons', element: <SeasonsTab /> },
          {
            path: 'seasons/:season',
            element: <SeasonLayout />,
            children: [{ path: 'episodes', element: <p>episodes of the season</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('SeasonsTab', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts empty, adds a season with the next number, and links it to its episodes', async () => {
    seasons = [];
    const user = userEvent.setup();
    renderAt('/admin/titles/1/edit/seasons');
    expect(await screen.findByText('No seasons yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('spinbutton', { name: /number/i })).toHaveValue(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Pilot season');
    await user.click(within(dialog).getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    const post = sent.find((request) => request.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/v1/admin/seasons');
    expect(post.body).toMatchObject({ title_id: 1, number: 1, name: 'Pilot season' });
    const link = await screen.findByRole('link', { name: 'Pilot season' });
    expect(link).toHaveAttribute('href', '/admin/titles/1/edit/seasons/1/episodes');
    // typing into react-admin's form under jsdom is slow
  }, 20_000);

  it('offers the number after the highest, specials aside', async () => {
    seasons = [season(0, null), season(1, null), season(4, 'Fourth')];
    const user = userEvent.setup();
    renderAt('/admin/titles/1/edit/seasons');
    expect(await screen.findByRole('link', { name: 'Specials' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Season 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add season' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('spinbutton', { name: /number/i })).toHaveValue(5),
    );
  }, 20_000);
});

describe('SeasonLayout', () => {
  beforeEach(() => {
    installBootstrap();
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('heads a season’s pages with its name, a way back, insights and its tabs', async () => {
    seasons = [season(2, null)];
    renderAt('/admin/titles/1/edit/seasons/2/episodes');
    expect(await screen.findByRole('heading', { name: 'Season 2' })).toBeInTheDocument();
    expect(screen.getByText('episodes of the season')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to seasons' })).toHaveAttribute(
      'href',
      '/admin/titles/1/edit/seasons',
    );
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/admin/titles/1/seasons/2/insights',
    );
    const tabs = within(screen.getByRole('tablist', { name: 'Season tabs' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Episodes', 'Cast', 'Crew', 'Videos']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[2]).toHaveAttribute('href', '/admin/titles/1/edit/seasons/2/crew');
  }, 20_000);
});
