import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, ResourceContextProvider } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from '@client/admin/data-provider';
import { CustomPageList } from '@client/admin/resources/custom-pages/custom-page-list';
import { LocalizationList } from '@client/admin/resources/localizations/localization-list';
import type { CustomPageRecord } from '@common/api/pages';
import type { LocalizationRecord } from '@common/api/localizations';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../appearance/match-media-stub';
import { stubFetch } from '../fetch-stub';

const page = <T,>(data: T[]) => ({
  data,
  current_page: 1,
  per_page: 10,
  total: data.length,
  last_page: 1,
  from: 1,
  to: data.length,
});

function renderList(resource: string, list: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: `/admin/${resource}/*`,
        element: (
          <AdminContext dataProvider={dataProvider} basename="/admin">
            <ResourceContextProvider value={resource}>{list}</ResourceContextProvider>
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [`/admin/${resource}`] },
  );
  render(<RouterProvider router={router} />);
}

/** The admin lists ask the API for the relations they show (react-admin meta, spec 7.1). */
describe('admin lists with relations', () => {
  let media: MatchMediaStub;
  beforeEach(() => {
    installBootstrap();
    media = stubMatchMedia({ width: 1280 });
  });
  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
  });

  it("shows each custom page's author, asked for with with=user", async () => {
    const about: CustomPageRecord = {
      id: 3,
      title: 'About us',
      slug: 'about',
      body: '<p>Hi</p>',
      meta: {},
      hide_nav: 0,
      user_id: 7,
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      user: { id: 7, name: 'Ada Lovelace', image: null },
    };
    const fetch = stubFetch({ body: page([about]) });
    renderList('custom-pages', <CustomPageList />);
    const row = (await screen.findByText('About us')).closest('tr')!;
    expect(within(row).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Author' })).toBeInTheDocument();
    expect(fetch.last().url.searchParams.get('with')).toBe('user');
  });

  it('shows how many lines each localization has, asked for with loadCount=lines', async () => {
    const french: LocalizationRecord = {
      id: 2,
      name: 'Français',
      language: 'fr',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-02T00:00:00.000Z',
      lines_count: 186,
    };
    const fetch = stubFetch({ body: page([french]) });
    renderList('localizations', <LocalizationList />);
    const row = (await screen.findByText('Français')).closest('tr')!;
    expect(within(row).getByText('186')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Translated lines' })).toBeInTheDocument();
    expect(fetch.last().url.searchParams.get('loadCount')).toBe('lines');
  });
});
