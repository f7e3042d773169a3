import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TitleReviewsResponse } from '@common/catalogue/catalogue-types';
import { summarizeDistribution } from '@client/site/reviews/rating-distribution';
import { TitleReviewsSection } from '@client/site/reviews/title-reviews-section';
import { dismissToast, getToasts } from '@client/ui/toast/toast-store';
import { fakeApi, jsonResponse } from '../../client/account/support/fake-api';
import {
  ADA,
  GRACE,
  page,
  renderAt,
  review,
  signIn,
  titleCard,
} from '../profiles/support/render-site';

const DISTRIBUTION = [0, 0, 0, 0, 1, 0, 2, 3, 0, 4];

function reviewsPage(
  reviews: ReturnType<typeof review>[],
  overrides: Partial<TitleReviewsResponse> = {},
): TitleReviewsResponse {
  return { ...page(reviews), rating_distribution: DISTRIBUTION, ...overrides };
}

function renderReviews() {
  return renderAt(<TitleReviewsSection title={titleCard()} />);
}

describe('summarizeDistribution', () => {
  it('counts ratings and averages their scores', () => {
    expect(summarizeDistribution(DISTRIBUTION)).toEqual({ total: 10, average: 8.3 });
    expect(summarizeDistribution(Array(10).fill(0))).toEqual({ total: 0, average: null });
  });
});

describe('TitleReviewsSection', () => {
  beforeEach(() => dismissToast());
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToast();
  });

  it('shows the average and the distribution as a table, and the reviews', async () => {
    fakeApi().on('GET', 'titles/7/reviews', reviewsPage([review()]));
    signIn(null);
    renderReviews();
    const table = await screen.findByRole('table', { name: 'Rating distribution' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(rows.map((row) => row.textContent)).toEqual([
      '104',
      '90',
      '83',
      '72',
      '60',
      '51',
      '40',
      '30',
      '20',
      '10',
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('10');
    expect(screen.getByText('8.3')).toBeVisible();
    // named as the members' own, apart from the title's outside (IMDb) rating
    expect(screen.getByText('Members: 10 ratings')).toBeVisible();
    const card = screen.getByRole('article', { name: 'Review by Grace Hopper' });
    expect(within(card).getByRole('heading', { name: 'A classic' })).toBeVisible();
    expect(within(card).getByLabelText('Rated 8 out of 10')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('hides writing from members without reviews.create', async () => {
    fakeApi()
      .on('GET', 'titles/7/reviews', reviewsPage([review()]))
      .on('GET', 'titles/7/viewer-state', { rating: null, in_watchlist: false, review_id: null });
    signIn([], ADA.id);
    renderReviews();
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to write a review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it(
    'writes a review: server errors land on their fields, then it posts',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      let attempt = 0;
      const api = fakeApi()
        .on('GET', 'titles/7/reviews', reviewsPage([]))
        .on('GET', 'titles/7/viewer-state', { rating: 7, in_watchlist: false, review_id: null })
        .on('POST', 'titles/7/reviews', () =>
          ++attempt === 1
            ? jsonResponse(
                { message: 'Invalid', errors: { body: ['The body field is required.'] } },
                422,
              )
            : { review: review({ user: ADA }) },
        );
      signIn(['reviews.create'], ADA.id);
      renderReviews();
      expect(await screen.findByText('No reviews yet')).toBeVisible();
      expect(screen.getByText('Be the first to review this title.')).toBeVisible();
      await user.click(await screen.findByRole('button', { name: 'Write a review' }));
      const form = screen.getByRole('form', { name: 'Write a review' });
      // The score starts from the viewer's rating.
      expect(within(form).getByRole('radio', { name: '7 out of 10' })).toBeChecked();
      await user.click(within(form).getByRole('radio', { name: '9 out of 10' }));
      await user.type(within(form).getByRole('textbox', { name: 'Headline' }), 'Superb');
      await user.click(within(form).getByRole('button', { name: 'Publish review' }));

      const body = within(form).getByRole('textbox', { name: /Review/ });
      expect(await within(form).findByText('The body field is required.')).toBeVisible();
      expect(body).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(body).toHaveFocus());

      await user.type(body, 'Loved it');
      await user.click(within(form).getByRole('button', { name: 'Publish review' }));
      await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
      expect(api.sent('POST', 'titles/7/reviews')[1]!.body).toEqual({
        rating: 9,
        headline: 'Superb',
        body: 'Loved it',
      });
      expect(getToasts()[0]?.message).toBe('Review published');
    },
  );

  it('lets you edit and delete your own review only', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    const mine = review({ id: 5, user: ADA, headline: 'Mine', body: 'My words', rating: 6 });
    const api = fakeApi()
      .on('GET', 'titles/7/reviews', reviewsPage([review(), mine]))
      .on('GET', 'titles/7/viewer-state', { rating: 6, in_watchlist: false, review_id: 5 })
      .on('PUT', 'reviews/5', { review: mine })
      .on('DELETE', 'reviews/5', {});
    signIn(['reviews.create'], ADA.id);
    renderReviews();
    const myCard = await screen.findByRole('article', { name: 'Review by Ada Lovelace' });
    const theirCard = screen.getByRole('article', { name: 'Review by Grace Hopper' });
    expect(within(theirCard).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(theirCard).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument();

    await user.click(within(myCard).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('textbox', { name: 'Headline' })).toHaveValue('Mine');
    await user.type(within(form).getByRole('textbox', { name: /Review/ }), '!');
    await user.click(within(form).getByRole('button', { name: 'Update review' }));
    await waitFor(() => expect(api.sent('PUT', 'reviews/5')).toHaveLength(1));
    expect(api.sent('PUT', 'reviews/5')[0]!.body).toEqual({
      rating: 6,
      headline: 'Mine',
      body: 'My words!',
    });

    const card = await screen.findByRole('article', { name: 'Review by Ada Lovelace' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE', 'reviews/5')).toHaveLength(1));
    await waitFor(() => expect(getToasts()[0]?.message).toBe('Review deleted'));
  });

  it('loads more reviews and sorts by rating', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on('GET', 'titles/7/reviews', (request) =>
      request.query.get('page') === '2'
        ? reviewsPage([review({ id: 2, headline: 'Second page' })], {
            current_page: 2,
            last_page: 2,
          })
        : reviewsPage([review({ id: 1, headline: 'First page', user: GRACE })], {
            last_page: 2,
            total: 2,
          }),
    );
    signIn(null);
    renderReviews();
    await screen.findByText('First page');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Highest rated' }));
    await waitFor(() =>
      expect(api.sent('GET', 'titles/7/reviews').at(-1)!.query.get('order')).toBe('rating:desc'),
    );
    expect(api.sent('GET', 'titles/7/reviews')[0]!.query.get('order')).toBe('created_at:desc');
  });

  it("never shows the title's outside rating as the members' average", async () => {
    fakeApi()
      .on('GET', 'titles/7/reviews', reviewsPage([], { rating_distribution: Array(10).fill(0) }))
      .on('GET', 'titles/7/viewer-state', { rating: null, in_watchlist: false, review_id: null });
    renderAt(<TitleReviewsSection title={titleCard({ rating: 8.3, vote_count: 197_898 })} />);
    expect(await screen.findByText('Members: 0 ratings')).toBeVisible();
    expect(screen.queryByText('8.3')).toBeNull();
  });
});
