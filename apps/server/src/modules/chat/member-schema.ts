import { heldRoles, priorityOf, ROLE_KEYS } from '@bbt/domain';
import { z } from 'zod';
import { prioritySchema } from '../../domain-schemas';
import { roleFlagsOf, type ListedMemberRow } from '../users';

/** A member as the member list and the '@' menu show them (spec §6: grouped by priority). */
export const chatMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  priority: prioritySchema,
  roles: z.array(z.enum(ROLE_KEYS)),
  isBot: z.boolean(),
});

export function presentChatMember(row: ListedMemberRow): z.infer<typeof chatMemberSchema> {
  const roles = roleFlagsOf(row);
  return {
    id: row.id,
    name: row.name,
    image: row.image,
    priority: priorityOf(roles),
    roles: heldRoles(roles),
    isBot: row.isBot,
  };
}
