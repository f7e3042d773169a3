import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ListPageResponse } from '@common/catalogue/catalogue-types';
import { ListEditorPage } from '@client/site/lists/list-editor-page';
import { dismissToast, getToasts } from '@client/ui/toast/toast-store';
import { fakeApi, jsonResponse } from '../../client/account/support/fake-api';
import {
  ADA,
  GRACE,
  page,
  renderSite,
  signIn,
  titleCard,
  userList,
} from '../profiles/support/render-site';

const ALIEN = titleCard({ id: 11, name: 'Alien', year: 1979 });
const ARRIVAL = titleCard({ id: 12, name: 'Arrival', year: 2016 });
const HEAT = titleCard({ id: 13, name: 'Heat', year: 1995 });

function renderEditor(entry: string, state?: unknown) {
  return renderSite(
    [
      { path: '/lists/new', element: <ListEditorPage /> },
      { path: '/lists/:slugOrId/edit', element: <ListEditorPage /> },
      { path: '/lists/:slugOrId', element: <p>List page</p> },
      { path: '/lists', element: <p>Lists page</p> },
    ],
    state ? { pathname: entry, state } : entry,
  );
}

function searchApi() {
  return fakeApi().on('GET', 'search', (request) => {
    const query = request.query.get('query')?.toLowerCase() ?? '';
    return {
      query,
      titles: [ALIEN, ARRIVAL, HEAT].filter((title) => title.name.toLowerCase().startsWith(query)),
      people: [],
      news: [],
    };
  });
}

async function addTitle(user: ReturnType<typeof userEvent.setup>, query: string, name: string) {
  const box = screen.getByRole('combobox', { name: 'Add a title' });
  await user.clear(box);
  await user.type(box, query);
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

function rowNames() {
  const list = screen.getByRole('list', { name: 'Titles in this list' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p[title]')?.getAttribute('title'));
}

describe('ListEditorPage', () => {
  beforeEach(() => dismissToast());
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToast();
  });

  it(
    'creates a list: search to add, reorder with the keyboard, remove, then POST and go to it',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      const api = searchApi().on('POST', 'lists', {
        list: userList({ id: 21, name: 'Sci-fi' }),
      });
      signIn(['lists.create'], ADA.id);
      const { router } = renderEditor('/lists/new');

      await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sci-fi');
      await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Space!');
      await user.click(screen.getByRole('switch', { name: 'Public' }));
      expect(screen.getByText('Only you can see this list.')).toBeVisible();

      await addTitle(user, 'ali', 'Alien');
      await addTitle(user, 'arr', 'Arrival');
      await addTitle(user, 'hea', 'Heat');
      expect(rowNames()).toEqual(['Alien', 'Arrival', 'Heat']);
      expect(api.sent('GET', 'search').at(-1)!.query.get('types')).toBe('title');
      expect(api.sent('GET', 'search').at(-1)!.query.get('limit')).toBe('8');

      // Keyboard reordering: the moved title's button keeps the focus.
      const down = screen.getByRole('button', { name: 'Move Alien down' });
      down.focus();
      await user.keyboard('{Enter}');
      expect(rowNames()).toEqual(['Arrival', 'Alien', 'Heat']);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Move Alien down' })).toHaveFocus(),
      );
      await user.keyboard('{Enter}');
      expect(rowNames()).toEqual(['Arrival', 'Heat', 'Alien']);
      // At the bottom 'down' is disabled, so focus moves to 'up'.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Move Alien up' })).toHaveFocus(),
      );
      expect(screen.getByRole('status', { hidden: true })).toHaveTextContent(
        'Moved Alien to position 3 of 3',
      );
      await user.click(screen.getByRole('button', { name: 'Move Heat up' }));
      expect(rowNames()).toEqual(['Heat', 'Arrival', 'Alien']);
      await user.click(screen.getByRole('button', { name: 'Remove Arrival' }));
      expect(rowNames()).toEqual(['Heat', 'Alien']);

      await user.click(screen.getByRole('button', { name: 'Create list' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/lists/21'));
      expect(api.sent('POST', 'lists')[0]!.body).toEqual({
        name: 'Sci-fi',
        description: 'Space!',
        public: false,
        title_ids: [13, 11],
      });
      expect(getToasts()[0]?.message).toBe('List created');
    },
  );

  it('reorders by dragging a row onto another', async () => {
    signIn(['lists.create'], ADA.id);
    searchApi();
    renderEditor('/lists/new', { titles: [ALIEN, ARRIVAL, HEAT] });
    await waitFor(() => expect(rowNames()).toEqual(['Alien', 'Arrival', 'Heat']));
    const rows = within(screen.getByRole('list', { name: 'Titles in this list' })).getAllByRole(
      'listitem',
    );
    const dataTransfer = { effectAllowed: '', dropEffect: '', setData: vi.fn() };
    fireEvent.dragStart(rows[0]!, { dataTransfer });
    fireEvent.dragOver(rows[2]!, { dataTransfer });
    fireEvent.drop(rows[2]!, { dataTransfer });
    expect(rowNames()).toEqual(['Arrival', 'Heat', 'Alien']);
  });

  it('shows the server message when the list quota is used up', async () => {
    const user = userEvent.setup();
    searchApi().on('POST', 'lists', () =>
      jsonResponse({ message: 'You have reached the maximum number of lists.', errors: {} }, 403),
    );
    signIn(['lists.create'], ADA.id);
    const { router } = renderEditor('/lists/new');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({
        type: 'danger',
        message: 'You have reached the maximum number of lists.',
      }),
    );
    expect(router.state.location.pathname).toBe('/lists/new');
  });

  it('puts validation errors on the fields', async () => {
    const user = userEvent.setup();
    searchApi().on('POST', 'lists', () =>
      jsonResponse(
        { message: 'Invalid', errors: { name: ['The name has already been taken.'] } },
        422,
      ),
    );
    signIn(['lists.create'], ADA.id);
    renderEditor('/lists/new');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.type(name, 'Dup');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('The name has already been taken.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts with the title a title page sent along', async () => {
    signIn(['lists.create'], ADA.id);
    searchApi();
    renderEditor('/lists/new', { titles: [HEAT] });
    await waitFor(() => expect(rowNames()).toEqual(['Heat']));
  });

  it('is not offered to members without lists.create', () => {
    signIn([], ADA.id);
    searchApi();
    renderEditor('/lists/new');
    expect(
      screen.getByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });

  describe('editing', () => {
    const existing: ListPageResponse = {
      list: userList({ id: 3, name: 'Favourites', description: 'Best', public: true }),
      items: page([
        { ...ALIEN, list_item_id: 1, order: 1 },
        { ...ARRIVAL, list_item_id: 2, order: 2 },
      ]),
    };

    it(
      'saves fields, removed and added titles and the new order',
      { timeout: 30_000 },
      async () => {
        const user = userEvent.setup();
        const api = searchApi()
          .on('GET', 'lists/favourites', existing)
          .on('PUT', 'lists/3', { list: existing.list })
          .on('DELETE', 'lists/3/items/12', {})
          .on('POST', 'lists/3/items', {})
          .on('PUT', 'lists/3/items/order', {});
        signIn([], ADA.id);
        const { router } = renderEditor('/lists/favourites/edit');
        const name = await screen.findByRole('textbox', { name: 'Name' });
        expect(name).toHaveValue('Favourites');
        expect(rowNames()).toEqual(['Alien', 'Arrival']);
        expect(api.sent('GET', 'lists/favourites')[0]!.query.get('perPage')).toBe('100');

        await user.clear(name);
        await user.type(name, 'Top');
        await user.click(screen.getByRole('button', { name: 'Remove Arrival' }));
        await addTitle(user, 'hea', 'Heat');
        await user.click(screen.getByRole('button', { name: 'Move Heat up' }));
        expect(rowNames()).toEqual(['Heat', 'Alien']);
        await user.click(screen.getByRole('button', { name: 'Save' }));

        await waitFor(() => expect(router.state.location.pathname).toBe('/lists/3'));
        expect(api.sent('PUT', 'lists/3')[0]!.body).toEqual({
          name: 'Top',
          description: 'Best',
          public: true,
        });
        expect(api.sent('DELETE', 'lists/3/items/12')).toHaveLength(1);
        expect(api.sent('POST', 'lists/3/items')[0]!.body).toEqual({ title_id: 13 });
        expect(api.sent('PUT', 'lists/3/items/order')[0]!.body).toEqual({ title_ids: [13, 11] });
      },
    );

    it('deletes the list after confirmation', async () => {
      const user = userEvent.setup();
      const api = searchApi().on('GET', 'lists/favourites', existing).on('DELETE', 'lists/3', {});
      signIn([], ADA.id);
      const { router } = renderEditor('/lists/favourites/edit');
      await user.click(await screen.findByRole('button', { name: 'Delete list' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete list' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/lists'));
      expect(api.sent('DELETE', 'lists/3')).toHaveLength(1);
      expect(getToasts()[0]?.message).toBe('List deleted');
    });

    it("refuses someone else's list", async () => {
      searchApi().on('GET', 'lists/favourites', {
        ...existing,
        list: { ...existing.list, user: GRACE },
      });
      signIn([], ADA.id);
      renderEditor('/lists/favourites/edit');
      expect(
        await screen.findByText("Looks like you've found the doorway to the great nothing"),
      ).toBeVisible();
      expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    });
  });
});
