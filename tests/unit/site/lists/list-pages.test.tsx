import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ListPageResponse } from '@common/catalogue/catalogue-types';
import { ListPage } from '@client/site/lists/list-page';
import { ListsPage } from '@client/site/lists/lists-page';
import { FRENCH_LINES } from '@server/modules/localization/message-catalogue';
import { fakeApi, jsonResponse } from '../../client/account/support/fake-api';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import {
  ADA,
  GRACE,
  page,
  renderAt,
  signIn,
  titleCard,
  userList,
} from '../profiles/support/render-site';

describe('ListsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the viewer's lists as cards with their count and visibility", async () => {
    fakeApi().on(
      'GET',
      'lists',
      page([
        userList({ posters: ['art/poster/1.svg'] }),
        userList({ id: 4, name: 'Secret', public: false, items_count: 0 }),
      ]),
    );
    signIn(['lists.create'], ADA.id);
    renderAt(<ListsPage />, '/lists');
    const card = (await screen.findByRole('heading', { name: 'Favourites' })).closest('article')!;
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/lists/3');
    expect(within(card).getByText('2 titles')).toBeVisible();
    expect(within(card).getByText('Public')).toBeVisible();
    const secret = screen.getByRole('heading', { name: 'Secret' }).closest('article')!;
    expect(within(secret).getByText('Private')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New list' })).toHaveAttribute('href', '/lists/new');
    expect(document.title).toContain('Your lists');
  });

  it('counts titles and lists with plural rules, in English and in French', async () => {
    const lists = page([
      userList({ id: 5, name: 'One', items_count: 1 }),
      userList({ id: 6, name: 'None', items_count: 0 }),
    ]);
    fakeApi().on('GET', 'lists', { ...lists, total: 1 });
    const english = signIn(['lists.create'], ADA.id);
    const { unmount } = renderAt(<ListsPage />, '/lists');
    const one = (await screen.findByRole('heading', { name: 'One' })).closest('article')!;
    expect(within(one).getByText('1 title')).toBeVisible();
    const none = screen.getByRole('heading', { name: 'None' }).closest('article')!;
    expect(within(none).getByText('0 titles')).toBeVisible();
    expect(screen.getByText('1 list')).toBeVisible();
    unmount();

    installBootstrap({
      ...english,
      i18n: { ...english.i18n, language: 'fr', lines: FRENCH_LINES },
    });
    renderAt(<ListsPage />, '/lists');
    const un = (await screen.findByRole('heading', { name: 'One' })).closest('article')!;
    expect(within(un).getByText('1 titre')).toBeVisible();
    const aucun = screen.getByRole('heading', { name: 'None' }).closest('article')!;
    expect(within(aucun).getByText('0 titre')).toBeVisible();
    expect(screen.getByText('1 liste')).toBeVisible();
  });

  it("has an empty state and no 'New list' without lists.create", async () => {
    fakeApi().on('GET', 'lists', page([]));
    signIn([], ADA.id);
    renderAt(<ListsPage />, '/lists');
    expect(await screen.findByText('No lists yet')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'New list' })).not.toBeInTheDocument();
  });
});

describe('ListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const response: ListPageResponse = {
    list: userList({ description: 'The very best', user: ADA }),
    items: page([{ ...titleCard(), list_item_id: 1, order: 1 }], { last_page: 3 }),
  };

  it('shows the list with its owner, titles and pagination; Edit for the owner', async () => {
    const api = fakeApi().on('GET', 'lists/3', response);
    signIn([], ADA.id);
    renderAt(<ListPage />, '/lists/:slugOrId', '/lists/3?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'By Ada Lovelace' })).toHaveAttribute(
      'href',
      '/user/1/ada-lovelace',
    );
    expect(screen.getByText('The very best')).toBeVisible();
    expect(screen.getByRole('link', { name: /Blade Runner/ })).toHaveAttribute(
      'href',
      '/titles/7/blade-runner',
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/lists/3/edit');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute(
      'href',
      '/lists/3?page=3',
    );
    expect(api.sent('GET', 'lists/3')[0]!.query.get('page')).toBe('2');
  });

  it("credits one of the site's lists to the site, not to the admin who made it", async () => {
    fakeApi().on('GET', 'lists/3', { ...response, list: { ...response.list, site: true } });
    signIn([], GRACE.id);
    renderAt(<ListPage />, '/lists/:slugOrId', '/lists/3');
    await screen.findByRole('heading', { level: 1, name: 'Favourites' });
    expect(screen.getByText('By Cinedex')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'By Ada Lovelace' })).not.toBeInTheDocument();
  });

  it('has no Edit for other people', async () => {
    fakeApi().on('GET', 'lists/3', response);
    signIn([], GRACE.id);
    renderAt(<ListPage />, '/lists/:slugOrId', '/lists/3');
    await screen.findByRole('heading', { level: 1, name: 'Favourites' });
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a missing or private list', async () => {
    fakeApi().on('GET', 'lists/99', () => jsonResponse({ message: 'Not found', errors: {} }, 404));
    signIn(null);
    renderAt(<ListPage />, '/lists/:slugOrId', '/lists/99');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });
});
