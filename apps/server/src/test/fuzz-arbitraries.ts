// Request generators for the HTTP fuzz test (fuzz.test.ts), derived from the OpenAPI document.
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';

/** The parts of an OpenAPI 3.0 schema (as @fastify/swagger writes zod schemas) we generate from. */
export interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  items?: JsonSchema;
  maxItems?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        summary?: string;
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        responses?: Record<string, unknown>;
      }
    >
  >;
}

export interface Operation {
  /** `POST /api/polls/{id}/vote`, for reports. */
  name: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  /** Routes that read multipart/form-data themselves (uploads): no body schema in the document. */
  multipart: boolean;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.includes(method)) continue;
      const parameters = op.parameters ?? [];
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
        queryParams: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name: p.name,
            required: p.required ?? false,
            schema: p.schema ?? { type: 'string' },
          })),
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: /multipart/i.test(op.summary ?? '') || '415' in (op.responses ?? {}),
      });
    }
  }
  return operations;
}

/**
 * Values that exist in the database, by the name of the field or parameter that carries them
 * (`key`, `slug`, `id`...), so that generated requests reach past "not found" into the rules.
 */
export type KnownValues = Record<string, readonly (string | number)[]>;

// ---------------------------------------------------------------------------------------------
// JSON bodies are serialised by hand, so that they can carry what JSON.stringify can't write:
// `__proto__` keys, numbers beyond double range and raw malformed fragments.

/** A fragment of JSON text written verbatim. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** An object whose keys may include `__proto__` (a null-prototype object keeps it as a key). */
export function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) object[key] = value;
  return object;
}

export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value === undefined) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? JSON.stringify(value) : 'null';
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  const entries = Object.keys(value).map(
    (key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`,
  );
  return `{${entries.join(',')}}`;
}

// ---------------------------------------------------------------------------------------------
// Hostile values.

const HUGE = 100_000;
const deepArray = (depth: number) => new RawJson('['.repeat(depth) + ']'.repeat(depth));
const deepObject = (depth: number) => new RawJson('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes));

/**
 * Text PostgreSQL refuses (a NUL anywhere) and bidirectional controls that reorder what a
 * reader sees (U+202E right-to-left override, isolates, marks): drawn often, so that every text
 * field of every route gets them.
 */
const unstorableAndBidiText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    'text\u0000',
    '\u0000'.repeat(3),
    '\u202E',
    'invoice\u202Efdp.exe',
    '\u202Aleft\u202C \u202Bright\u202C',
    '\u2066isolate\u2069 \u2067rtl\u2069 \u2068first\u2069',
    '\u200E\u200F\u061C',
    '\u202E\u0000',
  ),
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom('\u0000', '\u202E', '\u2066', '\u200F'),
      fc.string({ maxLength: 10 }),
    )
    .map((parts) => parts.join('')),
);

/** Strings chosen to break parsers, databases and renderers. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: unstorableAndBidiText },
  fc.constantFrom(
    '',
    ' ',
    '   \t\n',
    'a'.repeat(HUGE),
    'é'.repeat(HUGE),
    '😀'.repeat(HUGE / 2),
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uDBFF\uDFFF',
    '\u202Egnp.exe',
    'مرحبا بالعالم',
    'שלום עולם',
    '\u200B\u200C\u200D\uFEFF',
    '👨‍👩‍👧‍👦'.repeat(50),
    'Z̴̡̢̛͓̗͚̙̩̥̞͑̎̽͂̏̓̀a̷l̷g̷o̷',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e308',
    '1e400',
    '-1',
    '-0',
    '0',
    '1.5',
    '0x10',
    '9'.repeat(400),
    'true',
    'null',
    'undefined',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    "'; drop table users; --",
    '%00',
    '%s%n%x',
    '${7*7}',
    '../../../../etc/passwd',
    '..\\..\\windows\\win.ini',
    'file:///etc/passwd',
    'javascript:alert(1)',
    '@everyone',
    '/ban @everyone 99999',
  ),
  loneSurrogates,
  // Any UTF-16 code units: fast-check's 'binary' unit costs about 4 s of set-up on first use.
  fc.string({
    unit: fc.nat({ max: 0xffff }).map((code) => String.fromCharCode(code)),
    maxLength: 40,
  }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);

/**
 * Numbers at the limits of the database's numeric columns: prices with two decimals just under
 * and past 10^8 and 10^10, a trillion, and fractions finer than a cent.
 */
const columnLimitNumbers = [
  1e12, -1e12, 1e-9, -1e-9, 0.001, 0.005, 99_999_999.99, 99_999_999.995, 100_000_000,
  9_999_999_999.99, 10_000_000_000, 2_147_483_647.5, 4.999, 5.5,
] as const;

/** Numbers at and beyond every edge; some only exist as JSON text (1e400 parses to Infinity). */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...columnLimitNumbers) },
  fc.constantFrom<unknown>(
    -1,
    -0,
    0,
    0.5,
    1.5,
    -1e308,
    1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 63,
    1e21,
    new RawJson('1e400'),
    new RawJson('-1e400'),
    new RawJson('1' + '0'.repeat(400)),
    new RawJson('0.' + '0'.repeat(400) + '1'),
    new RawJson('1.0'),
    new RawJson('-0.0'),
    new RawJson('1E2'),
  ),
  fc.double(),
  fc.integer(),
);

const pollutionKeys = ['__proto__', 'constructor', 'prototype'] as const;

/** Objects that try to reach Object.prototype through a careless merge or parser. */
export const pollutingObject: fc.Arbitrary<unknown> = fc.oneof(
  fc
    .constantFrom(...pollutionKeys)
    .map((key) => objectOf([[key, objectOf([['polluted', 'yes']])]])),
  fc.constant(objectOf([['constructor', objectOf([['prototype', objectOf([['polluted', 1]])]])]])),
  fc.constant(
    objectOf([
      [
        '__proto__',
        objectOf([
          ['isAdmin', true],
          ['founder', true],
        ]),
      ],
    ]),
  ),
  fc.constant(new RawJson('{"__proto__":{"polluted":"yes"},"__proto__":null}')),
);

/** Any value of any type, hostile where possible. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>([], {}, [null], [[]], [{}]) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(deepArray(5_000), deepObject(2_000)) },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 10_000 }, (_, i) => i)) },
  { weight: 2, arbitrary: pollutingObject },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

// ---------------------------------------------------------------------------------------------
// Valid values from a schema, then the same values mutated.

const schemaType = (schema: JsonSchema): string | undefined =>
  schema.type ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);

function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) min += 1;
  else if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  else if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - 1;
  return {
    min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER),
    max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER),
  };
}

const isoDay = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

/** A value the schema accepts; known database values for the field's name come first. */
export function validValue(
  schema: JsonSchema,
  known: KnownValues,
  name = '',
): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((s) => validValue(s, known, name)));
  const base = validNonNull(schema, known, name);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, fc.constant(null)) : base;
}

function validNonNull(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = schemaType(schema);
  const pool = (known[name] ?? []).filter((v) =>
    type === 'integer' || type === 'number' ? typeof v === 'number' : typeof v === 'string',
  );
  const fromPool = pool.length > 0 ? fc.constantFrom(...pool) : undefined;
  const withPool = (arbitrary: fc.Arbitrary<unknown>) =>
    fromPool ? fc.oneof({ weight: 3, arbitrary: fromPool }, { weight: 1, arbitrary }) : arbitrary;
  switch (type) {
    case 'integer': {
      const { min, max } = integerBounds(schema);
      return withPool(
        fc.oneof(
          fc.integer({ min, max: Math.min(max, min + 10) }),
          fc.integer({ min, max }),
          fc.constantFrom(min, max),
        ),
      );
    }
    case 'number': {
      const min = schema.minimum ?? -1e6;
      const max = schema.maximum ?? 1e6;
      const inRange = (n: number) =>
        (schema.exclusiveMinimum === true ? n > min : n >= min) && n <= max;
      // Plain prices and ratings first: an arbitrary double rarely passes a business rule.
      const plain = [0.5, 1, 2.5, 4.5, 9.99, 19.5, 100].filter(inRange);
      return withPool(
        fc.oneof(
          fc.double({
            min,
            max,
            noNaN: true,
            noDefaultInfinity: true,
            minExcluded: schema.exclusiveMinimum === true,
          }),
          ...(plain.length > 0 ? [{ weight: 3, arbitrary: fc.constantFrom(...plain) }] : []),
        ),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array': {
      const maxLength = Math.min(schema.maxItems ?? 5, 5);
      return fc.array(validValue(schema.items ?? {}, known, name), {
        minLength: Math.min(schema.minItems ?? 0, maxLength),
        maxLength,
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties))
        record[key] = validValue(child, known, key);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((k) => required.has(k)),
      });
    }
    case 'string': {
      if (schema.format === 'uuid') return withPool(fc.uuid());
      if (schema.format === 'date') return isoDay;
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
      return withPool(
        fc.oneof(
          fc.string({ minLength, maxLength }),
          fc.string({ unit: 'grapheme-ascii', minLength, maxLength }),
          fc.constant('x'.repeat(Math.max(minLength, Math.min(schema.maxLength ?? 200, 2000)))),
        ),
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A copy of `value` (an object) without `key`, or with `key` set. Null-prototype, like bodies. */
function withKey(value: Record<string, unknown>, key: string, next?: { value: unknown }) {
  const entries = Object.keys(value)
    .filter((k) => k !== key)
    .map((k): [string, unknown] => [k, value[k]]);
  if (next) entries.push([key, next.value]);
  return objectOf(entries);
}

const extraKey = fc.oneof(
  fc.constantFrom(
    ...pollutionKeys,
    'id',
    'userId',
    'role',
    'founder',
    'admin',
    'credits',
    'amount',
  ),
  fc.string({ maxLength: 12 }),
);

/**
 * A value the schema probably rejects: the wrong type, a hostile value, a required field gone,
 * an extra field, or one of these deeper inside an object or array.
 */
export function mutatedValue(
  schema: JsonSchema,
  known: KnownValues,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const replaced = nastyValue;
  const type = schemaType(schema);
  if (type === 'object' && depth < 4) {
    const properties = Object.keys(schema.properties ?? {});
    const valid = validValue(schema, known, name) as fc.Arbitrary<Record<string, unknown>>;
    const mutations: fc.Arbitrary<unknown>[] = [
      replaced,
      fc.constantFrom<unknown>([], 'object expected', 1),
      fc
        .tuple(valid, extraKey, nastyValue)
        .map(([object, key, value]) => withKey(object, key, { value })),
      fc
        .tuple(valid, pollutingObject)
        .map(([object, polluting]) =>
          objectOf([
            ...Object.keys(object).map((k): [string, unknown] => [k, object[k]]),
            ...Object.keys(polluting as object).map((k): [string, unknown] => [
              k,
              (polluting as Record<string, unknown>)[k],
            ]),
          ]),
        ),
    ];
    if (properties.length > 0) {
      const field = fc.constantFrom(...properties);
      mutations.push(
        fc.tuple(valid, field).map(([object, key]) => withKey(object, key)),
        fc
          .tuple(valid, field)
          .chain(([object, key]) =>
            mutatedValue(schema.properties?.[key] ?? {}, known, key, depth + 1).map((value) =>
              withKey(object, key, { value }),
            ),
          ),
      );
    }
    return fc.oneof(...mutations);
  }
  if (type === 'array' && depth < 4) {
    const item = schema.items ?? {};
    return fc.oneof(
      replaced,
      fc.constantFrom<unknown>({}, 'array expected'),
      fc.array(mutatedValue(item, known, name, depth + 1), { minLength: 1, maxLength: 3 }),
      fc.array(validValue(item, known, name), {
        minLength: (schema.maxItems ?? 20) + 1,
        maxLength: (schema.maxItems ?? 20) + 2,
      }),
    );
  }
  if (type === 'integer' || type === 'number') {
    const { min, max } = integerBounds(schema);
    return fc.oneof(
      replaced,
      nastyNumber,
      fc.constantFrom<unknown>(min - 1, max + 1, min - 0.5, `${min}`, 'NaN', 'Infinity', '1e308'),
    );
  }
  if (type === 'string') {
    const tooLong = (schema.maxLength ?? HUGE) + 1;
    return fc.oneof(
      replaced,
      nastyString,
      fc.constantFrom<unknown>('x'.repeat(Math.min(tooLong, HUGE + 1)), 1, true, null, ['x'], {}),
      ...(schema.minLength ? [fc.constant('x'.repeat(schema.minLength - 1))] : []),
      ...(schema.enum
        ? [fc.constantFrom<unknown>(...schema.enum.map((v) => `${String(v)} `))]
        : []),
    );
  }
  return replaced;
}

// ---------------------------------------------------------------------------------------------
// URLs: path segments and query strings, percent-encoded by hand so they may be malformed.

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
export function percentEncode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Path or query text sent as is: traversal, malformed escapes, bytes that aren't UTF-8. */
const rawUrlText = fc.constantFrom(
  '..',
  '../..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f',
  '%2F',
  '%5C..%5C',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ED%A0%80',
  '%FF%FE',
  '%C0%AF',
  '%00',
  'a%00b',
  '%20',
  '+',
  '%2B1',
  '1;drop',
  '1%0d%0aSet-Cookie:%20x=1',
  'a'.repeat(5_000),
);

/** Looks like an id to a careless parser: negative, fractional, hex, exponents, huge. */
const idLookalike = fc.constantFrom(
  '-1',
  '0',
  '-0',
  '1.5',
  '1e3',
  '0x1F',
  '+1',
  ' 1',
  '1 ',
  '00001',
  '9'.repeat(20),
  '9'.repeat(400),
  '2147483648',
  '9007199254740993',
  ...columnLimitNumbers.map(String),
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
);

function encodedValue(value: unknown): string {
  return percentEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
}

/** One path or query value: a valid one, an id lookalike, a hostile string, or raw URL text. */
function urlValue(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: validValue(schema, known, name).map(encodedValue) },
    { weight: 2, arbitrary: idLookalike.map(percentEncode) },
    { weight: 2, arbitrary: nastyString.map(percentEncode) },
    { weight: 2, arbitrary: rawUrlText },
  );
}

/** Query parameters: omitted or valid, or (when `hostile`) anything a client could send. */
function queryString(
  operation: Operation,
  known: KnownValues,
  hostile: boolean,
): fc.Arbitrary<string> {
  const parts = operation.queryParams.map((param) => {
    const omitted = { weight: 3, arbitrary: fc.constant<string[]>([]) };
    const valid = {
      weight: 4,
      arbitrary: validValue(param.schema, known, param.name).map((v) => [
        `${param.name}=${encodedValue(v)}`,
      ]),
    };
    if (!hostile) return fc.oneof(omitted, valid);
    return fc.oneof(
      omitted,
      valid,
      {
        weight: 4,
        arbitrary: urlValue(param.schema, known, param.name).map((v) => [`${param.name}=${v}`]),
      },
      // Repeated keys arrive as an array where a scalar is expected.
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            urlValue(param.schema, known, param.name),
            urlValue(param.schema, known, param.name),
          )
          .map(([a, b]) => [`${param.name}=${a}`, `${param.name}=${b}`]),
      },
      {
        weight: 1,
        arbitrary: fc.constant([param.name, `${param.name}[]=1`, `${param.name}[a]=1`]),
      },
    );
  });
  const extras = hostile
    ? fc.oneof(
        { weight: 3, arbitrary: fc.constant<string[]>([]) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            ['__proto__[polluted]=yes'],
            ['constructor[prototype][polluted]=yes'],
            ['__proto__=1', 'constructor=1', 'prototype=1'],
            ['a=1&&&b'],
            ['%=%'],
            ['=', '&'],
            ['x=%ED%A0%80'],
            [`x=${'y'.repeat(HUGE)}`],
          ),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(nastyString, nastyString)
            .map(([k, v]) => [`${percentEncode(k)}=${percentEncode(v)}`]),
        },
      )
    : fc.constant<string[]>([]);
  return fc.tuple(fc.tuple(...parts), extras).map(([chosen, extra]) => {
    const all = [...chosen.flat(), ...extra];
    return all.length > 0 ? `?${all.join('&')}` : '';
  });
}

// ---------------------------------------------------------------------------------------------
// Bodies.

export interface GeneratedBody {
  payload: string | Buffer;
  contentType: string | undefined;
  /** What the body was meant to be, for reports. */
  kind: string;
}

const JSON_TYPE = 'application/json';

const wrongContentTypes = fc.constantFrom(
  undefined,
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/json; charset=utf-16le',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/json, text/plain',
  'text/json',
  '*/*',
  'application/json; boundary=x; charset="utf-8"',
);

/** Text that isn't the JSON it claims to be. */
const rawBodies = fc.constantFrom(
  '',
  ' ',
  'not json',
  '{',
  '{"a":',
  '[1,2',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'Infinity',
  '-',
  '"just a string"',
  'null',
  'true',
  '0',
  '1e400',
  '[]',
  '{}',
  '\u0000',
  '{"a":"\u0000"}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":1}garbage',
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '['.repeat(10_000),
  '{"a":'.repeat(5_000),
  `"${'x'.repeat(600_000)}"`,
  `{"a":"${'x'.repeat(1_100_000)}"}`,
);

const asJson = (kind: string) => (value: unknown) => ({
  payload: toJsonText(value),
  contentType: JSON_TYPE,
  kind,
});

const FORM_TYPES = fc.constantFrom(
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded; charset=UTF-8',
);

/** A value as an HTML form posts it: `key=value` pairs, an array as the same key repeated. */
export function toFormText(value: unknown): string {
  const text = (v: unknown) => percentEncode(typeof v === 'string' ? v : toJsonText(v));
  if (
    typeof value !== 'object' ||
    value === null ||
    Array.isArray(value) ||
    value instanceof RawJson
  )
    return text(value);
  const fields = value as Record<string, unknown>;
  return Object.keys(fields)
    .flatMap((key) => {
      const field = fields[key];
      return (Array.isArray(field) ? field : [field]).map(
        (item) => `${percentEncode(key)}=${text(item)}`,
      );
    })
    .join('&');
}

/** Form text as it arrives, malformed or with the bytes the database refuses left raw. */
const rawFormBodies = fc.constantFrom(
  'a=%00',
  'email=x%00y%40example.com',
  'a=\u0000',
  '\u0000',
  'a=%E2%80%AEtxt.exe',
  'a=1&a=2',
  'a[b]=1',
  '__proto__[polluted]=yes',
  '%',
  'a=%zz',
  '=&=',
  '',
);

/**
 * What a form on any site can post: the schema's fields (valid or mutated) form-encoded, or raw
 * form text. Routes read JSON, so these must be refused, never reach a handler as an object.
 */
const formBody = (value: fc.Arbitrary<unknown>): fc.Arbitrary<GeneratedBody> =>
  fc.oneof(
    fc.tuple(value, FORM_TYPES).map(([v, contentType]) => ({
      payload: toFormText(v),
      contentType,
      kind: 'form',
    })),
    fc.tuple(rawFormBodies, FORM_TYPES).map(([payload, contentType]) => ({
      payload,
      contentType,
      kind: 'raw form',
    })),
  );

/** A JSON body the schema accepts. */
const validJsonBody = (schema: JsonSchema, known: KnownValues): fc.Arbitrary<GeneratedBody> =>
  validValue(schema, known).map(asJson('valid'));

/** A JSON body mutated, text that isn't JSON, no body, or a valid body with another type. */
function hostileJsonBody(schema: JsonSchema, known: KnownValues): fc.Arbitrary<GeneratedBody> {
  return fc.oneof(
    { weight: 8, arbitrary: mutatedValue(schema, known).map(asJson('mutated')) },
    { weight: 1, arbitrary: fc.constant({ payload: '', contentType: undefined, kind: 'missing' }) },
    {
      weight: 2,
      arbitrary: rawBodies.map((payload) => ({ payload, contentType: JSON_TYPE, kind: 'raw' })),
    },
    {
      weight: 2,
      arbitrary: formBody(fc.oneof(validValue(schema, known), mutatedValue(schema, known))),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(validValue(schema, known), wrongContentTypes)
        .map(([value, contentType]) => ({
          payload: toJsonText(value),
          contentType,
          kind: 'wrong content type',
        })),
    },
  );
}

/** For routes without a body: something anyway. */
const strayBody: fc.Arbitrary<GeneratedBody | undefined> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc
      .tuple(nastyValue, fc.oneof(fc.constant(JSON_TYPE), wrongContentTypes))
      .map(([value, contentType]) => ({ payload: toJsonText(value), contentType, kind: 'stray' })),
  },
  {
    weight: 1,
    arbitrary: rawBodies.map((payload) => ({ payload, contentType: JSON_TYPE, kind: 'stray raw' })),
  },
  { weight: 1, arbitrary: formBody(fc.dictionary(fc.string({ maxLength: 12 }), nastyValue)) },
);

/** A PNG whose header claims `width` x `height` pixels, with `idat` as its only image data. */
export function pngWithHeader(
  width: number,
  height: number,
  idat: Buffer = deflateSync(Buffer.alloc(16)),
) {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

type Part =
  { name: string; value: string } | { file: Buffer; filename: string; type: string; name: string };

function multipartPayload(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition =
      'file' in p
        ? `form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}`
        : `form-data; name="${p.name}"`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push('file' in p ? p.file : Buffer.from(p.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A well-formed upload: a channel field (for chat uploads) and a real PNG. */
function validMultipartBody(known: KnownValues, validImage: Buffer): fc.Arbitrary<GeneratedBody> {
  return validValue({ type: 'string', minLength: 1 }, known, 'slug').map((channel) => ({
    payload: multipartPayload([
      { name: 'channel', value: String(channel) },
      { name: 'file', file: validImage, filename: 'image.png', type: 'image/png' },
    ]),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    kind: 'valid multipart',
  }));
}

function multipartBody(known: KnownValues, validImage: Buffer): fc.Arbitrary<GeneratedBody> {
  const fileBytes = fc.oneof(
    fc.constant(validImage),
    fc.constant(pngWithHeader(1, 1)),
    fc.constant(pngWithHeader(100_000, 100_000)),
    fc.constant(pngWithHeader(0, 0)),
    fc.constant(validImage.subarray(0, 40)),
    fc.constant(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')),
    fc.constant(Buffer.from('GIF89a')),
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
  );
  const field = fc.oneof(
    validValue({ type: 'string' }, known, 'slug').map(String),
    nastyString.filter((s) => s.length < 1_000),
    fc.constant('x'.repeat(300)),
  );
  const filename = fc.constantFrom(
    'image.png',
    '../../../etc/passwd',
    '..\\..\\evil.png',
    'a\u0000.png',
    '\u202Egnp.exe',
    'x'.repeat(1_000),
    '',
  );
  const partType = fc.constantFrom(
    'image/png',
    'image/svg+xml',
    'text/html',
    'application/octet-stream',
  );
  const part: fc.Arbitrary<Part> = fc.oneof(
    field.map((value) => ({ name: 'channel', value })),
    fc.record({
      file: fileBytes,
      filename,
      type: partType,
      name: fc.constantFrom('file', 'other'),
    }),
    fc.tuple(fc.constantFrom('__proto__', 'constructor', 'x'), field).map(([name, value]) => ({
      name,
      value,
    })),
  );
  return fc
    .tuple(
      fc.array(part, { minLength: 0, maxLength: 4 }),
      fc.constantFrom('ok', 'truncated', 'no-end', 'wrong-boundary', 'no-boundary'),
    )
    .map(([parts, shape]) => {
      let payload = multipartPayload(parts);
      const end = Buffer.byteLength(`--${BOUNDARY}--\r\n`);
      if (shape === 'no-end') payload = payload.subarray(0, payload.length - end);
      if (shape === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
      const contentType =
        shape === 'no-boundary'
          ? 'multipart/form-data'
          : `multipart/form-data; boundary=${shape === 'wrong-boundary' ? 'other' : BOUNDARY}`;
      return { payload, contentType, kind: `multipart ${shape} (${parts.length} parts)` };
    });
}

// ---------------------------------------------------------------------------------------------
// Whole requests.

export interface GeneratedRequest {
  operation: string;
  /** Which part was made hostile: path, query, body, everything, or none (valid). */
  focus: string;
  method: string;
  url: string;
  body: GeneratedBody | undefined;
}

/**
 * The path with its parameters filled in: valid ones, (when `hostile`) anything, or (when
 * `marked`) valid ones carrying a NUL or a bidirectional control.
 */
function pathArbitrary(
  operation: Operation,
  known: KnownValues,
  kind: 'valid' | 'hostile' | 'marked',
): fc.Arbitrary<string> {
  const segments = operation.path.split(/(\{[^}]+\})/);
  return fc
    .tuple(
      ...segments.map((segment) => {
        const param = /^\{(.+)\}$/.exec(segment)?.[1];
        if (!param) return fc.constant(segment);
        const schema = operation.pathParams.find((p) => p.name === param)?.schema ?? {};
        const valid = validValue(schema, known, param).map(encodedValue);
        if (kind === 'valid') return valid;
        if (kind === 'marked')
          return markedText(validValue(schema, known, param)).map(encodedValue);
        return fc.oneof(
          { weight: 3, arbitrary: valid },
          { weight: 6, arbitrary: urlValue(schema, known, param) },
          { weight: 1, arbitrary: fc.constant('') },
          // Past the router's parameter length limit.
          { weight: 1, arbitrary: fc.constant('9'.repeat(HUGE)) },
        );
      }),
    )
    .map((parts) => parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// Valid requests with one kind of edge value worked in, so that it gets past the schemas to
// the services and the database: text the database refuses, numbers at its column limits.

const TEXT_MARKS = fc.constantFrom('\u0000', '\u202E', '\u2066', '\u0000\u202E');

/** A valid value's text with a NUL or a bidirectional control put in at some position. */
function markedText(value: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.tuple(value, TEXT_MARKS, fc.nat()).map(([v, mark, at]) => {
    const text = typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
    const cut = at % (text.length + 1);
    return text.slice(0, cut) + mark + text.slice(cut);
  });
}

/** `value` with the `pick`-th of its leaves that `isLeaf` accepts (depth first) replaced. */
function replaceLeaf(
  value: unknown,
  isLeaf: (leaf: unknown) => boolean,
  pick: number,
  replace: (leaf: unknown) => unknown,
): unknown {
  let seen = 0;
  let target = -1;
  const rebuild = (v: unknown): unknown => {
    if (isLeaf(v)) return seen++ === target ? replace(v) : v;
    if (Array.isArray(v)) return v.map(rebuild);
    if (typeof v === 'object' && v !== null && !(v instanceof RawJson)) {
      const fields = v as Record<string, unknown>;
      return objectOf(Object.keys(fields).map((k): [string, unknown] => [k, rebuild(fields[k])]));
    }
    return v;
  };
  rebuild(value);
  if (seen === 0) return value;
  target = pick % seen;
  seen = 0;
  return rebuild(value);
}

const isString = (v: unknown) => typeof v === 'string';
const isNumber = (v: unknown) => typeof v === 'number';
const isNumberSchema = (schema: JsonSchema) =>
  schemaType(schema) === 'number' || schemaType(schema) === 'integer';

/** A valid JSON body with one text field marked, or one number at a column limit. */
function edgeJsonBody(
  schema: JsonSchema,
  known: KnownValues,
  edge: 'text' | 'numbers',
): fc.Arbitrary<GeneratedBody> {
  const edited =
    edge === 'text'
      ? fc
          .tuple(validValue(schema, known), TEXT_MARKS, fc.nat())
          .map(([value, mark, pick]) =>
            replaceLeaf(value, isString, pick, (text) => `${text}${mark}`),
          )
      : fc
          .tuple(validValue(schema, known), fc.constantFrom(...columnLimitNumbers), fc.nat())
          .map(([value, limit, pick]) => replaceLeaf(value, isNumber, pick, () => limit));
  return edited.map(asJson(`valid but ${edge} at the edge`));
}

/** Every query parameter present and valid, but text marked or numbers at a column limit. */
function edgeQuery(
  operation: Operation,
  known: KnownValues,
  edge: 'text' | 'numbers',
): fc.Arbitrary<string> {
  const parts = operation.queryParams.map(({ name, schema }) => {
    const valid = validValue(schema, known, name);
    const value =
      edge === 'text'
        ? markedText(valid)
        : isNumberSchema(schema)
          ? fc.constantFrom(...columnLimitNumbers).map(String)
          : valid;
    return value.map((v) => `${name}=${encodedValue(v)}`);
  });
  return fc.tuple(...parts).map((all) => (all.length > 0 ? `?${all.join('&')}` : ''));
}

/**
 * Requests for one operation. Most change one part at a time (path, query or body) and keep
 * the rest valid, so that a hostile value reaches the code behind the other checks; some are
 * entirely valid, so that the state moves on and authorised paths run to the end.
 */
export function requestArbitrary(
  operation: Operation,
  known: KnownValues,
  validImage: Buffer,
): fc.Arbitrary<GeneratedRequest> {
  const validBody: fc.Arbitrary<GeneratedBody | undefined> = operation.body
    ? validJsonBody(operation.body, known)
    : operation.multipart
      ? validMultipartBody(known, validImage)
      : fc.constant(undefined);
  const hostileBody: fc.Arbitrary<GeneratedBody | undefined> = operation.body
    ? hostileJsonBody(operation.body, known)
    : operation.multipart
      ? fc.oneof({ weight: 4, arbitrary: multipartBody(known, validImage) }, strayBody)
      : strayBody;
  const request = (
    focus: string,
    path: fc.Arbitrary<string>,
    query: fc.Arbitrary<string>,
    body: fc.Arbitrary<GeneratedBody | undefined>,
  ) =>
    fc.tuple(path, query, body).map(([p, q, b]): GeneratedRequest => ({
      operation: operation.name,
      focus,
      method: operation.method,
      url: p + q,
      body: b,
    }));
  const validPath = pathArbitrary(operation, known, 'valid');
  const validQuery = queryString(operation, known, false);
  const hasBody = Boolean(operation.body) || operation.multipart;
  const edge = (kind: 'text' | 'numbers') => {
    const body = operation.body ? edgeJsonBody(operation.body, known, kind) : validBody;
    const query = edgeQuery(operation, known, kind);
    return kind === 'text'
      ? fc.oneof(
          request('text', pathArbitrary(operation, known, 'marked'), validQuery, validBody),
          request('text', validPath, query, validBody),
          request('text', validPath, validQuery, body),
        )
      : request('numbers', validPath, query, body);
  };
  return fc.oneof(
    { weight: 2, arbitrary: edge('text') },
    { weight: 1, arbitrary: edge('numbers') },
    { weight: 2, arbitrary: request('valid', validPath, validQuery, validBody) },
    ...(operation.pathParams.length > 0
      ? [
          {
            weight: 3,
            arbitrary: request(
              'path',
              pathArbitrary(operation, known, 'hostile'),
              validQuery,
              validBody,
            ),
          },
        ]
      : []),
    {
      weight: operation.queryParams.length > 0 ? 3 : 1,
      arbitrary: request('query', validPath, queryString(operation, known, true), validBody),
    },
    { weight: hasBody ? 6 : 1, arbitrary: request('body', validPath, validQuery, hostileBody) },
    {
      weight: 1,
      arbitrary: request(
        'everything',
        pathArbitrary(operation, known, 'hostile'),
        queryString(operation, known, true),
        hostileBody,
      ),
    },
  );
}

/** A short, readable description of a request, with long values abbreviated. */
export function describeRequest(request: GeneratedRequest & { persona: string }): string {
  const abbreviate = (text: string) =>
    text.length > 300 ? `${text.slice(0, 200)}…(${text.length} chars)…${text.slice(-40)}` : text;
  const payload =
    request.body === undefined
      ? '(no body)'
      : Buffer.isBuffer(request.body.payload)
        ? abbreviate(request.body.payload.toString('latin1'))
        : abbreviate(request.body.payload);
  return [
    `${request.method} ${abbreviate(request.url)}  [${request.operation}, as ${request.persona}, ${request.focus === 'valid' ? 'all valid' : `hostile ${request.focus}`}]`,
    request.body
      ? `content-type: ${String(request.body.contentType)}  (${request.body.kind} body)`
      : '',
    `body: ${JSON.stringify(payload)}`,
  ]
    .filter(Boolean)
    .join('\n');
}
