/**
 * Citations of the product's documents in code and docs, and whether each one leads somewhere.
 * The accepted forms (docs/architecture.md, "Citing the spec"):
 *   spec §4          a numbered section of docs/spec/product-spec.md ("## 4. ...")
 *   spec screen 13   a "#### Screen 13: ..." heading of docs/spec/product-spec.md
 *   ruling 5         a "### Ruling 5: ..." heading of docs/spec/rulings.md
 *   decision 0016    a record docs/decisions/0016-*.md
 *   convention 4     a "### Convention 4: ..." heading of docs/architecture.md
 *   docs/....md      a file that exists
 * Anything else that looks like a citation ("issue 17", "section 4", "rulings 3-5", "§4" on its
 * own) is a problem: the tracker is not in the repo, and other spellings can't be grepped. So
 * is any mention of the seed ARCHITECTURE.md, which is not in the repo either.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative, extname, basename } from 'node:path';

export interface CitationTargets {
  sections: ReadonlySet<number>;
  screens: ReadonlySet<number>;
  rulings: ReadonlySet<number>;
  decisions: ReadonlySet<number>;
  conventions: ReadonlySet<number>;
  /** Whether a repository-relative path such as docs/deploy.md exists. */
  fileExists: (path: string) => boolean;
}

export interface CitationProblem {
  file: string;
  line: number;
  citation: string;
  problem: string;
}

const CITATION =
  /\b(?:spec §(?<section>\d+)|spec screen (?<screen>\d+)|ruling (?<ruling>\d+)|decision (?<decision>\d{4})|convention (?<convention>\d+))\b|\bdocs\/[\w./-]+\.md\b/gi;
const CITATION_LIKE =
  /\b(?:issues?|spec|sections?|screens?|rulings?|decisions?|conventions?)[ \t]*#?\d+|§[ \t]*\d+/gi;
/** The seed document outside the repository (docs/architecture.md is lower case). */
const OUTSIDE_DOCUMENT = /\bARCHITECTURE\.md\b/g;

function resolves(match: RegExpMatchArray, targets: CitationTargets): boolean {
  const { section, screen, ruling, decision, convention } = match.groups ?? {};
  if (section) return targets.sections.has(Number(section));
  if (screen) return targets.screens.has(Number(screen));
  if (ruling) return targets.rulings.has(Number(ruling));
  if (decision) return targets.decisions.has(Number(decision));
  if (convention) return targets.conventions.has(Number(convention));
  return targets.fileExists(match[0]);
}

/** Problems in one file's text: citations without a target, and citations in no accepted form. */
export function citationProblems(
  file: string,
  text: string,
  targets: CitationTargets,
): CitationProblem[] {
  const problems: CitationProblem[] = [];
  text.split('\n').forEach((content, index) => {
    const line = index + 1;
    const accepted: Array<[number, number]> = [];
    for (const match of content.matchAll(CITATION)) {
      const start = match.index ?? 0;
      accepted.push([start, start + match[0].length]);
      if (!resolves(match, targets)) {
        problems.push({ file, line, citation: match[0], problem: 'no such heading or file' });
      }
    }
    for (const match of content.matchAll(CITATION_LIKE)) {
      const start = match.index ?? 0;
      if (accepted.some(([from, to]) => start >= from && start < to)) continue;
      problems.push({
        file,
        line,
        citation: match[0],
        problem: 'not a citation form docs/architecture.md accepts',
      });
    }
    for (const match of content.matchAll(OUTSIDE_DOCUMENT)) {
      problems.push({
        file,
        line,
        citation: match[0],
        problem: 'a document outside the repository: cite docs/architecture.md',
      });
    }
  });
  return problems;
}

/** The headings and records citations may point at, read from docs/. */
export function readCitationTargets(root: string): CitationTargets {
  const headings = (file: string) => readFileSync(join(root, 'docs/spec', file), 'utf8');
  const numbers = (text: string, heading: RegExp) =>
    new Set([...text.matchAll(heading)].map((match) => Number(match[1])));
  const spec = headings('product-spec.md');
  return {
    sections: numbers(spec, /^## (\d+)\. /gm),
    screens: numbers(spec, /^#### Screen (\d+): /gm),
    rulings: numbers(headings('rulings.md'), /^### Ruling (\d+): /gm),
    decisions: new Set(
      readdirSync(join(root, 'docs/decisions')).flatMap((name) => {
        const number = /^(\d{4})-.+\.md$/.exec(name)?.[1];
        return number ? [Number(number)] : [];
      }),
    ),
    conventions: new Set(
      [
        ...readFileSync(join(root, 'docs/architecture.md'), 'utf8').matchAll(
          /^### Convention (\d+): /gm,
        ),
      ].map((match) => Number(match[1])),
    ),
    fileExists: (path) => existsSync(join(root, path)),
  };
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', 'dist', 'data', 'coverage']);
const SKIPPED_PATHS = new Set([
  // The cited documents themselves: the owner's words, cross-referencing in their own way.
  'docs/spec',
  'apps/server/drizzle/meta',
  'e2e/artifacts',
  // This checker and its test spell out the forms it refuses.
  'scripts/doc-references.ts',
  'scripts/doc-references.test.ts',
]);
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.css',
  '.html',
  '.sql',
  '.yml',
  '.yaml',
]);
const TEXT_NAMES = new Set(['Dockerfile', '.env.example']);

/** Repository-relative paths of the files whose text may cite documents. */
export function citingFiles(root: string, directory = root): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    const relativePath = relative(root, path);
    if (SKIPPED_PATHS.has(relativePath)) return [];
    if (statSync(path).isDirectory()) {
      return SKIPPED_DIRECTORIES.has(name) ? [] : citingFiles(root, path);
    }
    const isText = TEXT_EXTENSIONS.has(extname(name)) || TEXT_NAMES.has(basename(name));
    return isText && name !== 'package-lock.json' ? [relativePath] : [];
  });
}

/** Every citation problem in the repository at `root`. */
export function repositoryCitationProblems(root: string): CitationProblem[] {
  const targets = readCitationTargets(root);
  return citingFiles(root).flatMap((file) =>
    citationProblems(file, readFileSync(join(root, file), 'utf8'), targets),
  );
}
