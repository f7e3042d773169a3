import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdSlot } from '@client/site/shared/ad-slot';
import { Carousel } from '@client/site/shared/carousel';
import { excerpt } from '@client/site/shared/format';
import { formatDuration, formatRuntime } from '@client/site/titles/catalogue-format';
import { MediaImage } from '@client/site/shared/media-image';
import { TitleCard } from '@client/site/shared/title-card';
import { buildBootstrapFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { buildTitleCard } from './catalogue-fixtures';
import { renderAt } from './render-site';

describe('formatting', () => {
  it('formats durations, runtimes and excerpts', () => {
    expect(formatDuration(95)).toBe('1:35');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(null)).toBeNull();
    expect(formatRuntime(135)).toBe('2h 15m');
    expect(formatRuntime(48)).toBe('48m');
    expect(formatRuntime(120)).toBe('2h');
    expect(excerpt('short text')).toBe('short text');
    expect(excerpt('one two three four five six', 14)).toBe('one two three…');
  });
});

describe('shared cards', () => {
  beforeEach(() => {
    installBootstrap({ ...buildBootstrapFixture(), base_path: '/films/' });
  });

  it('links a title card to the title page with its poster, rating, name, year and type', () => {
    renderAt(
      <TitleCard
        title={buildTitleCard({ id: 4, name: 'Dark Harbour', type: 'series', year: 2020 })}
      />,
      '/',
    );
    const link = screen.getByRole('link', { name: /Dark Harbour/ });
    expect(link).toHaveAttribute('href', '/titles/4/dark-harbour');
    expect(screen.getByRole('img', { name: 'Dark Harbour' })).toHaveAttribute(
      'src',
      '/films/art/poster/4.svg',
    );
    expect(screen.getByLabelText('IMDb rating: 7.4 out of 10')).toBeInTheDocument();
    expect(screen.getByText('2020 · Series')).toBeInTheDocument();
  });

  it('shows a placeholder when an image fails, and tries again for a new source', () => {
    const { rerender } = render(<MediaImage src="a.svg" alt="Poster" kind="poster" />);
    expect(screen.getByRole('img', { name: 'Poster' })).toHaveAttribute('loading', 'lazy');
    fireEvent.error(screen.getByRole('img', { name: 'Poster' }));
    expect(screen.queryByRole('img', { name: 'Poster' })).not.toBeInTheDocument();
    rerender(<MediaImage src="b.svg" alt="Poster" kind="poster" priority />);
    const retried = screen.getByRole('img', { name: 'Poster' });
    expect(retried).toHaveAttribute('src', '/films/b.svg');
    expect(retried).toHaveAttribute('loading', 'eager');
    expect(retried).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('Carousel', () => {
  beforeEach(() => {
    installBootstrap();
  });

  it('is a labelled list with See all and scroll buttons that know the ends', () => {
    renderAt(
      <Carousel title="Trending" titleId="row-trending" seeAllTo="/trending">
        {['A', 'B', 'C'].map((name) => (
          <p key={name}>{name}</p>
        ))}
      </Carousel>,
      '/',
    );
    expect(screen.getByRole('region', { name: 'Trending' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/trending');
    const left = screen.getByRole('button', { name: 'Scroll left' });
    const right = screen.getByRole('button', { name: 'Scroll right' });
    // jsdom lays nothing out: everything fits, so both ends are reached
    expect(left).toBeDisabled();
    expect(right).toBeDisabled();

    const track = screen.getByRole('list');
    Object.defineProperties(track, {
      scrollWidth: { configurable: true, value: 1000 },
      clientWidth: { configurable: true, value: 400 },
      scrollLeft: { configurable: true, writable: true, value: 0 },
    });
    act(() => {
      fireEvent.scroll(track);
    });
    expect(left).toBeDisabled();
    expect(right).toBeEnabled();
    act(() => {
      track.scrollLeft = 600;
      fireEvent.scroll(track);
    });
    expect(left).toBeEnabled();
    expect(right).toBeDisabled();
  });
});

describe('AdSlot', () => {
  const withAds = (ads: Partial<Record<string, unknown>>) => {
    const fixture = buildBootstrapFixture();
    installBootstrap({
      ...fixture,
      base_path: '/films/',
      settings: { ...fixture.settings, ads: { ...fixture.settings.ads, ...ads } },
    });
  };

  it('frames the slot document from /ads/{slot} in a sandbox without same-origin', () => {
    withAds({ title_top: '<div>Ad</div>', disable: false });
    renderAt(<AdSlot slot="title_top" />, '/');
    const frame = screen.getByTitle('Advertisement');
    expect(frame).toHaveAttribute('src', '/films/ads/title_top');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
  });

  it('renders nothing for an empty slot or when ads are disabled', () => {
    withAds({ title_top: '', person_top: '<div>Ad</div>', disable: true });
    const { container } = renderAt(
      <>
        <AdSlot slot="title_top" />
        <AdSlot slot="person_top" />
      </>,
      '/',
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('renders nothing for a slot switched off in the admin, keeping the others', () => {
    withAds({
      title_top: '<div>Ad</div>',
      person_top: '<div>Ad</div>',
      disable: false,
      off: {
        general_top: false,
        general_bottom: false,
        title_top: true,
        person_top: false,
        watch_top: false,
      },
    });
    const { container } = renderAt(
      <>
        <AdSlot slot="title_top" />
        <AdSlot slot="person_top" />
      </>,
      '/',
    );
    expect(
      [...container.querySelectorAll('[data-ad-slot]')].map((el) =>
        el.getAttribute('data-ad-slot'),
      ),
    ).toEqual(['person_top']);
  });
});
