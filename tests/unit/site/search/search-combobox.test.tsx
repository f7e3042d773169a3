import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SearchResponse } from '@common/catalogue/catalogue-types';
import { SearchCombobox } from '@client/site/search/search-combobox';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { buildNewsSummary, buildPersonCard, buildTitleCard } from '../shared/catalogue-fixtures';
import { currentUrl, json, renderSite, requestedUrls, stubApi } from '../shared/render-site';

const RESULTS: SearchResponse = {
  query: 'he',
  titles: [
    buildTitleCard({ id: 1, name: 'Heat', year: 1995 }),
    buildTitleCard({ id: 2, name: 'Hellboy', year: 2004, type: 'series' }),
  ],
  people: [buildPersonCard({ id: 3, name: 'Helen Mirren', known_for_titles: ['The Queen'] })],
  news: [buildNewsSummary({ id: 4, title: 'Heat gets a sequel' })],
};

/** Moves the fake clock and lets React and the query client settle. */
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

// Synchronous events rather than user-event, whose own waits stall under fake timers.
function setup() {
  const view = renderSite([{ path: '/', element: <SearchCombobox /> }], '/');
  const input = screen.getByRole<HTMLInputElement>('combobox', { name: 'Search' });
  act(() => input.focus());
  /** Types text at the end of the field, one change event per character, as a keyboard would. */
  const type = (text: string) => {
    for (const char of text) fireEvent.change(input, { target: { value: input.value + char } });
  };
  const press = (...keys: string[]) => {
    for (const key of keys) fireEvent.keyDown(input, { key });
  };
  return { type, press, input, ...view };
}

async function typeAndWait(type: (text: string) => void, text: string) {
  type(text);
  await tick(250);
  await tick(10);
}

describe('SearchCombobox', () => {
  beforeEach(() => {
    installBootstrap();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is an ARIA combobox that controls a listbox', () => {
    stubApi(() => json(RESULTS));
    const { input } = setup();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listboxId = input.getAttribute('aria-controls')!;
    expect(document.getElementById(listboxId)).toHaveAttribute('role', 'listbox');
  });

  it('asks the server only after a 250 ms pause and with at least 2 characters', async () => {
    const fetchMock = stubApi(() => json(RESULTS));
    const { type } = setup();
    type('h');
    await tick(400);
    expect(fetchMock).not.toHaveBeenCalled();

    type('e');
    await tick(200);
    type('a');
    await tick(249);
    expect(fetchMock).not.toHaveBeenCalled();
    await tick(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url] = requestedUrls(fetchMock);
    expect(url!.pathname).toBe('/api/v1/search');
    expect(Object.fromEntries(url!.searchParams)).toEqual({ query: 'hea', limit: '5' });
  });

  it('aborts a request whose query is no longer wanted', async () => {
    const pending: Array<(response: Response) => void> = [];
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const { type } = setup();
    await typeAndWait(type, 'he');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await typeAndWait(type, 'a');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init!.signal!);
    expect(first!.aborted).toBe(true);
    expect(second!.aborted).toBe(false);
    expect(requestedUrls(fetchMock)[1]!.searchParams.get('query')).toBe('hea');
  });

  it('shows titles, people and news in labelled groups, and moves through them with the arrow keys', async () => {
    stubApi(() => json(RESULTS));
    const { type, press, input, router } = setup();
    await typeAndWait(type, 'he');

    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search suggestions' });
    expect(within(listbox).getByRole('group', { name: 'Titles' })).toBeVisible();
    expect(within(listbox).getByRole('group', { name: 'People' })).toBeVisible();
    expect(within(listbox).getByRole('group', { name: 'News' })).toBeVisible();
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Heat1995 · Movie',
      'Hellboy2004 · Series',
      'Helen MirrenThe Queen',
      'Heat gets a sequelCinedex Wire',
      'See all results for “he”',
    ]);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    press('ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    press('ArrowDown', 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    press('ArrowDown', 'ArrowDown', 'ArrowDown');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id); // wraps
    press('ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[4]!.id);
    press('ArrowUp', 'ArrowUp');
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);

    press('Enter');
    expect(currentUrl(router)).toBe('/people/3/helen-mirren');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to the search page on Enter without an active option', async () => {
    const fetchMock = stubApi(() => json(RESULTS));
    const { type, press, router } = setup();
    type('alien covenant');
    press('Enter');
    expect(currentUrl(router)).toBe('/search/alien%20covenant');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('closes the list on Escape and clears the field on a second Escape', async () => {
    stubApi(() => json(RESULTS));
    const { type, press, input } = setup();
    await typeAndWait(type, 'he');
    press('ArrowDown');
    expect(screen.getByRole('listbox')).toBeVisible();

    press('Escape');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('he');
    expect(input).toHaveFocus();

    press('ArrowDown');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    press('Escape', 'Escape');
    expect(input).toHaveValue('');
  });

  it('opens an option when it is clicked', async () => {
    stubApi(() => json(RESULTS));
    const { type, router } = setup();
    await typeAndWait(type, 'he');
    fireEvent.click(screen.getByRole('option', { name: /Heat gets a sequel/ }));
    expect(currentUrl(router)).toBe('/news/4');
  });

  it('says so when nothing matches', async () => {
    stubApi(() => json({ query: 'zz', titles: [], people: [], news: [] }));
    const { type } = setup();
    await typeAndWait(type, 'zz');
    expect(screen.getAllByText('There are no items matching your query')[0]).toBeVisible();
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
