import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { NavbarSearch } from '@client/site/search/navbar-search';
import { buildBootstrapFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { stubMatchMedia, type MatchMediaStub } from '../../client/appearance/match-media-stub';
import { renderSite } from '../shared/render-site';

describe('NavbarSearch', () => {
  let media: MatchMediaStub | null = null;
  beforeEach(() => {
    installBootstrap();
  });
  afterEach(() => {
    media?.restore();
    media = null;
    vi.unstubAllGlobals();
  });

  it('shows the type-ahead field on wide screens', () => {
    media = stubMatchMedia({ width: 1280 });
    renderSite([{ path: '/', element: <NavbarSearch /> }]);
    expect(screen.getByRole('combobox', { name: 'Search' })).toBeVisible();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('opens a full-width field from a search button below 768 px, and closes it again', () => {
    media = stubMatchMedia({ width: 390 });
    renderSite([{ path: '/', element: <NavbarSearch /> }]);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Search' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    act(() => fireEvent.click(open));
    const input = screen.getByRole('combobox', { name: 'Search' });
    expect(input).toHaveFocus();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();

    act(() => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Close search' })));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('is absent for visitors who may not view the catalogue', () => {
    media = stubMatchMedia({ width: 1280 });
    installBootstrap({
      ...buildBootstrapFixture(),
      guest_role: { id: 1, name: 'guests', permissions: [] },
    });
    renderSite([{ path: '/', element: <NavbarSearch /> }]);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});
