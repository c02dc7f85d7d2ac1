// A local ESLint rule: each table belongs to the module whose `schema.ts` declares it
// (decision 0065). A module's files take their own tables from that file, and another
// module's tables from the barrel (`db/schema`) only where this file lists the read and says
// why. The lists only shrink: a new entry is a choice to record in a decision.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Tables every module may read: each module's rows join them by a member's id. */
export const SHARED_TABLES = {
  users:
    "A member's name, role flags, tier and credits, joined in SQL by most reads of other modules' rows; the users module owns every write but the console's and the import's.",
};

/** Per module, the other modules' tables it still reads or writes, with the reason. */
export const CROSS_MODULE_TABLES = {
  admin: Object.fromEntries(
    [
      'commissions',
      'faqs',
      'mailingList',
      'orderLines',
      'orderRefunds',
      'orders',
      'productTiers',
      'products',
      'testimonials',
    ].map((table) => [
      table,
      "The founder's console edits the catalogue and the site's content and reports on sales: its repos are the write path of those tables.",
    ]),
  ),
  chat: { uploads: 'A message is answered with its image, joined in the history query.' },
  checkout: { products: 'An order prices its lines from the catalogue in its transaction.' },
  commands: {
    messages: "`/clear` hides messages: still to be written through chat's module.",
    polls: "`/poll` inserts its poll: still to be written through the polls module's.",
  },
  conversations: {
    messages: "A report quotes the conversation's last messages in the ticket it opens.",
  },
  coupons: {
    orders: "A coupon's redemptions are counted over the orders that hold it.",
    products: 'A coupon names the products it takes off.',
  },
  delivery: {
    orders: 'Delivery hands over what a paid order bought.',
    orderLines: 'Delivery hands over what a paid order bought.',
  },
  import: Object.fromEntries(
    [
      'accounts',
      'channelReads',
      'faqs',
      'firebasePasswordHashes',
      'meetings',
      'messageMentions',
      'messageReactions',
      'messages',
      'pollVotes',
      'polls',
      'products',
      'signals',
      'testimonials',
      'ticketNumbering',
      'tickets',
      'uploads',
    ].map((table) => [
      table,
      "The old app's import fills every module's tables in bulk, in its own transactions, keeping the old ids.",
    ]),
  ),
  marketing: {
    commissions: "A marketer's balance and history are the commissions checkout wrote.",
  },
  push: Object.fromEntries(
    ['channelNotificationPrefs', 'channelReads', 'messages', 'threadReads', 'signals'].map(
      (table) => [
        table,
        'A push and the missed-messages mail read who is unread and muted, and what was said, in one query per send.',
      ],
    ),
  ),
  'sign-in': {
    mailOutbox: 'The sign-in link is queued in the transaction that stores its token.',
  },
  uploads: { messages: "An image is served to those who may read its message's channel." },
};

const TABLE = /^export const (\w+) = pgTable\b/gm;

/** Each table's owning module, read from `<modules>/<module>/schema.ts`. */
export function tableOwners(modulesRoot) {
  const owners = new Map();
  for (const module of readdirSync(modulesRoot)) {
    const file = path.join(modulesRoot, module, 'schema.ts');
    if (!existsSync(file)) continue;
    for (const [, table] of readFileSync(file, 'utf8').matchAll(TABLE)) owners.set(table, module);
  }
  return owners;
}

const stripExtension = (file) => file.replace(/\.[cm]?[jt]sx?$/, '');

/** @type {import('eslint').Rule.RuleModule} */
export const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: "Take a module's own tables from its schema.ts, others' only if listed" },
    schema: [
      {
        type: 'object',
        properties: { modulesRoot: { type: 'string' }, barrel: { type: 'string' } },
        required: ['modulesRoot', 'barrel'],
        additionalProperties: false,
      },
    ],
    messages: {
      own: "'{{table}}' is this module's own table: import it from '{{schema}}'.",
      foreign:
        "'{{table}}' belongs to the {{owner}} module: go through its public file, or list the read in lint/table-owners.js with its reason.",
    },
  },
  create(context) {
    const { modulesRoot, barrel } = context.options[0];
    const file = context.physicalFilename;
    const inside = path.relative(modulesRoot, file);
    if (inside.startsWith('..') || path.isAbsolute(inside)) return {};
    const module = inside.split(path.sep)[0];
    const owners = tableOwners(modulesRoot);
    const allowed = CROSS_MODULE_TABLES[module] ?? {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      if (stripExtension(target) !== stripExtension(barrel)) return;
      for (const specifier of node.specifiers ?? []) {
        const table = (specifier.imported ?? specifier.local)?.name;
        const owner = owners.get(table);
        if (!owner) continue;
        if (owner === module) {
          const schema = path
            .relative(path.dirname(file), path.join(modulesRoot, module, 'schema'))
            .split(path.sep)
            .join('/');
          context.report({
            node: specifier,
            messageId: 'own',
            data: { table, schema: schema.startsWith('.') ? schema : `./${schema}` },
          });
        } else if (!(table in SHARED_TABLES) && !(table in allowed)) {
          context.report({ node: specifier, messageId: 'foreign', data: { table, owner } });
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check };
  },
};
