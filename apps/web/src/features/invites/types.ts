/** GET /api/invites/:inviteId: who invited the visitor. */
export interface Invite {
  inviter: { name: string };
}
