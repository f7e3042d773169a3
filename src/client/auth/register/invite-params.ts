/** A team or workspace invitation carried in the register or login URL (spec 2.4, 3). */
export interface InviteParams {
  invite_id: string | null;
  invite_type: string | null;
}

/** Reads ?inviteId= and ?invite_type= (the snake/camel variants are accepted too). */
export function readInviteParams(params: URLSearchParams): InviteParams {
  return {
    invite_id: params.get('inviteId') || params.get('invite_id') || null,
    invite_type: params.get('invite_type') || params.get('inviteType') || null,
  };
}

export function isInvitePath(pathname: string): boolean {
  return pathname.includes('workspace');
}
