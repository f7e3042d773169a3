import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EpisodeAdminRecord } from '@common/api/admin-seasons';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import {
  EpisodeLayout,
  EpisodePrimaryFactsTab,
  SeasonLayout,
} from '@client/admin/resources/titles/seasons/season-tabs';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

let sent: Sent[];
let episode: EpisodeAdminRecord;

/** The network boundary: the admin episodes API over one episode. */
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
      if (method === 'PUT') {
        episode = { ...episode, ...(body as object) };
        return json({ episode });
      }
      if (url.pathname === `/api/v1/admin/episodes/${episode.id}`) return json({ episode });
      const wanted = url.searchParams.get('episode');
      const rows = wanted === null || Number(wanted) === episode.episode_number ? [episode] : [];
      return json({
        data: rows,
        total: rows.length,
        current_page: 1,
        per_page: 1,
        last_page: 1,
        from: rows.length ? 1 : null,
        to: rows.length ? 1 : null,
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
          {
            path: 'seasons/:season',
            element: <SeasonLayout />,
            children: [
              {
                path: 'episodes/:episode',
                element: <EpisodeLayout />,
                children: [
                  { path: 'primary-facts', element: <EpisodePrimaryFactsTab /> },
                  { path: 'cast', element: <p>cast of the episode</p> },
                ],
              },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('an episode’s pages', () => {
  beforeEach(() => {
    installBootstrap();
    episode = {
      id: 7,
      title_id: 1,
      season_id: 3,
      season_number: 1,
      episode_number: 2,
      name: 'The Second One',
      plot: null,
      poster: null,
      release_date: '2020-05-01',
      runtime: 44,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    };
    stubServer();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('heads them with S1 · E2 and the name, a way back to the season and its tabs', async () => {
    renderAt('/admin/titles/1/edit/seasons/1/episodes/2/cast');
    expect(
      await screen.findByRole('heading', { name: 'S1 · E2 The Second One' }),
    ).toBeInTheDocument();
    expect(screen.getByText('cast of the episode')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to episodes' })).toHaveAttribute(
      'href',
      '/admin/titles/1/edit/seasons/1/episodes',
    );
    expect(screen.getByRole('link', { name: 'Insights' })).toHaveAttribute(
      'href',
      '/admin/titles/1/seasons/1/episodes/2/insights',
    );
    // only the episode's header: the season's makes way for it
    expect(screen.queryByRole('tablist', { name: 'Season tabs' })).toBeNull();
    const tabs = within(screen.getByRole('tablist', { name: 'Episode tabs' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Primary facts', 'Cast', 'Crew', 'Videos']);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
  }, 20_000);

  it('saves its primary facts and follows a new number to the new address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/admin/titles/1/edit/seasons/1/episodes/2/primary-facts');
    const name = await screen.findByRole('textbox', { name: /name/i });
    await waitFor(() => expect(name).toHaveValue('The Second One'));
    await user.clear(name);
    await user.type(name, 'Renamed');
    const number = screen.getByRole('spinbutton', { name: /number/i });
    await user.clear(number);
    await user.type(number, '5');
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const put = sent.find((request) => request.method === 'PUT')!;
    expect(put.url.pathname).toBe('/api/v1/admin/episodes/7');
    expect(put.body).toEqual({
      name: 'Renamed',
      episode_number: 5,
      plot: null,
      poster: null,
      release_date: '2020-05-01',
      runtime: 44,
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        '/admin/titles/1/edit/seasons/1/episodes/5/primary-facts',
      ),
    );
  }, 20_000);
});
