import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@common/catalogue/catalogue-types';
import { ProfilePage } from '@client/site/profiles/profile-page';
import { dismissToast } from '@client/ui/toast/toast-store';
import { fakeApi, jsonResponse } from '../../client/account/support/fake-api';
import {
  ADA,
  comment,
  GRACE,
  page,
  renderSite,
  review,
  signIn,
  titleCard,
  userList,
} from './support/render-site';

function profile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    ...GRACE,
    created_at: '2025-03-10T00:00:00.000Z',
    followers_count: 12,
    followed_users_count: 3,
    lists_count: 1,
    ratings_count: 2,
    reviews_count: 1,
    comments_count: 1,
    is_followed: false,
    ...overrides,
  };
}

function renderProfile(entry: string) {
  return renderSite(
    [
      { path: '/user/:userId/:slug', element: <ProfilePage /> },
      { path: '/user/:userId/:slug/:tab', element: <ProfilePage /> },
    ],
    entry,
  );
}

function graceApi(user = profile()) {
  return fakeApi()
    .on('GET', 'users/2/profile', () => ({ user }))
    .on('GET', 'users/2/lists', page([userList({ user: GRACE, name: 'Noir nights' })]))
    .on('GET', 'users/2/ratings', page([{ id: 1, rating: 9, created_at: '', title: titleCard() }]))
    .on('GET', 'users/2/reviews', page([review({ title: titleCard() })]))
    .on(
      'GET',
      'users/2/comments',
      page([
        comment({
          content: 'Loved the score',
          commentable: {
            type: 'title',
            id: 7,
            name: 'Blade Runner',
            url: '/titles/7/blade-runner',
          },
        }),
      ]),
    )
    .on('GET', 'users/2/followers', page([ADA]))
    .on('GET', 'users/2/followed-users', page([]));
}

describe('ProfilePage', () => {
  beforeEach(() => dismissToast());
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToast();
  });

  it('shows the header and the lists tab by default', async () => {
    const api = graceApi();
    signIn(null);
    renderProfile('/user/2/grace-hopper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    expect(screen.getByText('Member since March 2025')).toBeVisible();
    expect(screen.getByRole('link', { name: '12 Followers' })).toHaveAttribute(
      'href',
      '/user/2/grace-hopper/followers',
    );
    expect(screen.getByRole('tab', { name: 'Lists 1' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Noir nights' })).toBeVisible();
    expect(api.sent('GET', 'users/2/lists')[0]!.query.get('page')).toBeNull();
    // Visitors get no Follow button.
    expect(screen.queryByRole('button', { name: 'Follow' })).not.toBeInTheDocument();
  });

  it('replaces a wrong slug with the canonical URL, keeping the tab and page', async () => {
    graceApi();
    signIn(null);
    const { router } = renderProfile('/user/2/Someone-Else/ratings?page=2');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/user/2/grace-hopper/ratings'),
    );
    expect(router.state.location.search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('tab', { name: 'Ratings 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('gives each tab its own URL and content', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const api = graceApi();
    signIn(null);
    const { router } = renderProfile('/user/2/grace-hopper');
    await screen.findByRole('heading', { name: 'Noir nights' });

    await user.click(screen.getByRole('tab', { name: 'Ratings 2' }));
    expect(router.state.location.pathname).toBe('/user/2/grace-hopper/ratings');
    expect(await screen.findByText('Rated 9')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Reviews 1' }));
    expect(await screen.findByRole('link', { name: 'Blade Runner (1982)' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Comments 1' }));
    expect(await screen.findByText('Loved the score')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Blade Runner' })).toHaveAttribute(
      'href',
      '/titles/7/blade-runner',
    );

    await user.click(screen.getByRole('tab', { name: 'Followers 12' }));
    expect(await screen.findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/1/ada-lovelace',
    );

    await user.click(screen.getByRole('tab', { name: 'Following 3' }));
    expect(router.state.location.pathname).toBe('/user/2/grace-hopper/followed-users');
    expect(await screen.findByText('Not following anyone yet')).toBeVisible();
    expect(screen.queryByText('There are no items matching your query')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Lists 1' }));
    expect(router.state.location.pathname).toBe('/user/2/grace-hopper');
    expect(api.unhandled).toEqual([]);
  });

  it('asks the API for the page in the URL', async () => {
    const api = graceApi();
    signIn(null);
    renderProfile('/user/2/grace-hopper/lists?page=3');
    await screen.findByRole('heading', { name: 'Noir nights' });
    expect(api.sent('GET', 'users/2/lists')[0]!.query.get('page')).toBe('3');
  });

  it('shows the not-found page for an unknown tab or user', async () => {
    graceApi();
    signIn(null);
    renderProfile('/user/2/grace-hopper/secrets');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });

  it('shows the not-found page when the API answers 404', async () => {
    fakeApi().on('GET', 'users/9/profile', () =>
      jsonResponse({ message: 'Not found', errors: {} }, 404),
    );
    signIn(null);
    renderProfile('/user/9/nobody');
    await waitFor(() =>
      expect(
        screen.getByText("Looks like you've found the doorway to the great nothing"),
      ).toBeVisible(),
    );
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('lets a signed-in member follow and unfollow someone else', async () => {
    const user = userEvent.setup();
    const api = graceApi()
      .on('POST', 'users/2/follow', { user: profile({ is_followed: true, followers_count: 13 }) })
      .on('DELETE', 'users/2/follow', { user: profile({ is_followed: false }) });
    signIn([], ADA.id);
    renderProfile('/user/2/grace-hopper');
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeVisible();
    expect(screen.getByRole('link', { name: '13 Followers' })).toBeVisible();
    expect(api.sent('POST', 'users/2/follow')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeVisible();
    expect(api.sent('DELETE', 'users/2/follow')).toHaveLength(1);
  });

  it('opens on the first tab that has something when the URL names none', async () => {
    const api = graceApi(profile({ lists_count: 0, ratings_count: 12 }));
    signIn(null);
    renderProfile('/user/2/grace-hopper');
    expect(await screen.findByRole('tab', { name: 'Ratings 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Rated 9')).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Ratings 12' })).toHaveAttribute(
      'href',
      '/user/2/grace-hopper',
    );
    expect(screen.getByRole('tab', { name: 'Lists 0' })).toHaveAttribute(
      'href',
      '/user/2/grace-hopper/lists',
    );
    expect(api.sent('GET', 'users/2/lists')).toHaveLength(0);
  });

  it("offers 'Create a list' on your own empty Lists tab", async () => {
    fakeApi()
      .on('GET', 'users/1/profile', {
        user: profile({ ...ADA, is_followed: null, lists_count: 0, ratings_count: 0 }),
      })
      .on('GET', 'users/1/lists', page([]));
    signIn(['lists.create'], ADA.id);
    renderProfile('/user/1/ada-lovelace/lists');
    expect(await screen.findByText('No lists yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a list' })).toHaveAttribute(
      'href',
      '/lists/new',
    );
  });

  it('has no Follow button on your own profile', async () => {
    fakeApi()
      .on('GET', 'users/1/profile', { user: profile({ ...ADA, is_followed: null }) })
      .on('GET', 'users/1/lists', page([]));
    signIn([], ADA.id);
    renderProfile('/user/1/ada-lovelace');
    const header = await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' });
    expect(header).toBeVisible();
    expect(await screen.findByText('No lists yet')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Unfollow' })).toBeNull();
  });
});
