import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import type {
  Comment,
  PublicUser,
  Review,
  TitleCard,
  UserList,
} from '@common/catalogue/catalogue-types';
import type { PaginationResponse } from '@common/http/responses';
import type { GrantedPermission } from '@common/permissions/permission';
import { DialogHost } from '@client/ui/dialog/dialog-host';
import { buildUserFixture, installBootstrap } from '../../../../support/bootstrap-fixture';

/** Signs in a member holding the named permissions (null: a visitor with the guest role). */
export function signIn(permissions: string[] | null, id = 1) {
  const granted: GrantedPermission[] = (permissions ?? []).map((name) => ({
    name,
    restrictions: [],
  }));
  return installBootstrap({
    user:
      permissions === null
        ? null
        : buildUserFixture({
            id,
            permissions: [{ name: 'titles.view', restrictions: [] }, ...granted],
          }),
  });
}

/**
 * Renders routes in a memory router with a fresh query client and the dialog host, as the app
 * nests them. Extra routes observe navigation (e.g. '/login').
 */
export function renderSite(
  routes: RouteObject[],
  initialEntry: string | { pathname: string; state?: unknown } = '/',
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <DialogHost />
          </>
        ),
        children: [
          ...routes,
          { path: '/login', element: <p>Login page</p> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** One element at `path` (default '/'). */
export function renderAt(element: ReactElement, path = '/', entry = path) {
  return renderSite([{ path, element }], entry);
}

export function page<T>(data: T[], overrides: Partial<PaginationResponse<T>> = {}) {
  return {
    data,
    current_page: 1,
    per_page: 15,
    total: data.length,
    last_page: 1,
    from: data.length ? 1 : null,
    to: data.length ? data.length : null,
    ...overrides,
  } satisfies PaginationResponse<T>;
}

export function titleCard(overrides: Partial<TitleCard> = {}): TitleCard {
  return {
    id: 7,
    type: 'movie',
    name: 'Blade Runner',
    year: 1982,
    release_date: '1982-06-25',
    poster: null,
    backdrop: null,
    rating: 8.1,
    vote_count: 120,
    rating_source: 'IMDb',
    popularity: 50,
    runtime: 117,
    genres: [],
    ...overrides,
  };
}

export const ADA: PublicUser = { id: 1, name: 'Ada Lovelace', image: null };
export const GRACE: PublicUser = { id: 2, name: 'Grace Hopper', image: null };

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 1,
    title_id: 7,
    user: GRACE,
    rating: 8,
    headline: 'A classic',
    body: 'Rain, neon and replicants.',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function comment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: 1,
    commentable_type: 'title',
    commentable_id: 7,
    parent_id: null,
    depth: 0,
    content: 'Great film',
    deleted: false,
    user: GRACE,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function userList(overrides: Partial<UserList> = {}): UserList {
  return {
    id: 3,
    user: ADA,
    name: 'Favourites',
    slug: 'favourites',
    description: null,
    public: true,
    site: false,
    items_count: 2,
    posters: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
