import type { Actor } from './actor';

/** Only the author edits, and never an image message (spec §5). */
export function canEditMessage(
  actor: Pick<Actor, 'id'>,
  message: { authorId: string; hasImage: boolean; deleted: boolean },
): boolean {
  return !message.deleted && !message.hasImage && message.authorId === actor.id;
}

/** The author, a founder or an admin may delete (spec §5). */
export function canDeleteMessage(
  actor: { id: string; roles: { founder: boolean; admin: boolean } },
  message: { authorId: string; deleted: boolean },
): boolean {
  return (
    !message.deleted && (message.authorId === actor.id || actor.roles.founder || actor.roles.admin)
  );
}
