import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '@client/app/layout/navbar/user-menu';
import { readCookie } from '@client/http/cookies';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { recordFetch, type SentRequest } from '../../../support/recorded-fetch';
import { stubMatchMedia, type MatchMediaStub } from '../appearance/match-media-stub';
import { renderApp } from '../app/render-app';
import {
  buildWorkspace,
  clearWorkspaceCookie,
  defaultWorkspace,
  jsonResponse,
} from './workspace-fixtures';

const workspaces = [defaultWorkspace, buildWorkspace(5, 'Team'), buildWorkspace(7, 'Zine')];

function serveWorkspaces(): SentRequest[] {
  return recordFetch((request) =>
    request.url.pathname === '/api/v1/me/workspaces'
      ? jsonResponse({ workspaces })
      : jsonResponse({ message: 'Not found' }, 404),
  );
}

const workspaceCalls = (sent: SentRequest[]) =>
  sent.filter((request) => request.url.pathname === '/api/v1/me/workspaces');

async function openSwitcher(entryName: string) {
  const events = userEvent.setup();
  renderApp(<UserMenu />);
  await events.click(screen.getByRole('button', { name: /Account menu for/ }));
  await events.click(await screen.findByRole('menuitem', { name: `Workspace: ${entryName}` }));
  return { events, switcher: await screen.findByRole('menu', { name: 'Workspaces' }) };
}

describe('the workspace switcher in the user menu', () => {
  let media: MatchMediaStub;

  beforeEach(() => {
    clearWorkspaceCookie();
    installBootstrap({ user: buildUserFixture() });
    media = stubMatchMedia({ width: 390 });
  });

  afterEach(() => {
    media.restore();
    vi.unstubAllGlobals();
    clearWorkspaceCookie();
  });

  it('lists Default and the workspaces, the active one checked; choosing one sets the cookie and refetches', async () => {
    document.cookie = 'activeWorkspaceId=5; path=/';
    const sent = serveWorkspaces();
    const { events, switcher } = await openSwitcher('Team');

    const radios = within(switcher).getAllByRole('menuitemradio');
    expect(radios.map((item) => item.textContent)).toEqual(['Default', 'Team', 'Zine']);
    expect(radios.map((item) => item.getAttribute('aria-checked'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    expect(within(switcher).getByRole('menuitem', { name: 'Manage workspace' })).toHaveAttribute(
      'href',
      '/workspace/5',
    );
    expect(within(switcher).getByRole('menuitem', { name: 'Create workspace' })).toBeVisible();
    // me/workspaces does not depend on the active workspace
    expect(workspaceCalls(sent)[0]?.url.searchParams.get('workspaceId')).toBe('0');

    const before = workspaceCalls(sent).length;
    await events.click(within(switcher).getByRole('menuitemradio', { name: 'Zine' }));
    expect(readCookie('activeWorkspaceId')).toBe('7');
    await waitFor(() => expect(workspaceCalls(sent).length).toBeGreaterThan(before));
    await events.click(screen.getByRole('button', { name: /Account menu for/ }));
    expect(await screen.findByRole('menuitem', { name: 'Workspace: Zine' })).toBeVisible();
  });

  it('falls back to Default, resetting the cookie, when it names a workspace the user left', async () => {
    document.cookie = 'activeWorkspaceId=9; path=/';
    serveWorkspaces();
    const { switcher } = await openSwitcher('Default');

    await waitFor(() => expect(readCookie('activeWorkspaceId')).toBe('0'));
    expect(within(switcher).getByRole('menuitemradio', { name: 'Default' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(switcher).queryByRole('menuitem', { name: 'Manage workspace' })).toBeNull();
  });
});
