import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Workspace, WorkspaceMember } from '@common/api/workspaces';
import { WorkspacePage } from '@client/workspaces/manage/workspace-page';
import { buildUserFixture, installBootstrap } from '../../../support/bootstrap-fixture';
import { onePage, recordFetch, type SentRequest } from '../../../support/recorded-fetch';
import { renderApp } from '../app/render-app';
import { buildWorkspace, jsonResponse } from './workspace-fixtures';

const member = (id: number, name: string, extra: Partial<WorkspaceMember> = {}) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  image: null,
  role_id: 11,
  role_name: 'Member',
  is_owner: false,
  joined_at: '2026-11-02T10:00:00.000Z',
  ...extra,
});

const role = (id: number, name: string, isDefault: boolean) => ({
  id,
  name,
  description: null,
  default: isDefault,
  guests: false,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  users_count: 0,
});

const invite = {
  id: 'inv-secret',
  email: 'carol@example.com',
  role_id: 11,
  role_name: 'Member',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
};

function team(overrides: Partial<Workspace>): Workspace {
  return buildWorkspace(5, 'Team', {
    members_count: 2,
    members: [
      member(1, 'Ada', { is_owner: true, role_id: 10, role_name: 'Admin' }),
      member(2, 'Bob'),
    ],
    invites: [invite],
    ...overrides,
  });
}

function serve(workspace: Workspace, invite422 = false): SentRequest[] {
  return recordFetch(({ method, url }) => {
    if (url.pathname === '/api/v1/workspace/5') return jsonResponse({ workspace });
    if (url.pathname === '/api/v1/roles') {
      return jsonResponse(
        onePage([role(10, 'Workspace Admin', false), role(11, 'Workspace Member', false)]),
      );
    }
    if (method === 'POST' && url.pathname === '/api/v1/workspace/5/invite') {
      return invite422
        ? jsonResponse(
            {
              message: 'Invalid',
              errors: { 'emails.1': ['The emails.1 field must be a valid email.'] },
            },
            422,
          )
        : jsonResponse({ invites: [] });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  });
}

const openPage = () =>
  renderApp(<p>elsewhere</p>, {
    path: '/workspace/5',
    routes: [{ path: '/workspace/:workspaceId', element: <WorkspacePage /> }],
  });

describe('the manage workspace page', () => {
  beforeEach(() => installBootstrap({ user: buildUserFixture() }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a plain member only their own Leave action', async () => {
    // the signed-in user (id 1, Ada) is a plain member here, Bob the owner
    serve(
      team({
        owner_id: 2,
        my_permissions: ['lists.update'],
        members: [member(1, 'Ada'), member(2, 'Bob', { is_owner: true, role_id: 10 })],
      }),
    );
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    const members = screen.getByRole('list', { name: 'Members' });
    expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Leave workspace' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Invite' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete workspace' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(screen.getByRole('list', { name: 'Pending invites' })).toHaveTextContent(
      'carol@example.com',
    );
  });

  it('gives the owner every action, the owner row protected, and sends the invite form', async () => {
    const sent = serve(team({ owner_id: 1 }), true);
    openPage();
    const events = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Team');
    expect(screen.getByRole('button', { name: 'Delete workspace' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Bob' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Remove Ada' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave workspace' })).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Withdraw invite to carol@example.com' }),
    ).toBeVisible();

    // the role select starts on the default (member) role
    const form = screen.getByRole('button', { name: 'Invite' }).closest('form') as HTMLElement;
    await waitFor(() =>
      expect(within(form).getByRole('combobox')).toHaveTextContent('Workspace Member'),
    );
    await events.type(
      within(form).getByRole('textbox', { name: 'Emails' }),
      'dan@example.com, nope',
    );
    await events.click(within(form).getByRole('button', { name: 'Invite' }));

    expect(
      await within(form).findByText('The emails.1 field must be a valid email.'),
    ).toBeVisible();
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toMatchObject({ emails: ['dan@example.com', 'nope'], roleId: 11 });
  });
});
