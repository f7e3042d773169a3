import { render, screen, waitFor } from '@testing-library/react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminTitleRow } from '@common/api/admin-titles';
import { dataProvider } from '@client/admin/data-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { TitleList } from '@client/admin/resources/titles/title-list';
import { installBootstrap } from '../../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../../appearance/match-media-stub';

const HEAT: AdminTitleRow = {
  id: 5,
  type: 'movie',
  name: 'Heat',
  original_name: null,
  year: 1995,
  release_date: '1995-12-15',
  poster: null,
  rating: 8.3,
  vote_count: 10,
  popularity: 3,
  status: 'Released',
  language: 'en',
  season_count: 0,
  episode_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

let requests: URL[];

function renderList(path = '/admin/titles') {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requests.push(new URL(String(input), 'http://localhost'));
      return Response.json({
        data: [HEAT],
        current_page: 1,
        per_page: 10,
        total: 1,
        last_page: 1,
        from: 1,
        to: 1,
      });
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/admin/titles/*',
        element: (
          <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
            <ResourceContextProvider value="titles">
              <TitleList />
            </ResourceContextProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('TitleList', () => {
  let media: MatchMediaStub;
  beforeEach(() => installBootstrap());
  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  it('shows a sortable table, newest updates first, on wide screens', async () => {
    media = stubMatchMedia({ width: 1280 });
    renderList();
    expect(await screen.findByRole('columnheader', { name: /Rating/ })).toBeInTheDocument();
    expect(screen.getByText('Heat')).toBeInTheDocument();
    expect(screen.getByText('Movie')).toBeInTheDocument();
    expect(screen.getByText('Released')).toBeInTheDocument();
    const list = requests.find((url) => url.pathname === '/api/v1/admin/titles')!;
    expect(list.searchParams.get('orderBy')).toBe('updated_at');
    expect(list.searchParams.get('orderDir')).toBe('desc');
  });

  it('sends the filters from the URL as the API names them', async () => {
    media = stubMatchMedia({ width: 1280 });
    const filter = JSON.stringify({ q: 'heat', type: 'movie', yearFrom: 1990, status: 'Released' });
    renderList(`/admin/titles?filter=${encodeURIComponent(filter)}`);
    await waitFor(() =>
      expect(requests.some((url) => url.pathname === '/api/v1/admin/titles')).toBe(true),
    );
    const list = requests.find((url) => url.pathname === '/api/v1/admin/titles')!;
    expect(Object.fromEntries(list.searchParams)).toMatchObject({
      query: 'heat',
      type: 'movie',
      yearFrom: '1990',
      status: 'Released',
    });
  });

  it('shows one line per title linking to its edit page on phones', async () => {
    media = stubMatchMedia({ width: 390 });
    renderList();
    const item = await screen.findByRole('link', { name: /Heat.*1995 · Movie/ });
    expect(item).toHaveAttribute('href', '/admin/titles/5');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
