import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { polls, pollVotes } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { errorResponses, serialId } from '../../http';
import type { SessionReader } from '../../plugins/session';
import { assertCanRead, type ChatEvents, loadMember } from '../chat';

const pollSchema = z.object({
  id: z.number(),
  header: z.string(),
  text: z.string(),
  options: z.array(z.object({ index: z.number(), label: z.string(), count: z.number() })),
  myVote: z.number().nullable(),
  createdAt: z.string(),
});

/** Polls with counts counted from the vote rows, so a count can never drift from the votes. */
async function listPolls(db: Database, userId: string, only?: number) {
  const rows = await db
    .select()
    .from(polls)
    .where(
      only === undefined
        ? isNull(polls.deletedAt)
        : and(isNull(polls.deletedAt), eq(polls.id, only)),
    )
    .orderBy(desc(polls.createdAt), desc(polls.id));
  const tallies = await db
    .select({
      pollId: pollVotes.pollId,
      option: pollVotes.option,
      count: sql<number>`count(*)::int`,
    })
    .from(pollVotes)
    .groupBy(pollVotes.pollId, pollVotes.option)
    .orderBy(asc(pollVotes.pollId));
  const mine = await db.select().from(pollVotes).where(eq(pollVotes.userId, userId));
  return rows.map((poll) => ({
    id: poll.id,
    header: poll.header,
    text: poll.text,
    options: poll.options.map((label, index) => ({
      index,
      label,
      count: tallies.find((t) => t.pollId === poll.id && t.option === index)?.count ?? 0,
    })),
    myVote: mine.find((v) => v.pollId === poll.id)?.option ?? null,
    createdAt: poll.createdAt.toISOString(),
  }));
}

export function registerPollRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const member = async (request: Parameters<SessionReader['requireUserId']>[0]) => {
    const reader = await loadMember(deps.db, await deps.session.requireUserId(request));
    assertCanRead(reader, 'polls');
    return reader;
  };

  routes.get('/api/polls', {
    schema: {
      tags: ['chat'],
      summary: 'The polls of the polls channel, newest first, with counts and the member’s vote',
      response: { 200: z.object({ polls: z.array(pollSchema) }), ...errorResponses(401, 403) },
    },
    preValidation: deps.session.requireSignedIn,
    handler: async (request) => ({ polls: await listPolls(deps.db, (await member(request)).id) }),
  });

  routes.post('/api/polls/:id/vote', {
    schema: {
      tags: ['chat'],
      summary:
        'Vote for an option, change the vote, or clear it with `option: null` (spec section 4)',
      params: z.object({ id: serialId() }),
      body: z.object({ option: z.number().int().min(0).nullable() }).strict(),
      response: { 200: z.object({ poll: pollSchema }), ...errorResponses(400, 401, 403, 404) },
    },
    preValidation: deps.session.requireSignedIn,
    handler: async (request) => {
      const voter = await member(request);
      if (voter.block)
        throw new AppError(403, voter.block.kind, `You can't vote while ${voter.block.kind}`);
      const [poll] = await deps.db
        .select()
        .from(polls)
        .where(and(eq(polls.id, request.params.id), isNull(polls.deletedAt)));
      if (!poll) throw notFound('No such poll');
      const { option } = request.body;
      if (option === null) {
        await deps.db
          .delete(pollVotes)
          .where(and(eq(pollVotes.pollId, poll.id), eq(pollVotes.userId, voter.id)));
      } else {
        if (option >= poll.options.length)
          throw badRequest(`This poll has ${poll.options.length} options`);
        // One row per member and poll: a vote and a change are the same atomic upsert.
        await deps.db
          .insert(pollVotes)
          .values({ pollId: poll.id, userId: voter.id, option })
          .onConflictDoUpdate({
            target: [pollVotes.pollId, pollVotes.userId],
            set: { option, votedAt: sql`now()` },
          });
      }
      deps.events.pollsChanged();
      const [view] = await listPolls(deps.db, voter.id, poll.id);
      if (!view) throw notFound('No such poll');
      return { poll: view };
    },
  });
}
