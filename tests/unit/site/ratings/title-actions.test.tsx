import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TitleActions } from '@client/site/ratings/title-actions';
import { ratingForKey } from '@client/site/ratings/star-rating-input';
import { dismissToast, getToasts } from '@client/ui/toast/toast-store';
import { fakeApi, jsonResponse } from '../../client/account/support/fake-api';
import { deferred } from '../../client/auth/support/fetch-stub';
import { page, renderAt, signIn, titleCard, userList } from '../profiles/support/render-site';

const TITLE = titleCard();
const STATE_PATH = 'titles/7/viewer-state';

function renderActions() {
  return renderAt(<TitleActions title={TITLE} />);
}

describe('ratingForKey', () => {
  it('steps with arrows, jumps with Home/End and picks with digits (0 is 10)', () => {
    expect(ratingForKey('ArrowRight', null)).toBe(1);
    expect(ratingForKey('ArrowUp', 4)).toBe(5);
    expect(ratingForKey('ArrowRight', 10)).toBe(10);
    expect(ratingForKey('ArrowLeft', 4)).toBe(3);
    expect(ratingForKey('ArrowDown', 1)).toBe(1);
    expect(ratingForKey('Home', 6)).toBe(1);
    expect(ratingForKey('End', 2)).toBe(10);
    expect(ratingForKey('7', null)).toBe(7);
    expect(ratingForKey('0', 3)).toBe(10);
    expect(ratingForKey('a', 3)).toBeNull();
  });
});

describe('TitleActions', () => {
  beforeEach(() => dismissToast());
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToast();
  });

  it('offers visitors a sign-in link instead of the actions, without asking for viewer state', async () => {
    const api = fakeApi();
    signIn(null);
    renderActions();
    const link = screen.getByRole('link', { name: 'Sign in to rate' });
    expect(link).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Watchlist' })).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(await screen.findByText('Login page')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('hides Rate from members without ratings.create but keeps the watchlist', async () => {
    fakeApi().on('GET', STATE_PATH, { rating: null, in_watchlist: false, review_id: null });
    signIn([]);
    renderActions();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Watchlist' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Rate' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to list' })).toBeVisible();
  });

  it('rates with the keyboard: digits, arrows, Home/End, then Enter saves at once', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const api = fakeApi()
      .on('GET', STATE_PATH, { rating: null, in_watchlist: false, review_id: null })
      .on('PUT', 'titles/7/rating', () => answer.promise);
    signIn(['ratings.create']);
    renderActions();

    await user.click(await screen.findByRole('button', { name: 'Rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rate Blade Runner' });
    const group = within(dialog).getByRole('radiogroup', { name: 'Rating' });
    expect(within(dialog).getByRole('button', { name: 'Rate' })).toBeDisabled();
    // The first star holds the focus; keys move the checked star and the focus with it.
    expect(within(group).getByRole('radio', { name: '1 out of 10' })).toHaveFocus();
    await user.keyboard('7');
    expect(within(group).getByRole('radio', { name: '7 out of 10' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: '7 out of 10' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(group).getByRole('radio', { name: '9 out of 10' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(within(group).getByRole('radio', { name: '8 out of 10' })).toBeChecked();
    await user.keyboard('{End}');
    expect(within(group).getByRole('radio', { name: '10 out of 10' })).toBeChecked();
    await user.keyboard('{Home}');
    expect(within(group).getByRole('radio', { name: '1 out of 10' })).toBeChecked();
    await user.keyboard('6{Enter}');

    // Optimistic: the button shows the new rating before the server answers.
    expect(await screen.findByRole('button', { name: 'Your rating: 6 out of 10' })).toBeVisible();
    expect(api.sent('PUT', 'titles/7/rating').map((r) => r.body)).toEqual([{ rating: 6 }]);
    await act(async () => answer.resolve(jsonResponse({ rating: 6 })));
    await waitFor(() => expect(getToasts()[0]?.message).toBe('Rating saved'));
  });

  it('rolls the rating back and shows the server message when saving fails', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    fakeApi()
      .on('GET', STATE_PATH, { rating: 4, in_watchlist: false, review_id: null })
      .on('PUT', 'titles/7/rating', () => answer.promise);
    signIn(['ratings.create']);
    renderActions();

    await user.click(await screen.findByRole('button', { name: 'Your rating: 4 out of 10' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: '4 out of 10' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(await screen.findByRole('button', { name: 'Your rating: 6 out of 10' })).toBeVisible();

    await act(async () =>
      answer.resolve(
        jsonResponse({ message: 'You are not allowed to rate titles.', errors: {} }, 403),
      ),
    );
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        type: 'danger',
        message: 'You are not allowed to rate titles.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Your rating: 4 out of 10' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Your rating: 6/ })).not.toBeInTheDocument();
  });

  it('removes a rating with DELETE', async () => {
    const user = userEvent.setup();
    let rating: number | null = 9;
    const api = fakeApi()
      .on('GET', STATE_PATH, () => ({ rating, in_watchlist: false, review_id: null }))
      .on('DELETE', 'titles/7/rating', () => {
        rating = null;
        return {};
      });
    signIn(['ratings.create']);
    renderActions();
    await user.click(await screen.findByRole('button', { name: 'Your rating: 9 out of 10' }));
    await user.click(await screen.findByRole('button', { name: 'Remove rating' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Rate' })).toBeVisible();
    expect(api.sent('DELETE', 'titles/7/rating')).toHaveLength(1);
  });

  it('toggles the watchlist with aria-pressed and undoes it when the server refuses', async () => {
    const user = userEvent.setup();
    let fail = false;
    let inWatchlist = false;
    const api = fakeApi()
      .on('GET', STATE_PATH, () => ({ rating: null, in_watchlist: inWatchlist, review_id: null }))
      .on('POST', 'watchlist', () => {
        if (fail) return jsonResponse({ message: 'Nope', errors: {} }, 403);
        inWatchlist = true;
        return {};
      })
      .on('DELETE', 'watchlist/7', {});
    signIn([]);
    renderActions();
    const button = await screen.findByRole('button', { name: 'Watchlist' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fail = true;
    await user.click(button);
    await waitFor(() => expect(getToasts()[0]?.message).toBe('Nope'));
    expect(button).toHaveAttribute('aria-pressed', 'false');

    fail = false;
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.sent('POST', 'watchlist').at(-1)?.body).toEqual({ title_id: 7 });
    await waitFor(() => expect(getToasts()[0]?.message).toBe('Added to your watchlist'));
  });

  it("lists the viewer's lists with checkmarks and adds or removes the title", async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on('GET', STATE_PATH, { rating: null, in_watchlist: false, review_id: null, list_ids: [3] })
      .on(
        'GET',
        'lists',
        page([userList(), userList({ id: 4, name: 'To watch', slug: 'to-watch', items_count: 0 })]),
      )
      .on('POST', 'lists/4/items', {})
      .on('DELETE', 'lists/3/items/7', {});
    signIn(['lists.create']);
    renderActions();
    await user.click(await screen.findByRole('button', { name: 'Add to list' }));
    const favourites = await screen.findByRole('menuitemcheckbox', { name: /Favourites/ });
    const toWatch = screen.getByRole('menuitemcheckbox', { name: /To watch/ });
    expect(favourites).toHaveAttribute('aria-checked', 'true');
    expect(toWatch).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitem', { name: 'New list' })).toBeVisible();

    await user.click(toWatch);
    expect(toWatch).toHaveAttribute('aria-checked', 'true');
    expect(api.sent('POST', 'lists/4/items')[0]?.body).toEqual({ title_id: 7 });
    await user.click(favourites);
    expect(favourites).toHaveAttribute('aria-checked', 'false');
    await waitFor(() => expect(api.sent('DELETE', 'lists/3/items/7')).toHaveLength(1));
  });

  it("hides 'New list' from members without lists.create", async () => {
    const user = userEvent.setup();
    fakeApi()
      .on('GET', STATE_PATH, { rating: null, in_watchlist: false, review_id: null })
      .on('GET', 'lists', page([]));
    signIn([]);
    renderActions();
    await user.click(await screen.findByRole('button', { name: 'Add to list' }));
    expect(await screen.findByText('You have no lists yet')).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'New list' })).not.toBeInTheDocument();
  });
});
