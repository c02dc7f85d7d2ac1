import type { ChatMessage } from '@bbt/domain';
import { z } from 'zod';
import { prioritySchema } from '../../domain-schemas';

/**
 * The wire shape of a chat message, for the OpenAPI document and the web's generated types.
 * The domain's `ChatMessage` (shared with the socket events) must stay the same type: the
 * type check below fails to compile when either side changes alone.
 */
export const chatMessageSchema = z
  .object({
    id: z.number().int(),
    channel: z.string(),
    author: z.object({
      id: z.string(),
      name: z.string(),
      image: z.string().nullable(),
      priority: prioritySchema,
      isBot: z.boolean(),
    }),
    text: z.string(),
    replyTo: z
      .object({
        id: z.number().int(),
        authorId: z.string(),
        authorName: z.string(),
        text: z.string(),
        deleted: z.boolean(),
      })
      .nullable(),
    image: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
    edited: z.boolean(),
    deleted: z.boolean(),
    reactions: z.array(
      z.object({ emoji: z.string(), count: z.number().int(), userIds: z.array(z.string()) }),
    ),
    mentions: z.object({
      userIds: z.array(z.string()),
      roles: z.array(z.string()),
      everyone: z.boolean(),
    }),
    clientId: z.string().nullable(),
    createdAt: z.string(),
    previousId: z.number().int().nullable().optional(),
    pinned: z.object({ at: z.string(), byName: z.string() }).nullable().optional(),
    threadRootId: z.number().int().nullable().optional(),
    thread: z
      .object({ replyCount: z.number().int(), lastReplyAt: z.string() })
      .nullable()
      .optional(),
    seq: z.number().int().optional(),
  })
  .meta({ id: 'ChatMessage' });

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Fails to compile when the schema and the domain's type stop describing the same values. */
export type ChatMessageSchemaMatchesDomain = Assert<
  Same<z.output<typeof chatMessageSchema>, ChatMessage>
>;
