import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Menu } from '@common/menus/menu';
import { CustomMenu } from '@client/app/layout/menus/custom-menu';
import {
  buildBootstrapFixture,
  buildUserFixture,
  installBootstrap,
} from '../../../../../support/bootstrap-fixture';
import { resetThemeState } from '../../../appearance/reset-theme-state';
import { renderApp } from '../../render-app';

const menus: Menu[] = [
  {
    id: 'main',
    name: 'Main',
    positions: ['navbar'],
    items: [
      { id: 'movies', type: 'route', label: 'Movies', action: '/movies', icon: 'movie' },
      { id: 'mine', type: 'route', label: 'My lists', action: '/user/{currentUserId}/lists' },
      {
        id: 'blog',
        type: 'link',
        label: 'Blog',
        action: 'https://blog.example.com',
        target: '_blank',
      },
      { id: 'docs', type: 'link', label: 'Docs', action: 'https://docs.example.com' },
      { id: 'admin', type: 'route', label: 'Admin', action: '/admin', permissions: ['admin'] },
    ],
  },
  {
    id: 'more',
    name: 'More',
    positions: ['navbar', 'footer'],
    items: [{ id: 'news', type: 'route', label: 'News', action: '/news' }],
  },
];

function install(overrides: Parameters<typeof installBootstrap>[0] = {}) {
  const settings = buildBootstrapFixture().settings;
  installBootstrap({ settings: { ...settings, menus }, ...overrides });
}

describe('CustomMenu', () => {
  beforeEach(() => {
    resetThemeState();
    install();
  });

  it('renders the visible items of every menu at the position inside a labelled nav', () => {
    renderApp(<CustomMenu position="navbar" label="Main" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Movies', 'My lists', 'Blog', 'Docs', 'News']);
  });

  it('renders routes as in-app links and marks the current page', () => {
    renderApp(<CustomMenu position="navbar" />, { path: '/movies' });
    const movies = screen.getByRole('link', { name: 'Movies' });
    expect(movies).toHaveAttribute('href', '/movies');
    expect(movies).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'News' })).not.toHaveAttribute('aria-current');
  });

  it('opens _blank links in a new tab without opener access', () => {
    renderApp(<CustomMenu position="navbar" />);
    const blog = screen.getByRole('link', { name: 'Blog' });
    expect(blog).toHaveAttribute('href', 'https://blog.example.com');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).not.toHaveAttribute('target');
    expect(docs).not.toHaveAttribute('rel');
  });

  it('fills the current user id into actions', () => {
    install({ user: buildUserFixture({ id: 42 }) });
    renderApp(<CustomMenu position="navbar" />);
    expect(screen.getByRole('link', { name: 'My lists' })).toHaveAttribute(
      'href',
      '/user/42/lists',
    );
  });

  it('shows permission-restricted items only to users holding the permission', () => {
    const guestView = renderApp(<CustomMenu position="navbar" />);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    guestView.unmount();

    install({ user: buildUserFixture({ permissions: [{ name: 'admin', restrictions: [] }] }) });
    renderApp(<CustomMenu position="navbar" />);
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });

  it('translates labels', () => {
    install({ i18n: { language: 'de', name: 'Deutsch', lines: { Movies: 'Filme' } } });
    renderApp(<CustomMenu position="navbar" />);
    expect(screen.getByRole('link', { name: 'Filme' })).toBeInTheDocument();
  });

  it('renders nothing, not even the nav landmark, when no item is visible', () => {
    renderApp(<CustomMenu position="sidebar-primary" label="Sidebar" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
