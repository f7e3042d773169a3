import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification } from 'react-admin';
// react-admin's router (see admin-app.test.tsx on the two react-router copies under vitest).
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnnouncementsPage } from '@client/admin/announcements/announcements-page';
import { dataProvider } from '@client/admin/data-provider';
import { createI18nProvider } from '@client/admin/i18n-provider';
import { withResourcePaths } from '@client/admin/resources/users/admin-resource-paths';
import { installBootstrap } from '../../../../support/bootstrap-fixture';
import { recordFetch, type SentRequest } from '../../../../support/recorded-fetch';

let sent: SentRequest[];

function renderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/*',
        element: (
          <AdminContext
            dataProvider={withResourcePaths(dataProvider)}
            i18nProvider={createI18nProvider('en')}
            basename="/admin"
          >
            <AnnouncementsPage />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/admin/announcements'] },
  );
  render(<RouterProvider router={router} />);
}

describe('admin announcements page', () => {
  beforeEach(() => installBootstrap());
  afterEach(() => vi.unstubAllGlobals());

  it('sends the announcement to everyone and shows a 422 on its field', async () => {
    let reject = false;
    sent = recordFetch(() =>
      reject
        ? Response.json(
            { message: 'Invalid.', errors: { 'action.url': ['The action url is invalid.'] } },
            { status: 422 },
          )
        : Response.json({ recipients: 12 }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Subject/ }), 'New season');
    await user.type(screen.getByRole('textbox', { name: /Message/ }), 'Season 2 is here.');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Announcement sent to 12 users')).toBeVisible();
    expect(sent.at(-1)).toMatchObject({
      method: 'POST',
      body: { subject: 'New season', body: 'Season 2 is here.', action: null, roleIds: [] },
    });
    expect(sent.at(-1)!.url.pathname).toBe('/api/v1/notifications/announcements');

    reject = true;
    await user.type(screen.getByRole('textbox', { name: /Button label/ }), 'Watch');
    await user.type(screen.getByRole('textbox', { name: /Button link/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    // the server's action.url error shows on the form's link field
    await vi.waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Button link/ })).toHaveAccessibleDescription(
        'The action url is invalid.',
      ),
    );
  });
});
