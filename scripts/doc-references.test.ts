import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  citationProblems,
  readCitationTargets,
  repositoryCitationProblems,
  type CitationTargets,
} from './doc-references';

const root = fileURLToPath(new URL('..', import.meta.url));

const targets: CitationTargets = {
  sections: new Set([4, 6]),
  screens: new Set([13]),
  rulings: new Set([5]),
  decisions: new Set([16]),
  conventions: new Set([4]),
  fileExists: (path) => path === 'docs/deploy.md',
};

const problemsIn = (text: string) =>
  citationProblems('example.ts', text, targets).map(({ citation, problem }) => ({
    citation,
    problem,
  }));

describe('citationProblems', () => {
  it('accepts the citation forms whose target exists', () => {
    const text = [
      '// Tickets (ruling 5, Ruling 5): who reads them (spec §6) and their names (spec §4).',
      ' * The workspace of spec screen 13; sockets end with their session (decision 0016).',
      ' * Acknowledged after the commit (convention 4).',
      "  why: 'Spec §6 channel access; see docs/deploy.md',",
    ].join('\n');
    expect(problemsIn(text)).toEqual([]);
  });

  it('reports a citation whose heading or record does not exist', () => {
    const text =
      '// ruling 99, spec §12, spec screen 40, decision 0999, convention 12, docs/missing.md';
    expect(problemsIn(text).map(({ citation }) => citation)).toEqual([
      'ruling 99',
      'spec §12',
      'spec screen 40',
      'decision 0999',
      'convention 12',
      'docs/missing.md',
    ]);
    expect(new Set(problemsIn(text).map(({ problem }) => problem))).toEqual(
      new Set(['no such heading or file']),
    );
  });

  it('reports tracker issues and every other spelling of a citation', () => {
    const text = [
      '// (issue 17) Issue #8 section 4 spec section 6 spec 5 screen 3 rulings 3-5',
      '// decisions 0014, 0016 and § 4',
    ].join('\n');
    const problems = citationProblems('example.ts', text, targets);
    expect(problems.map(({ line, citation }) => `${line}: ${citation}`)).toEqual([
      '1: issue 17',
      '1: Issue #8',
      '1: section 4',
      '1: section 6',
      '1: spec 5',
      '1: screen 3',
      '1: rulings 3',
      '2: decisions 0014',
      '2: § 4',
    ]);
    expect(problems.every(({ problem }) => problem.startsWith('not a citation form'))).toBe(true);
  });

  it('reports the seed document outside the repository, in any form', () => {
    const text = '// acknowledged after the commit (ARCHITECTURE.md convention 4); ARCHITECTURE.md';
    expect(problemsIn(text).map(({ citation }) => citation)).toEqual([
      'ARCHITECTURE.md',
      'ARCHITECTURE.md',
    ]);
  });

  it('leaves code and measures alone', () => {
    const text = [
      'const first = error.issues[0]?.message;',
      '// at most 8 MB; one-click unsubscribe (RFC 8058); the spec says so',
    ].join('\n');
    expect(problemsIn(text)).toEqual([]);
  });
});

describe('the repository', () => {
  it('reads every section, screen and ruling heading of docs/spec', () => {
    const { sections, screens, rulings, decisions, conventions } = readCitationTargets(root);
    expect([...sections]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(screens.size).toBe(16);
    expect(rulings.size).toBe(19);
    expect(decisions.has(16)).toBe(true);
    expect([...conventions]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('cites only headings of docs/spec and records of docs/decisions, in the accepted forms', () => {
    const problems = repositoryCitationProblems(root).map(
      ({ file, line, citation, problem }) => `${file}:${line}: "${citation}": ${problem}`,
    );
    expect(problems).toEqual([]);
  });
});
