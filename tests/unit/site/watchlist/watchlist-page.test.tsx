import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WatchlistPage } from '@client/site/watchlist/watchlist-page';
import { dismissToast, getToasts } from '@client/ui/toast/toast-store';
import { fakeApi, jsonResponse } from '../../client/account/support/fake-api';
import { deferred } from '../../client/auth/support/fetch-stub';
import { ADA, page, renderAt, signIn, titleCard } from '../profiles/support/render-site';

const ALIEN = titleCard({ id: 11, name: 'Alien', year: 1979 });
const HEAT = titleCard({ id: 13, name: 'Heat', year: 1995 });

describe('WatchlistPage', () => {
  beforeEach(() => dismissToast());
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToast();
  });

  it('removes a title at once and keeps it gone when the server agrees', async () => {
    const user = userEvent.setup();
    let items = [ALIEN, HEAT];
    const api = fakeApi()
      .on('GET', 'watchlist', () => page(items))
      .on('DELETE', 'watchlist/11', () => {
        items = [HEAT];
        return {};
      });
    signIn([], ADA.id);
    renderAt(<WatchlistPage />, '/watchlist');
    expect(await screen.findByRole('heading', { name: 'Alien' })).toBeVisible();
    expect(screen.getByText('2 titles')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove Alien from your watchlist' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Alien' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Heat' })).toBeVisible();
    expect(api.sent('DELETE', 'watchlist/11')).toHaveLength(1);
    await waitFor(() => expect(getToasts()[0]?.message).toBe('Removed :name from your watchlist'));
  });

  it('puts the title back when removing fails', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    fakeApi()
      .on('GET', 'watchlist', page([ALIEN, HEAT]))
      .on('DELETE', 'watchlist/11', () => answer.promise);
    signIn([], ADA.id);
    renderAt(<WatchlistPage />, '/watchlist');
    await user.click(
      await screen.findByRole('button', { name: 'Remove Alien from your watchlist' }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Alien' })).toBeNull());
    await act(async () => answer.resolve(jsonResponse({ message: 'Try later', errors: {} }, 403)));
    expect(await screen.findByRole('heading', { name: 'Alien' })).toBeVisible();
    expect(getToasts()[0]).toMatchObject({ type: 'danger', message: 'Try later' });
  });

  it('has an empty state that says so, with a link to browse', async () => {
    fakeApi().on('GET', 'watchlist', page([]));
    signIn([], ADA.id);
    renderAt(<WatchlistPage />, '/watchlist');
    expect(await screen.findByText('Your watchlist is empty')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse movies' })).toHaveAttribute('href', '/movies');
  });
});
