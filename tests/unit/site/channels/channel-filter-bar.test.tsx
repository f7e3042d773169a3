import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChannelFilterBar } from '@client/site/channels/channel-filter-bar';
import { installBootstrap } from '../../../support/bootstrap-fixture';
import { currentUrl, renderAt } from '../shared/render-site';

const GENRES = [
  { id: 1, name: 'drama', display_name: 'Drama' },
  { id: 2, name: 'comedy', display_name: 'Comedy' },
];

function renderBar(path: string, props: { hideGenre?: boolean } = {}) {
  return renderAt(
    <ChannelFilterBar
      genres={GENRES}
      languages={['en', 'fr']}
      defaultOrder="popularity:desc"
      {...props}
    />,
    path,
  );
}

describe('ChannelFilterBar', () => {
  beforeEach(() => {
    installBootstrap();
  });

  it('shows the filters held in the URL', () => {
    renderBar(
      '/movies?type=series&genre=comedy&yearFrom=1990&ratingFrom=7&language=fr&order=rating:desc',
    );
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('series');
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('comedy');
    expect(screen.getByRole('spinbutton', { name: 'From year' })).toHaveValue(1990);
    expect(screen.getByRole('spinbutton', { name: 'To year' })).toHaveValue(null);
    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('fr');
    expect(screen.getByRole('option', { name: 'French' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('rating:desc');
  });

  it('writes a chosen filter into the URL and goes back to page 1', async () => {
    const user = userEvent.setup();
    const { router } = renderBar('/movies?page=3&order=name:asc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'drama');
    expect(currentUrl(router)).toBe('/movies?order=name%3Aasc&genre=drama');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'movie');
    expect(currentUrl(router)).toBe('/movies?order=name%3Aasc&genre=drama&type=movie');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), '');
    expect(currentUrl(router)).toBe('/movies?order=name%3Aasc&genre=drama');
  });

  it('drops the order param when the channel default is chosen again', async () => {
    const user = userEvent.setup();
    const { router } = renderBar('/movies?order=rating:desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'popularity:desc');
    expect(currentUrl(router)).toBe('/movies');
  });

  it('applies a typed year on Enter and refuses one outside the allowed range', async () => {
    const user = userEvent.setup();
    const { router } = renderBar('/movies?page=2');
    const from = screen.getByRole('spinbutton', { name: 'From year' });
    await user.type(from, '1985{Enter}');
    expect(currentUrl(router)).toBe('/movies?yearFrom=1985');

    const to = screen.getByRole('spinbutton', { name: 'To year' });
    await user.type(to, '1700');
    await user.tab();
    expect(await screen.findByText('The year must be 1870 or later.')).toBeVisible();
    expect(currentUrl(router)).toBe('/movies?yearFrom=1985');
  });

  it('refuses a range whose end comes before its start', async () => {
    const user = userEvent.setup();
    const { router } = renderBar('/movies?yearFrom=1990');
    await user.type(screen.getByRole('spinbutton', { name: 'To year' }), '1980{Enter}');
    expect(screen.getByText('The year to must not be before the year from.')).toBeVisible();
    expect(currentUrl(router)).toBe('/movies?yearFrom=1990');
    await user.clear(screen.getByRole('spinbutton', { name: 'To year' }));
    await user.type(screen.getByRole('spinbutton', { name: 'To year' }), '1999{Enter}');
    expect(currentUrl(router)).toBe('/movies?yearFrom=1990&yearTo=1999');
  });

  it('clears the year when its field is emptied', async () => {
    const user = userEvent.setup();
    const { router } = renderBar('/movies?yearFrom=1985&yearTo=1999');
    await user.clear(screen.getByRole('spinbutton', { name: 'To year' }));
    await user.tab();
    await waitFor(() => expect(currentUrl(router)).toBe('/movies?yearFrom=1985'));
  });

  it('clears every filter but keeps the order', async () => {
    const user = userEvent.setup();
    const { router } = renderBar('/movies?genre=drama&language=en&order=rating:desc&page=2');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(currentUrl(router)).toBe('/movies?order=rating%3Adesc');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('leaves the genre out when the URL already restricts the channel to one', () => {
    renderBar('/genre/drama', { hideGenre: true });
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toBeInTheDocument();
  });
});
