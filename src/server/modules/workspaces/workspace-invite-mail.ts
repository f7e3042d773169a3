import { renderMail, type MailBranding, type MailContent } from '../mail';

/** The invitation email (issue 17): who invites to which workspace, and the join button. */
export function workspaceInviteMail(
  branding: MailBranding,
  input: { inviterName: string; workspaceName: string; url: string; validDays: number },
): MailContent {
  const invitation = `${input.inviterName} invited you to join ${input.workspaceName} on ${branding.siteName}`;
  return renderMail(branding, {
    subject: invitation,
    heading: `Join ${input.workspaceName}`,
    blocks: [
      { type: 'paragraph', text: `${invitation}.` },
      { type: 'button', label: 'Join workspace', url: input.url },
      { type: 'paragraph', text: `This invitation is valid for ${input.validDays} days.` },
      {
        type: 'paragraph',
        text: 'If you did not expect this invitation, no further action is required.',
      },
    ],
  });
}

/** The join link's path: the login page when the address has an account, else registration. */
export function invitePath(invite: { id: string; email: string }, hasAccount: boolean): string {
  const params = new URLSearchParams({ inviteId: invite.id, email: invite.email });
  if (hasAccount) return `/workspace/join/login?${params.toString()}`;
  params.set('invite_type', 'workspace');
  return `/workspace/join/register?${params.toString()}`;
}
