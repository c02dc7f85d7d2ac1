import { COPY, POLLS_CHANNEL } from '@bbt/domain';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import { assertCanRead, type ChatEvents } from '../chat';
import type { Member } from '../users';
import { castVote, clearVote, countVotes, findLivePoll, listLivePolls, votesOf } from './repo';

/** Polls with counts counted from the vote rows, so a count can never drift from the votes. */
async function pollsWithCounts(db: Database, userId: string, only?: number) {
  const rows = await listLivePolls(db, only);
  const tallies = await countVotes(db);
  const mine = await votesOf(db, userId);
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

/** The polls of the polls channel, for a member who may read it. */
export function pollsFor(db: Database, reader: Member) {
  assertCanRead(reader, POLLS_CHANNEL);
  return pollsWithCounts(db, reader.id);
}

/** Votes, changes the vote, or clears it (`option: null`); answers the poll as it now stands. */
export async function vote(
  db: Database,
  events: ChatEvents,
  voter: Member,
  input: { pollId: number; option: number | null },
) {
  assertCanRead(voter, POLLS_CHANNEL);
  if (voter.block)
    throw new AppError(403, voter.block.kind, COPY.server.polls.blocked(voter.block.kind));
  const poll = await findLivePoll(db, input.pollId);
  if (!poll) throw notFound(COPY.server.polls.noSuchPoll);
  const { option } = input;
  if (option === null) await clearVote(db, poll.id, voter.id);
  else {
    if (option >= poll.options.length)
      throw badRequest(COPY.server.polls.optionOutOfRange(poll.options.length));
    await castVote(db, { pollId: poll.id, userId: voter.id, option });
  }
  events.pollsChanged();
  const [view] = await pollsWithCounts(db, voter.id, poll.id);
  if (!view) throw notFound(COPY.server.polls.noSuchPoll);
  return view;
}
