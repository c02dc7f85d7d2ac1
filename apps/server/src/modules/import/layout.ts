import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import { NotJson, outlineFile, type FileOutline, type ReadLimits } from './reader';

/** The collections the importer reads, each under the names old exports gave it. */
export const COLLECTIONS = {
  users: ['users'],
  messages: ['messages'],
  tickets: ['tickets'],
  polls: ['polls'],
  signals: ['signals'],
  meetings: ['meetings'],
  products: ['products'],
  faq: ['faq', 'faqs', 'FAQ'],
  testimonials: ['testimonials', 'reviews'],
  mailingList: ['mailingList', 'mailing_list', 'mailinglist', 'newsletter'],
} as const satisfies Record<string, readonly string[]>;

export type CollectionName = keyof typeof COLLECTIONS;

/** Where a collection's documents are: a file, and the path of keys down to them. */
export interface CollectionSource {
  file: string;
  at: string[];
}

export interface ExportLayout {
  /** auth.json, when the export has it. */
  auth: string | null;
  collections: Partial<Record<CollectionName, CollectionSource>>;
  /** Files of the export that are not read, each with why and what was expected: refusals. */
  unread: string[];
  /** Collections that are not imported (the product has no such thing): report lines. */
  skippedCollections: string[];
}

/** The export cannot be imported at all: nothing was written. Each problem names its file. */
export class ExportRefused extends Error {
  constructor(readonly problems: string[]) {
    super(
      `the export was refused, nothing was written:\n${problems.map((p) => `- ${p}`).join('\n')}`,
    );
  }
}

const EXPECTED =
  'expected auth.json and one file per collection (users.json, messages.json, …), each ' +
  '{"<id>": {fields}} or {"__collections__": {"<name>": …}} as node-firestore-import-export ' +
  'writes it, or one whole-database file whose top level is {"__collections__": {"users": …}} ' +
  'or the collections themselves ({"users": …, "messages": …})';

const collectionNamed = (name: string): CollectionName | undefined =>
  (Object.keys(COLLECTIONS) as CollectionName[]).find((c) =>
    (COLLECTIONS[c] as readonly string[]).includes(name),
  );

const firstKey = (outline: FileOutline) => outline.topKeys.keys().next().value;

/**
 * Reads every JSON file of the export folder once, before anything is written: each must be a
 * file of its own (no symbolic link: nothing outside the folder is read), within the size
 * limit, and JSON (an HTML error page saved as users.json is not). Then tells where each
 * collection is. Throws ExportRefused naming each file that is wrong.
 */
export async function surveyExport(folder: string, limits: ReadLimits): Promise<ExportLayout> {
  const problems: string[] = [];
  const outlines = new Map<string, FileOutline>();
  const names = (await readdir(folder))
    .filter((name) => name.toLowerCase().endsWith('.json'))
    .sort();
  for (const name of names) {
    const file = path.join(folder, name);
    const info = await lstat(file);
    if (info.isSymbolicLink()) {
      problems.push(`${name}: a symbolic link, not read (copy the file itself into the folder)`);
    } else if (!info.isFile()) {
      problems.push(`${name}: not a file`);
    } else if (info.size > limits.fileBytes) {
      problems.push(
        `${name}: ${info.size} bytes, over the limit of ${limits.fileBytes} per file (--max-file-bytes)`,
      );
    } else {
      try {
        outlines.set(name, await outlineFile(file, limits));
      } catch (error) {
        if (!(error instanceof NotJson)) throw error;
        problems.push(`${name}: not JSON we can read: ${error.message}`);
      }
    }
  }
  if (problems.length > 0) throw new ExportRefused(problems);

  const layout: ExportLayout = { auth: null, collections: {}, unread: [], skippedCollections: [] };
  const found = (collection: CollectionName, source: CollectionSource, where: string) => {
    if (layout.collections[collection]) {
      layout.unread.push(`${where}: ${collection} is read from another file already`);
    } else layout.collections[collection] = source;
  };
  for (const [name, outline] of outlines) {
    const file = path.join(folder, name);
    const base = name.slice(0, -'.json'.length);
    const own = collectionNamed(base);
    if (name === 'auth.json') {
      if (outline.topKeys.get('users') === 'array') layout.auth = file;
      else problems.push(`auth.json: expected {"users": [...]} as firebase auth:export writes it`);
    } else if (own && firstKey(outline) === '__collections__') {
      if (outline.wrapped.includes(base)) found(own, { file, at: ['__collections__', base] }, name);
      else problems.push(`${name}: its "__collections__" holds no "${base}"; ${EXPECTED}`);
    } else if (own) {
      found(own, { file, at: [] }, name);
    } else {
      const wrapped = firstKey(outline) === '__collections__';
      const tops = wrapped
        ? outline.wrapped
        : [...outline.topKeys].filter(([, kind]) => kind === 'object').map(([key]) => key);
      if (!tops.some((key) => collectionNamed(key))) {
        layout.unread.push(`${name}: not read, not an export layout we know; ${EXPECTED}`);
        continue;
      }
      for (const key of tops) {
        const collection = collectionNamed(key);
        if (collection)
          found(
            collection,
            { file, at: wrapped ? ['__collections__', key] : [key] },
            `${name} (${key})`,
          );
        else layout.skippedCollections.push(`${name}: collection ${key}`);
      }
    }
  }
  if (problems.length > 0) throw new ExportRefused(problems);
  if (!layout.auth && Object.keys(layout.collections).length === 0)
    throw new ExportRefused([`${folder}: nothing to import; ${EXPECTED}`]);
  return layout;
}
