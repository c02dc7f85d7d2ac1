import { readSignalLevel } from '@bbt/domain';
import { upsertMeeting, upsertPoll, upsertSignal } from './community-repo';
import { memberByName } from './members';
import { findMapping } from './repo';
import { eachDocument, importDocument, refuse, type ImportContext } from './runner';
import { readBoolean, readCounter, readText, readTimestamp, type Fields } from './values';

const OPTION = /^option(\d+)$/;

/**
 * Polls keep their options (option1..optionN) and their votes: a field named after a member's
 * uid holds the option key they chose. The votes are the truth; the optionNCount fields are
 * only compared with them.
 */
export function importPolls(ctx: ImportContext) {
  return eachDocument(ctx, 'polls', 'polls', (id, doc) =>
    importDocument(ctx, 'polls', id, doc, async (tx, previous, notes) => {
      const numbered = Object.keys(doc)
        .map((key) => ({ key, n: Number(OPTION.exec(key)?.[1]) }))
        .filter((o) => Number.isInteger(o.n) && readText(doc[o.key]) !== undefined)
        .sort((a, b) => a.n - b.n);
      if (numbered.length < 2) refuse('fewer than two options');
      const options = numbered.map((o) => readText(doc[o.key]) as string);
      const votes: { userId: string; option: number }[] = [];
      let counted = 0;
      for (const o of numbered) counted += readCounter(doc[`${o.key}Count`]) ?? 0;
      for (const [key, value] of Object.entries(doc)) {
        const chosen = typeof value === 'string' ? numbered.findIndex((o) => o.key === value) : -1;
        if (chosen < 0 || OPTION.test(key) || key === 'header' || key === 'text') continue;
        const userId = ctx.members.get(key) ?? (await findMapping(tx, 'member', key))?.targetId;
        if (userId) votes.push({ userId, option: chosen });
        else notes.note('vote by someone not in the export: dropped');
      }
      if (counted !== votes.length)
        notes.note('option counts disagree with the votes: the votes are kept');
      const createdAt = readTimestamp(doc.createdAt);
      const poll = await upsertPoll(
        tx,
        previous,
        {
          header: readText(doc.header) ?? refuse('no header'),
          text: readText(doc.text) ?? '',
          options,
          ...(createdAt && { createdAt }),
        },
        votes,
        createdAt,
      );
      return String(poll);
    }),
  );
}

function level(doc: Fields, field: string, label: string) {
  const raw = doc[field];
  if (typeof raw !== 'string' && typeof raw !== 'number') return refuse(`no ${label}`);
  const read = readSignalLevel(label, raw);
  if (read.problem) refuse(read.problem);
  return read;
}

/** Signals keep their figures (entery is the entry price) and their analyst. */
export function importSignals(ctx: ImportContext) {
  return eachDocument(ctx, 'signals', 'signals', (id, doc) =>
    importDocument(ctx, 'signals', id, doc, async (tx, previous, notes) => {
      const entry = level(doc, 'entery' in doc ? 'entery' : 'entry', 'Entry');
      const exit = level(doc, 'exit', 'Exit');
      const analyst = readText(doc.analyst) ?? refuse('no analyst');
      // The analyst is a uid in most documents, a display name in the oldest.
      const analystId =
        ctx.members.get(analyst) ??
        (await memberByName(tx, ctx, analyst, `analyst:${analyst}`, notes));
      const active = readBoolean(doc.active) ?? true;
      const createdAt = readTimestamp(doc.data) ?? readTimestamp(doc.createdAt);
      if (!createdAt) notes.note('no creation time (data): the time of the import');
      const signal = await upsertSignal(tx, previous, {
        name: readText(doc.name) ?? refuse('no name'),
        entry: entry.value,
        entryDecimals: entry.decimals,
        exit: exit.value,
        exitDecimals: exit.decimals,
        profit: readText(doc.profit) ?? String(doc.profit ?? ''),
        analystId,
        active,
        position: readText(doc.position) ?? null,
        pl: readText(doc.pl) ?? (typeof doc.pl === 'number' ? String(doc.pl) : null),
        ...(createdAt && { createdAt }),
        ...(!active && { closedAt: readTimestamp(doc.closedAt) ?? createdAt ?? new Date() }),
      });
      return String(signal);
    }),
  );
}

/** Meetings (execlusive is exclusive); the old app had no status: they come in scheduled. */
export function importMeetings(ctx: ImportContext) {
  return eachDocument(ctx, 'meetings', 'meetings', (id, doc) =>
    importDocument(ctx, 'meetings', id, doc, async (tx, previous, notes) => {
      const exclusive = readBoolean(doc.execlusive ?? doc.exclusive);
      if (exclusive === undefined) notes.note('execlusive missing: exclusive');
      const createdAt = readTimestamp(doc.createdAt);
      const meeting = await upsertMeeting(tx, previous, {
        title: readText(doc.title) ?? refuse('no title'),
        provider: readText(doc.provider) ?? refuse('no provider'),
        link: readText(doc.link) ?? refuse('no link'),
        exclusive: exclusive ?? true,
        ...(createdAt && { createdAt }),
      });
      return String(meeting);
    }),
  );
}
