import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentsSection } from '@client/site/comments/comments-section';
import { dismissToast, getToasts } from '@client/ui/toast/toast-store';
import { fakeApi, validationError } from '../../client/account/support/fake-api';
import { ADA, comment, GRACE, page, renderAt, signIn } from '../profiles/support/render-site';

const now = () => new Date(Date.now() - 5_000).toISOString();

function thread() {
  return page([
    comment({
      id: 1,
      user: GRACE,
      content: 'Root by Grace',
      created_at: now(),
      replies: [
        comment({ id: 2, parent_id: 1, depth: 1, user: ADA, content: 'Reply by Ada' }),
        comment({
          id: 3,
          parent_id: 2,
          depth: 2,
          user: null,
          deleted: true,
          content: '',
        }),
        comment({ id: 4, parent_id: 3, depth: 3, user: GRACE, content: 'Deep reply' }),
      ],
    }),
  ]);
}

function renderComments() {
  return renderAt(<CommentsSection commentableType="title" commentableId={7} />);
}

describe('CommentsSection', () => {
  beforeEach(() => dismissToast());
  afterEach(() => {
    vi.unstubAllGlobals();
    dismissToast();
  });

  it('renders threads in reading order with depth, placeholders and relative times', async () => {
    const api = fakeApi().on('GET', 'comments', thread());
    signIn(null);
    renderComments();
    const [root] = await screen.findAllByRole('listitem', { name: 'Comment by Grace Hopper' });
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-depth'))
      .map((item) => [item.getAttribute('aria-label'), item.getAttribute('data-depth')]);
    expect(items).toEqual([
      ['Comment by Grace Hopper', '0'],
      ['Comment by Ada Lovelace', '1'],
      ['Comment deleted', '2'],
      ['Comment by Grace Hopper', '3'],
    ]);
    expect(within(root!).getByText('a few seconds ago')).toBeVisible();
    expect(screen.getByText('Comment deleted', { selector: 'p' })).toBeVisible();
    const query = api.sent('GET', 'comments')[0]!.query;
    expect(query.get('commentable_type')).toBe('title');
    expect(query.get('commentable_id')).toBe('7');
    expect(query.get('page')).toBe('1');
  });

  it('asks visitors to sign in and offers no box or actions', async () => {
    fakeApi().on('GET', 'comments', thread());
    signIn(null);
    renderComments();
    await screen.findByText('Root by Grace');
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete comment' })).not.toBeInTheDocument();
  });

  it('shows edit and delete only on your own comments, and no box without comments.create', async () => {
    fakeApi().on('GET', 'comments', thread());
    signIn([], ADA.id);
    renderComments();
    const mine = await screen.findByRole('listitem', { name: 'Comment by Ada Lovelace' });
    const [theirs] = screen.getAllByRole('listitem', { name: 'Comment by Grace Hopper' });
    expect(within(mine).getByRole('button', { name: 'Edit comment' })).toBeVisible();
    expect(within(mine).getByRole('button', { name: 'Delete comment' })).toBeVisible();
    expect(within(theirs!).queryByRole('button', { name: 'Edit comment' })).toBeNull();
    expect(within(theirs!).queryByRole('button', { name: 'Delete comment' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Edit comment' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Leave a comment' })).not.toBeInTheDocument();
  });

  it(
    'posts new comments and replies, and puts 422 errors on the field',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      let attempt = 0;
      const api = fakeApi()
        .on('GET', 'comments', thread())
        .on('POST', 'comments', () =>
          ++attempt === 1
            ? validationError('content', 'The content is too short.')
            : { comment: {} },
        );
      signIn(['comments.create'], ADA.id);
      renderComments();
      const box = await screen.findByRole('textbox', { name: 'Leave a comment' });
      await user.type(box, 'Hi');
      await user.click(screen.getByRole('button', { name: 'Comment' }));
      expect(await screen.findByText('The content is too short.')).toBeVisible();
      expect(box).toHaveAttribute('aria-invalid', 'true');

      await user.type(box, ' you');
      await user.click(screen.getByRole('button', { name: 'Comment' }));
      await waitFor(() => expect(box).toHaveValue(''));
      expect(api.sent('POST', 'comments')[1]!.body).toEqual({
        commentable_type: 'title',
        commentable_id: 7,
        parent_id: null,
        content: 'Hi you',
      });
      expect(getToasts()[0]?.message).toBe('Comment posted');

      await user.click(screen.getAllByRole('button', { name: 'Reply to Grace Hopper' })[0]!);
      const replyBox = await screen.findByRole('textbox', { name: 'Write a reply' });
      await user.type(replyBox, 'Agreed');
      await user.click(screen.getByRole('button', { name: 'Reply' }));
      await waitFor(() => expect(api.sent('POST', 'comments')).toHaveLength(3));
      expect(api.sent('POST', 'comments')[2]!.body).toMatchObject({
        parent_id: 1,
        content: 'Agreed',
      });
    },
  );

  it(
    'edits your comment with PUT and deletes it after confirming',
    { timeout: 20_000 },
    async () => {
      const user = userEvent.setup();
      const api = fakeApi()
        .on('GET', 'comments', thread())
        .on('PUT', 'comments/2', { comment: {} })
        .on('DELETE', 'comments/2', {});
      signIn(['comments.create'], ADA.id);
      renderComments();
      const mine = await screen.findByRole('listitem', { name: 'Comment by Ada Lovelace' });
      await user.click(within(mine).getByRole('button', { name: 'Edit comment' }));
      const editor = within(mine).getByRole('textbox', { name: 'Edit comment' });
      expect(editor).toHaveValue('Reply by Ada');
      await user.clear(editor);
      await user.type(editor, 'Edited reply');
      await user.click(within(mine).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.sent('PUT', 'comments/2')).toHaveLength(1));
      expect(api.sent('PUT', 'comments/2')[0]!.body).toEqual({ content: 'Edited reply' });

      await user.click(await within(mine).findByRole('button', { name: 'Delete comment' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.sent('DELETE', 'comments/2')).toHaveLength(0);

      await user.click(within(mine).getByRole('button', { name: 'Delete comment' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Delete comment' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      await waitFor(() => expect(api.sent('DELETE', 'comments/2')).toHaveLength(1));
    },
  );

  it('loads more root comments a page at a time', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on('GET', 'comments', (request) =>
      request.query.get('page') === '2'
        ? page([comment({ id: 9, content: 'Second page' })], { current_page: 2, last_page: 2 })
        : page([comment({ id: 8, content: 'First page' })], { last_page: 2, total: 2 }),
    );
    signIn(null);
    renderComments();
    await screen.findByText('First page');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Second page')).toBeVisible();
    expect(screen.getByText('First page')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.sent('GET', 'comments').map((r) => r.query.get('page'))).toEqual(['1', '2']);
  });

  it('shows the empty state when there are no comments', async () => {
    fakeApi().on('GET', 'comments', page([]));
    signIn(null);
    renderComments();
    expect(await screen.findByText('No comments yet')).toBeVisible();
    expect(screen.getByText('Be the first to comment.')).toBeVisible();
    expect(screen.queryByText('There are no items matching your query')).not.toBeInTheDocument();
  });
});
