import { render, screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminTitleRecord } from '@common/api/admin-titles';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { TitleRoutes } from '@client/admin/resources/titles/title-routes';
import { buildUserFixture, installBootstrap } from '../../../../../support/bootstrap-fixture';

const SERIES: AdminTitleRecord = {
  id: 5,
  type: 'series',
  name: 'Harbour Lights',
  original_name: null,
  year: 2019,
  release_date: '2019-04-01',
  poster: null,
  rating: 7.5,
  vote_count: 10,
  popularity: 3,
  status: 'Ended',
  language: 'en',
  season_count: 2,
  episode_count: 16,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  runtime: 45,
  tagline: null,
  plot: 'Old plot',
  certification: null,
  country: 'GB',
  budget: null,
  revenue: null,
  backdrop: null,
  imdb_id: null,
  tmdb_id: null,
};

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}
let sent: Sent[];

function stubServer(title: AdminTitleRecord) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method =
        new Headers(init.headers).get('X-HTTP-Method-Override') ?? init.method ?? 'GET';
      sent.push({ method, url, body });
      const answer = method === 'PUT' ? { ...title, ...(body as object) } : title;
      return Response.json({ title: answer });
    }),
  );
}

function renderTitle(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/titles/:id/*',
        element: (
          <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
            <ResourceContextProvider value="titles">
              <TitleRoutes />
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

describe('title edit page', () => {
  beforeEach(() => {
    installBootstrap({
      user: buildUserFixture({ permissions: [{ name: 'admin', restrictions: [] }] }),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the header and tab links; an episode page keeps Seasons selected', async () => {
    stubServer(SERIES);
    renderTitle('/admin/titles/5/edit/seasons/1/episodes/2/cast');
    expect(await screen.findByRole('heading', { name: 'Harbour Lights' })).toBeInTheDocument();
    // the title's own tab bar (the episode below it has one of its own, where Cast is selected)
    const titleTabs = within(screen.getByRole('tablist', { name: 'Title sections' }));
    const seasons = titleTabs.getByRole('tab', { name: 'Seasons' });
    expect(seasons).toHaveAttribute('aria-selected', 'true');
    expect(seasons).toHaveAttribute('href', '/admin/titles/5/edit/seasons');
    expect(titleTabs.getByRole('tab', { name: 'Cast' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('link', { name: /View on site/ })).toHaveAttribute(
      'href',
      '/titles/5/harbour-lights',
    );
    expect(screen.getAllByRole('link', { name: /Insights/ })[0]).toHaveAttribute(
      'href',
      '/admin/titles/5/insights',
    );
    expect(screen.getByRole('button', { name: /Delete/ })).toBeInTheDocument();
  });

  it('hides Seasons for a movie', async () => {
    stubServer({ ...SERIES, type: 'movie' });
    renderTitle('/admin/titles/5/edit/cast');
    expect(await screen.findByRole('tab', { name: 'Cast' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Seasons' })).toBeNull();
  });

  it('saves only the changed primary facts', async () => {
    const user = userEvent.setup();
    stubServer(SERIES);
    renderTitle('/admin/titles/5/edit/primary-facts');
    const tagline = await screen.findByRole('textbox', { name: 'Tagline' });
    await user.click(tagline);
    await user.paste('Every tide returns.');
    await user.clear(screen.getByRole('textbox', { name: 'Plot' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const save = sent.find((request) => request.method === 'PUT')!;
    expect(save.url.pathname).toBe('/api/v1/admin/titles/5');
    expect(save.body).toEqual({ tagline: 'Every tide returns.', plot: null });
    expect(await screen.findByText('Title saved.')).toBeInTheDocument();
  }, 20_000);
});
