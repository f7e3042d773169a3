import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@client/ui/toast/toast-store';
import { stubMatchMedia, type MatchMediaStub } from '../appearance/match-media-stub';
import { deferred } from '../auth/support/fetch-stub';
import { fakeApi, jsonResponse } from './support/fake-api';
import {
  answerPageQueries,
  closeDialogs,
  installAccountBootstrap,
  renderAccountPage,
  type AccountPageOptions,
} from './support/render-account-page';

const ALL_SECTIONS = [
  ['Account details', 'account-details'],
  ['Social login', 'social-login'],
  ['Password', 'password'],
  ['Two factor authentication', 'two-factor'],
  ['Active sessions', 'sessions'],
  ['Location and language', 'location-and-language'],
  ['Developers', 'developers'],
  ['Delete account', 'delete-account'],
] as const;

const API_ACCESS = { permissions: [{ name: 'api.access', restrictions: [] }] };
const GOOGLE_ON: AccountPageOptions['settings'] = (settings) => ({
  social: { ...settings.social, google: { enable: true } },
});

let media: MatchMediaStub;

async function openPage(options: AccountPageOptions = {}) {
  const user = installAccountBootstrap(options);
  answerPageQueries(fakeApi(), user);
  const view = renderAccountPage();
  await screen.findByRole('heading', { name: 'Update name and profile image' });
  return view;
}

const sideMenu = () => screen.getByRole('navigation', { name: 'Account settings' });
const menuEntries = () =>
  within(sideMenu())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')?.slice(1)]);

describe('AccountSettingsPage', () => {
  beforeEach(() => {
    media = stubMatchMedia({ width: 1280 });
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(async () => {
    await closeDialogs();
    media.restore();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it('lists every section in the side menu with its anchor when all are available', async () => {
    await openPage({ user: API_ACCESS, settings: GOOGLE_ON });
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible();
    expect(menuEntries()).toEqual(ALL_SECTIONS);
    for (const [, id] of ALL_SECTIONS) {
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });

  it('hides Social login when no provider is enabled', async () => {
    await openPage({ user: API_ACCESS });
    expect(menuEntries().map(([label]) => label)).not.toContain('Social login');
    expect(document.getElementById('social-login')).toBeNull();
  });

  it('shows Developers only with the API integrated and api.access', async () => {
    await openPage();
    expect(menuEntries().map(([label]) => label)).not.toContain('Developers');
    expect(document.getElementById('developers')).toBeNull();
  });

  it('hides Developers when the API is not integrated, even with api.access', async () => {
    await openPage({ user: API_ACCESS, settings: () => ({ api: { integrated: false } }) });
    expect(menuEntries().map(([label]) => label)).not.toContain('Developers');
    expect(document.getElementById('developers')).toBeNull();
  });

  it('lets the admin permission stand in for api.access', async () => {
    await openPage({ user: { permissions: [{ name: 'admin', restrictions: [] }] } });
    expect(menuEntries().map(([label]) => label)).toContain('Developers');
    expect(document.getElementById('developers')).not.toBeNull();
  });

  it('leaves the side menu out below the large breakpoint, keeping the sections', async () => {
    media.restore();
    media = stubMatchMedia({ width: 1100 });
    await openPage({ user: API_ACCESS });
    expect(screen.queryByRole('navigation', { name: 'Account settings' })).not.toBeInTheDocument();
    expect(document.getElementById('developers')).not.toBeNull();
  });

  it('scrolls smoothly to a section when its menu item is clicked and highlights it', async () => {
    await openPage({ user: API_ACCESS });
    const item = within(sideMenu()).getByRole('link', { name: 'Active sessions' });
    expect(item).not.toHaveAttribute('aria-current');

    await userEvent.click(item);
    const section = document.getElementById('sessions')!;
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toEqual([section]);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({
      behavior: 'smooth',
      block: 'start',
    });
    expect(item).toHaveAttribute('aria-current', 'location');
    expect(item).toHaveClass('Mui-selected');
    expect(section).toHaveFocus();
    expect(within(sideMenu()).getByRole('link', { name: 'Account details' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('shows skeletons while the account loads', async () => {
    const user = installAccountBootstrap();
    const answer = deferred<Response>();
    answerPageQueries(fakeApi(), user).on('GET', 'users/me', () => answer.promise);
    renderAccountPage();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Update name and profile image' })).toBeNull();
    answer.resolve(jsonResponse({ user }));
    expect(
      await screen.findByRole('heading', { name: 'Update name and profile image' }),
    ).toBeVisible();
  });

  it('shows an error with a retry when the account cannot be loaded', async () => {
    const user = installAccountBootstrap();
    let fail = true;
    answerPageQueries(fakeApi(), user).on('GET', 'users/me', () =>
      fail ? jsonResponse({ message: 'Forbidden' }, 403) : { user },
    );
    renderAccountPage();
    expect(await screen.findByText('There was an issue loading this page')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Update name and profile image' })).toBeVisible(),
    );
  });
});
