import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { buildBootstrapFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { PersonPage } from '@client/site/people/person-page';
import { personPageResponse } from '../titles/catalogue-fixtures';
import {
  fetchedPaths,
  pageVisits,
  renderAt,
  resetStubs,
  scrollerNamed,
  stubApi,
} from '../titles/render-page';

const PATHS = ['/people/:personId', '/people/:personId/:personSlug'];

describe('PersonPage', () => {
  beforeEach(() => {
    installBootstrap();
    document.title = 'Site';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetStubs();
  });

  it('shows the portrait, facts, biography, known-for and filmography', async () => {
    const fetchMock = stubApi({ 'people/7': personPageResponse() });
    const { container } = renderAt(<PersonPage />, PATHS, '/people/7/ana-lima');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Ana Lima');
    expect(fetchedPaths(fetchMock)).toEqual(['people/7']);
    expect(screen.getByAltText('Portrait of Ana Lima')).toHaveAttribute(
      'src',
      '/art/profile/7.svg',
    );
    expect(screen.getByText('June 15, 1980 (age 45) in Porto, Portugal')).toBeVisible();
    expect(screen.queryByText('Died')).toBeNull();
    expect(screen.getByText('She began acting on stage.')).toBeVisible();

    const knownFor = scrollerNamed('Known for');
    expect(within(knownFor).getByText('Morning Again').closest('a')).toHaveAttribute(
      'href',
      '/titles/5/morning-again',
    );

    // the known-for department's tab comes first and is selected
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Acting (3)', 'Directing (1)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect([...panel.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      '2021',
      '2019',
      '2011',
    ]);
    expect(within(panel).getByText('as Lena')).toBeVisible();
    expect(within(panel).getByText('as Mara (12 episodes)')).toBeVisible();

    fireEvent.click(tabs[1]!);
    const directing = screen.getByRole('tabpanel');
    expect(within(directing).getByText('Short Film').closest('a')).toHaveAttribute(
      'href',
      '/titles/6/short-film',
    );
    expect(within(directing).getByText('Director')).toBeVisible();

    expect(scrollerNamed('Images').querySelectorAll('button')).toHaveLength(2);
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    await waitFor(() =>
      expect(pageVisits(fetchMock)).toEqual([{ model_type: 'person', model_id: 7 }]),
    );
    await waitFor(() => expect(document.title).toBe('Ana Lima - Cinedex'));
  });

  it('gives the age at death', async () => {
    const base = personPageResponse();
    stubApi({
      'people/7': {
        ...base,
        person: { ...base.person, death_date: '2020-06-14', death_place: 'Lisbon' },
      },
    });
    renderAt(<PersonPage />, PATHS, '/people/7/ana-lima');
    expect(await screen.findByText('June 15, 1980 in Porto, Portugal')).toBeVisible();
    expect(screen.getByText('June 14, 2020 (aged 39) in Lisbon')).toBeVisible();
  });

  it('collapses a long biography behind Read more', async () => {
    const base = personPageResponse();
    const biography = `${'A long career on stage and screen. '.repeat(30)}\n\nThe final paragraph.`;
    stubApi({ 'people/7': { ...base, person: { ...base.person, biography } } });
    renderAt(<PersonPage />, PATHS, '/people/7/ana-lima');
    const button = await screen.findByRole('button', { name: 'Read more' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(content).toHaveTextContent('The final paragraph.');
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('does not collapse a short biography', async () => {
    stubApi({ 'people/7': personPageResponse() });
    renderAt(<PersonPage />, PATHS, '/people/7/ana-lima');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('places the person_top ad right after the biography', async () => {
    const data = buildBootstrapFixture();
    installBootstrap({
      settings: { ...data.settings, ads: { ...data.settings.ads, person_top: '<b>ad</b>' } },
    });
    stubApi({ 'people/7': personPageResponse() });
    const { container } = renderAt(<PersonPage />, PATHS, '/people/7/ana-lima');
    const bio = await screen.findByText('She began acting on stage.');
    const ad = container.querySelector('[data-ad-slot="person_top"]')!;
    expect(bio.compareDocumentPosition(ad) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      ad.compareDocumentPosition(scrollerNamed('Known for')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('adds the slug to /people/:id', async () => {
    stubApi({ 'people/7': personPageResponse() });
    const { router } = renderAt(<PersonPage />, PATHS, '/people/7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/people/7/ana-lima'));
  });

  it('is a 404 for an unknown person', async () => {
    stubApi({});
    renderAt(<PersonPage />, PATHS, '/people/404');
    expect(
      await screen.findByText("Looks like you've found the doorway to the great nothing"),
    ).toBeVisible();
  });
});
