import { expect, test } from '../support/test';
import { adminPage, setSettingSwitch } from '../support/admin-steps';
import { signInWithPassword } from '../support/auth-steps';
import { createUser, unfinishedJobCount } from '../support/e2e-database';
import { mailTo, waitForMail } from '../support/mailbox';
import {
  createWorkspace,
  dismissCookieNotice,
  expectActiveWorkspace,
  inviteByEmail,
  manageWorkspace,
  notificationAbout,
  openNotifications,
} from './workspace-steps';

const NOTIFICATION_SWITCHES = ['Enable notifications', 'Enable notification subscriptions'];

test('A invites B to a workspace: B joins live, sees its lists, declines a second invitation, meets a withdrawn one, and mutes follower emails', async ({
  browser,
}) => {
  // a long two-browser journey
  test.setTimeout(180_000);
  const run = Date.now();
  const team = `Team ${run}`;
  const side = `Side ${run}`;
  const a = await createUser({ name: `Ava ${run}` });
  const b = await createUser({ name: `Ben ${run}` });

  const admin = await adminPage(browser);
  for (const label of NOTIFICATION_SWITCHES) {
    await setSettingSwitch(admin, 'subscriptions', label, true);
  }
  const aContext = await browser.newContext();
  const bContext = await browser.newContext();
  try {
    const pageA = await aContext.newPage();
    const pageB = await bContext.newPage();
    await dismissCookieNotice(pageA);
    await dismissCookieNotice(pageB);
    await signInWithPassword(pageA, a.email, a.password);
    await signInWithPassword(pageB, b.email, b.password);
    await expect(pageB).toHaveURL(/\/$/);

    await test.step('A creates a workspace, a list in it, and invites B', async () => {
      await createWorkspace(pageA, 'Default', team);
      await pageA.goto('/lists/new');
      await pageA.getByRole('textbox', { name: 'Name' }).fill(`Team picks ${run}`);
      await pageA.getByRole('button', { name: 'Create list' }).click();
      await expect(
        pageA.getByRole('heading', { level: 1, name: `Team picks ${run}` }),
      ).toBeVisible();
      await manageWorkspace(pageA, team);
      await inviteByEmail(pageA, b.email);
      await waitForMail(b.email, new RegExp(`invited you to join ${team}`));
    });

    await test.step('B sees the invitation without a reload, joins, and lands in the workspace', async () => {
      const popover = await openNotifications(pageB);
      const invitation = notificationAbout(popover, team);
      await expect(invitation).toBeVisible();
      await invitation.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(pageB.getByText('Joined workspace')).toBeVisible();
      await pageB.keyboard.press('Escape');
      await expectActiveWorkspace(pageB, team);
      await pageB.goto('/lists');
      await expect(pageB.getByText(`In workspace ${team}`)).toBeVisible();
      await expect(
        pageB.getByRole('link', { name: new RegExp(`Team picks ${run}`) }),
      ).toBeVisible();
    });

    await test.step('B declines a second invitation', async () => {
      await createWorkspace(pageA, team, side);
      await manageWorkspace(pageA, side);
      await inviteByEmail(pageA, b.email);
      const popover = await openNotifications(pageB);
      const invitation = notificationAbout(popover, side);
      await expect(invitation).toBeVisible();
      await invitation.getByRole('button', { name: 'Decline', exact: true }).click();
      await expect(pageB.getByText('Declined workspace invitation')).toBeVisible();
      await pageB.keyboard.press('Escape');
    });

    await test.step('B turns off email for new followers; a new follower then sends none', async () => {
      await pageB.goto('/notifications/settings');
      const email = pageB.getByRole('checkbox', { name: 'New followers: Email' });
      await expect(email).toBeChecked();
      await email.uncheck();
      await pageB.getByRole('button', { name: 'Save' }).click();
      await expect(pageB.getByText('Updated preferences')).toBeVisible();
      await pageB.goto('/');
      const mailsBefore = (await mailTo(b.email)).length;

      await pageA.goto(`/user/${b.id}/profile`);
      await pageA.getByRole('button', { name: 'Follow' }).click();
      await expect(pageA.getByRole('button', { name: 'Unfollow' })).toBeVisible();
      const popover = await openNotifications(pageB);
      await expect(notificationAbout(popover, `Ava ${run}`)).toBeVisible();
      await pageB.keyboard.press('Escape');

      // The in-app row, the live push and the emails are one background job, deleted once done.
      await expect.poll(() => unfinishedJobCount()).toBe(0);
      const newMail = (await mailTo(b.email)).slice(mailsBefore);
      expect(newMail.map((mail) => mail.subject)).toEqual([]);
    });

    await test.step('a withdrawn invitation is no longer valid', async () => {
      await manageWorkspace(pageA, side);
      await inviteByEmail(pageA, b.email);
      const pending = pageA.getByRole('list', { name: 'Pending invites' });
      await pending.getByRole('button', { name: `Withdraw invite to ${b.email}` }).click();
      await expect(pageA.getByText('Invite withdrawn')).toBeVisible();
      const popover = await openNotifications(pageB);
      const invitation = notificationAbout(popover, side);
      await invitation.getByRole('button', { name: 'Join', exact: true }).click();
      await expect(pageB.getByText('This invite is no longer valid')).toBeVisible();
    });
  } finally {
    await aContext.close();
    await bContext.close();
    for (const label of NOTIFICATION_SWITCHES) {
      await setSettingSwitch(admin, 'subscriptions', label, false);
    }
    await admin.context().close();
  }
});

test("a signed-out invitee follows the email's join link, signs in and lands in the workspace", async ({
  page,
  browser,
}) => {
  const run = Date.now();
  const team = `Crew ${run}`;
  const a = await createUser({ name: `Ada ${run}` });
  const c = await createUser({ name: `Cy ${run}` });
  const aContext = await browser.newContext();
  try {
    const pageA = await aContext.newPage();
    await dismissCookieNotice(pageA);
    await dismissCookieNotice(page);
    await signInWithPassword(pageA, a.email, a.password);
    await createWorkspace(pageA, 'Default', team);
    await manageWorkspace(pageA, team);
    await inviteByEmail(pageA, c.email);

    const mail = await waitForMail(c.email, new RegExp(`invited you to join ${team}`));
    const link = /https?:\/\/\S+\/workspace\/join\/login\?[^\s"<>]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Email')).toHaveValue(c.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(c.password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Joined workspace')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expectActiveWorkspace(page, team);

    // the link is spent: opening it again, signed in, says so
    await page.goto(link!);
    await expect(page.getByText('This invite is no longer valid')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    await aContext.close();
  }
});
