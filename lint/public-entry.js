// A local ESLint rule: code inside one area (a server module, a web feature) reaches another
// area only through that area's public file, `<area>/index.ts`, whatever relative path it
// takes to get there. See docs/decisions/0021-enforced-layers-and-boundaries.md.
import path from 'node:path';
import { tableOwner } from './table-owners.js';

const SOURCE_NODES = [
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
];

/** The area holding `file` under `root` and the path inside it, or null outside the root. */
function locate(root, file) {
  const inside = path.relative(root, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return null;
  const [area, ...rest] = inside.split(path.sep);
  return rest.length === 0 ? null : { area, rest: rest.join('/') };
}

const isPublicFile = (rest) => /^index(\.[cm]?[jt]sx?)?$/.test(rest);

/** @type {import('eslint').Rule.RuleModule} */
export const publicEntry = {
  meta: {
    type: 'problem',
    docs: { description: 'Import another area only through its public index.ts' },
    schema: [
      {
        type: 'object',
        properties: {
          roots: { type: 'array', items: { type: 'string' }, minItems: 1 },
          kind: { type: 'string' },
          pairedFile: { type: 'string' },
        },
        required: ['roots'],
        additionalProperties: false,
      },
    ],
    messages: {
      internals:
        "'{{source}}' reaches into the {{kind}} '{{target}}': import it from its public file ('{{entry}}') instead.",
    },
  },
  create(context) {
    // A file of this name may import its namesake in another area: a module's tables
    // (`schema.ts`) name other modules' tables in their foreign keys (decision 0065).
    const { roots, kind = 'area', pairedFile } = context.options[0];
    const file = context.physicalFilename;
    const home = roots
      .map((root) => ({ root, at: locate(root, file) }))
      .find(({ at }) => at !== null);
    if (!home) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = locate(home.root, path.resolve(path.dirname(file), source.value));
      if (!target || target.area === home.at.area || isPublicFile(target.rest)) return;
      if (pairedFile && home.at.rest === pairedFile && `${target.rest}.ts` === pairedFile) return;
      const entry = path
        .relative(path.dirname(file), path.join(home.root, target.area))
        .split(path.sep)
        .join('/');
      context.report({
        node: source,
        messageId: 'internals',
        data: { source: source.value, kind, target: target.area, entry },
      });
    };
    return Object.fromEntries(SOURCE_NODES.map((type) => [type, check]));
  },
};

export default { rules: { 'public-entry': publicEntry, 'table-owner': tableOwner } };
