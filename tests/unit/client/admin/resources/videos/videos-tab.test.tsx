import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminVideoRecord } from '@common/api/admin-videos';
import { dataProvider } from '@client/admin/data-provider';
import { VideosTab } from '@client/admin/resources/videos';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { buildUserFixture, installBootstrap } from '../../../../../support/bootstrap-fixture';

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

let sent: Sent[];

const video = (id: number, name: string, order: number): AdminVideoRecord => ({
  id,
  title_id: 7,
  season_number: 1,
  episode_number: null,
  episode_id: null,
  name,
  description: null,
  thumbnail: null,
  source: 'embed',
  src: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  category: 'trailer',
  quality: null,
  language: null,
  duration: 95,
  order,
  plays_count: 12,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  title: { id: 7, name: 'Severance', year: 2022, type: 'series' },
});

/** The network boundary: answers the scope's list like the server would, recording requests. */
function stubServer(videos: AdminVideoRecord[]) {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const method = url.searchParams.get('_method') ?? init.method ?? 'GET';
      sent.push({ method, url, body });
      const page = { data: videos, total: videos.length, current_page: 1, per_page: 100 };
      return new Response(JSON.stringify(method === 'GET' ? page : { message: 'ok' }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function renderTab(permissions: string[]) {
  installBootstrap({
    user: buildUserFixture({
      permissions: permissions.map((name) => ({ name, restrictions: [] })),
    }),
  });
  const router = createMemoryRouter(
    [
      {
        path: '/admin/titles/7/edit/seasons/1/videos',
        element: (
          <AdminContext dataProvider={withResourcePaths(dataProvider)} basename="/admin">
            <VideosTab scope={{ titleId: 7, season: 1 }} />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/admin/titles/7/edit/seasons/1/videos'] },
  );
  render(<RouterProvider router={router} />);
}

describe('VideosTab', () => {
  afterEach(() => vi.unstubAllGlobals());

  describe('with videos', () => {
    beforeEach(() => stubServer([video(1, 'Teaser', 0), video(2, 'Recap', 1)]));

    it("lists exactly the scope's videos in order, with their links", async () => {
      renderTab(['videos.update', 'videos.create', 'videos.delete']);
      const rows = await screen.findAllByRole('listitem');
      expect(rows.map((row) => within(row).getByText(/Teaser|Recap/).textContent)).toEqual([
        'Teaser',
        'Recap',
      ]);
      const list = sent.find((request) => request.url.pathname === '/api/v1/admin/videos')!;
      expect(Object.fromEntries(list.url.searchParams)).toMatchObject({
        titleId: '7',
        season: '1',
        orderBy: 'order',
        orderDir: 'asc',
      });
      expect(within(rows[0]!).getByText('Trailer · EMBED · 1:35 · 12 plays')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Edit Teaser' })).toHaveAttribute(
        'href',
        '/admin/titles/7/seasons/1/videos/1/edit',
      );
      expect(screen.getByRole('link', { name: 'Insights of Recap' })).toHaveAttribute(
        'href',
        '/admin/videos/2/insights',
      );
      expect(screen.getByRole('link', { name: 'Add video' })).toHaveAttribute(
        'href',
        '/admin/titles/7/seasons/1/videos/new',
      );
      expect(screen.getByRole('button', { name: 'Reorder Teaser' })).toHaveAttribute(
        'aria-roledescription',
        'sortable',
      );
    });

    it('hides adding and deleting from those without the permission', async () => {
      renderTab(['videos.update']);
      await screen.findByRole('button', { name: 'Reorder Teaser' });
      expect(screen.queryByRole('link', { name: 'Add video' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Delete Teaser' })).toBeNull();
    });

    it('removes a deleted video at once, and undo brings it back without a request', async () => {
      const user = userEvent.setup();
      renderTab(['videos.update', 'videos.delete']);
      await user.click(await screen.findByRole('button', { name: 'Delete Teaser' }));
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Reorder Teaser' })).toBeNull(),
      );
      await user.click(await screen.findByRole('button', { name: /undo/i }));
      expect(await screen.findByRole('button', { name: 'Reorder Teaser' })).toBeInTheDocument();
      expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    });
  });

  it('says when the scope has no videos', async () => {
    stubServer([]);
    renderTab(['videos.update']);
    expect(await screen.findByText('No videos yet.')).toBeInTheDocument();
  });
});
