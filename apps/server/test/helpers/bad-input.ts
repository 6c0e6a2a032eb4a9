import fc from 'fast-check';
import { z } from 'zod';

/**
 * Bad input derived from a route's zod contract. The contract's JSON Schema (zod's own
 * conversion, input side) gives the structure; the zod schema itself is the oracle that says
 * whether a value is valid, so a "wrong type" is only sent where the contract refuses it.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: Json[];
  const?: Json;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  default?: Json;
}

export interface Contract {
  parse(value: unknown): boolean;
  /** The dotted paths the contract complains about for `value`. */
  issues(value: unknown): string[];
  json: JsonSchema;
}

const SEED = 20_261_125;
const OVERSIZED = 'x'.repeat(100_000);
const HUGE = 1e20;

/** A zod schema as a contract; undefined when the value is not a zod schema. */
export function toContract(schema: unknown): Contract | undefined {
  if (!(schema instanceof Object) || !('_zod' in schema)) return undefined;
  const zodSchema = schema as z.ZodType;
  const json = z.toJSONSchema(zodSchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return {
    parse: (value) => zodSchema.safeParse(value).success,
    issues: (value) => {
      const result = zodSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    },
    json,
  };
}

function variants(s: JsonSchema): JsonSchema[] {
  return s.anyOf ?? s.oneOf ?? (s.allOf ? [Object.assign({}, ...s.allOf)] : [s]);
}

function typeOf(s: JsonSchema): string | undefined {
  const v = variants(s).find((x) => x.type !== 'null') ?? s;
  if (v.enum || v.const !== undefined) return 'enum';
  return Array.isArray(v.type) ? v.type.find((t) => t !== 'null') : v.type;
}

function nonNull(s: JsonSchema): JsonSchema {
  return variants(s).find((x) => x.type !== 'null') ?? s;
}

function sampleString(s: JsonSchema): string {
  const byFormat: Record<string, string> = {
    email: 'bad.input@example.com',
    uuid: '0b4f1c9e-6a0f-4c1e-9d3a-2f6b7e8a9c10',
    uri: 'https://example.com/bad-input',
    url: 'https://example.com/bad-input',
    'date-time': '2030-06-15T10:00:00.000Z',
    date: '2030-06-15',
  };
  let value = (s.format && byFormat[s.format]) ?? 'Sample text';
  if (s.pattern && !new RegExp(s.pattern).test(value)) {
    try {
      const [match] = fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed: SEED, numRuns: 1 });
      value = match ?? value;
    } catch {
      // fast-check cannot generate from every pattern (lookahead): validSample repairs the field.
    }
  }
  if (s.minLength !== undefined && value.length < s.minLength) value = value.padEnd(s.minLength, 'x');
  if (s.maxLength !== undefined && value.length > s.maxLength) value = value.slice(0, s.maxLength);
  return value;
}

function sampleNumber(s: JsonSchema): number {
  const integer = typeOf(s) === 'integer';
  let value = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.5) : 1);
  if (s.maximum !== undefined && value > s.maximum) value = s.maximum;
  return integer ? Math.ceil(value) : value;
}

/** A plausible value of the schema's shape (every optional field present). */
export function sample(schema: JsonSchema): Json {
  const s = nonNull(schema);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0] ?? null;
  switch (typeOf(s)) {
    case 'string':
      return sampleString(s);
    case 'number':
    case 'integer':
      return sampleNumber(s);
    case 'boolean':
      // false: a switch turned on by a case that slipped through (maintenance mode) would answer
      // every later case in its place.
      return false;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => sample(s.items ?? {}));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return 'Sample text';
  }
}

function getAt(value: Json, path: string[]): Json | undefined {
  let at: Json | undefined = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, Json>)[key] : undefined;
  return at;
}

/** A copy of `value` with the leaf at `path` replaced (or removed when `leaf` is undefined). */
export function setAt(value: Json, path: string[], leaf: Json | undefined): Json {
  if (path.length === 0) return leaf ?? null;
  const [key, ...rest] = path as [string, ...string[]];
  const copy: Record<string, Json> | Json[] = Array.isArray(value)
    ? [...value]
    : { ...((value ?? {}) as Record<string, Json>) };
  const child = (copy as Record<string, Json>)[key] ?? {};
  if (rest.length === 0 && leaf === undefined) delete (copy as Record<string, Json>)[key];
  else (copy as Record<string, Json>)[key] = setAt(child, rest, leaf);
  return copy as Json;
}

const repairs: Json[] = [
  '',
  'Sample text',
  'bad.input@example.com',
  1,
  100,
  0,
  true,
  false,
  '2030-06-15',
  // A later day, for an end date that must come after a start date (campaigns).
  '2030-07-15',
  // A past day, for a day that cannot be in the future (a payment received).
  '2026-01-15',
  'https://example.com',
  [],
];

/**
 * A valid value of the contract where one can be found: the sample, then each field the contract
 * refuses tried with a few plain values, or left out when optional.
 */
export function validSample(contract: Contract): { value: Json; valid: boolean } {
  let value = sample(contract.json);
  for (const field of fieldsOf(contract.json)) {
    const name = field.path.join('.');
    const complains = (v: Json) => contract.issues(v).some((p) => p === name || p.startsWith(`${name}.`));
    if (!complains(value)) continue;
    const options: (Json | undefined)[] = field.required ? repairs : [undefined, ...repairs];
    const fixed = options.find((option) => !complains(setAt(value, field.path, option)));
    if (fixed !== undefined || !field.required) value = setAt(value, field.path, fixed);
  }
  return { value, valid: contract.parse(value) };
}

export interface Field {
  path: string[];
  schema: JsonSchema;
  required: boolean;
  kind: string | undefined;
}

/** Every field of an object schema, nested objects and the first item of arrays included. */
export function fieldsOf(schema: JsonSchema, path: string[] = [], depth = 0): Field[] {
  const s = nonNull(schema);
  if (typeOf(s) !== 'object' || depth > 4) return [];
  const out: Field[] = [];
  for (const [key, child] of Object.entries(s.properties ?? {})) {
    const at = [...path, key];
    const kind = typeOf(child);
    out.push({ path: at, schema: child, required: (s.required ?? []).includes(key), kind });
    if (kind === 'object') out.push(...fieldsOf(child, at, depth + 1));
    if (kind === 'array') {
      const item = nonNull(child).items ?? {};
      if (typeOf(item) === 'object') out.push(...fieldsOf(item, [...at, '0'], depth + 1));
    }
  }
  return out;
}

export interface BodyCase {
  name: string;
  /** The raw request body (JSON text unless the case is about malformed JSON). */
  payload: string;
  /** The NUL and prototype-key cases must be refused by the server's guard, naming the field. */
  guard?: string;
}

const wrongTypes: Json[] = [12345, -1.5, true, 'wrong type', [], { nested: 'object' }, null];

/** Values the contract refuses at `path` (the base value otherwise unchanged). */
function refused(contract: Contract, base: Json, path: string[], candidates: Json[]): Json[] {
  return candidates.filter((candidate) => !contract.parse(setAt(base, path, candidate)));
}

function withKeyFirst(base: Json, rawKeyAndValue: string): string {
  const text = JSON.stringify(base);
  return text === '{}' ? `{${rawKeyAndValue}}` : `{${rawKeyAndValue},${text.slice(1)}`;
}

/**
 * The bad bodies for one write route. `strict`: the contract must refuse unknown fields (every
 * request body of ours is a z.strictObject; better-auth's own contracts drop unknown fields).
 */
export function bodyCases(contract: Contract | undefined, options: { strict: boolean }): BodyCase[] {
  const cases: BodyCase[] = [
    { name: 'invalid JSON', payload: '{"unterminated": ' },
    {
      name: '__proto__ key',
      payload: withKeyFirst(contract ? validSample(contract).value : {}, '"__proto__":{"isAdmin":true}'),
      guard: '__proto__',
    },
    {
      name: 'constructor key',
      payload: withKeyFirst(
        contract ? validSample(contract).value : {},
        '"constructor":{"prototype":{"isAdmin":true}}',
      ),
      guard: 'constructor',
    },
  ];
  if (!contract) {
    cases.push({ name: 'NUL in a field', payload: JSON.stringify({ note: 'a\u0000b' }), guard: 'note' });
    return cases;
  }
  const { value: base } = validSample(contract);
  const add = (name: string, value: Json) => cases.push({ name, payload: JSON.stringify(value) });
  if (typeOf(contract.json) === 'object') {
    add('array for the body object', [base]);
    if (options.strict) add('unknown field', setAt(base, ['unexpectedField'], 'surprise'));
  }
  const random = fc.sample(fc.jsonValue({ maxDepth: 2 }), { seed: SEED, numRuns: 40 }) as Json[];
  for (const field of fieldsOf(contract.json)) {
    const name = field.path.join('.');
    for (const wrong of refused(contract, base, field.path, wrongTypes).slice(0, 2))
      add(`${name}: wrong type ${JSON.stringify(wrong)}`, setAt(base, field.path, wrong));
    // One value from fast-check's JSON generator (fixed seed) the contract refuses for this field.
    const [generated] = refused(contract, base, field.path, random);
    if (generated !== undefined)
      add(`${name}: generated ${JSON.stringify(generated).slice(0, 40)}`, setAt(base, field.path, generated));
    if (field.required) add(`${name}: missing`, setAt(base, field.path, undefined));
    if (field.kind === 'string' || field.kind === 'enum') {
      add(`${name}: oversized string`, setAt(base, field.path, OVERSIZED));
      const current = getAt(base, field.path);
      cases.push({
        name: `${name}: NUL character`,
        payload: JSON.stringify(
          setAt(base, field.path, `${typeof current === 'string' ? current : 'a'}\u0000`),
        ),
        guard: name,
      });
    }
    if (field.kind === 'number' || field.kind === 'integer') {
      add(`${name}: huge number`, setAt(base, field.path, HUGE));
      if (refused(contract, base, field.path, [-1]).length)
        add(`${name}: negative`, setAt(base, field.path, -1));
    }
    if (field.kind === 'object')
      add(`${name}: array for object`, setAt(base, field.path, [getAt(base, field.path) ?? {}]));
  }
  return cases;
}

export interface QueryCase {
  name: string;
  query: string;
  guard?: string;
}

function toQueryString(value: Json): URLSearchParams {
  const params = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [k, v] of Object.entries(value)) {
      if (v === null || v === undefined) continue;
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
    }
  return params;
}

/** Bad query strings: a NUL anywhere for every route; wrong and oversized values per declared field. */
export function queryCases(contract: Contract | undefined): QueryCase[] {
  const cases: QueryCase[] = [
    { name: 'NUL in an unknown parameter', query: 'unexpected=a%00b', guard: 'unexpected' },
    { name: 'NUL in a parameter name', query: 'a%00b=1', guard: 'a\\u0000b' },
  ];
  if (!contract) return cases;
  const { value: base } = validSample(contract);
  for (const field of fieldsOf(contract.json)) {
    if (field.path.length > 1) continue;
    const [key] = field.path as [string];
    const make = (name: string, value: Json | undefined, guard?: string) => {
      const params = toQueryString(setAt(base, field.path, value));
      cases.push({ name: `${key}: ${name}`, query: params.toString(), ...(guard ? { guard } : {}) });
    };
    make('NUL character', `${String(getAt(base, field.path) ?? 'a')}\u0000`, key);
    for (const wrong of ['not-a-number', '-1', '1e20', 'maybe', ''] as const)
      if (!contract.parse(Object.fromEntries(toQueryString(setAt(base, field.path, wrong)))))
        make(`wrong value ${JSON.stringify(wrong)}`, wrong);
    if (field.kind === 'string' || field.kind === 'enum') make('oversized', OVERSIZED.slice(0, 10_000));
    if (field.required) make('missing', undefined);
  }
  return cases;
}

/** Bad path parameters: each parameter in turn NUL, oversized, negative, huge and not a uuid. */
export function paramCases(
  url: string,
  good: (name: string) => string,
): { name: string; url: string; guard?: string }[] {
  const names = [...url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  const fill = (bad: string, name: string) =>
    url.replace(/:([A-Za-z]+)/g, (_m, n: string) => (n === name ? bad : encodeURIComponent(good(n))));
  return names.flatMap((name) => [
    { name: `${name}: NUL character`, url: fill('a%00b', name), guard: name },
    { name: `${name}: not a uuid`, url: fill('not-a-uuid', name) },
    { name: `${name}: negative number`, url: fill('-1', name) },
    { name: `${name}: huge number`, url: fill('99999999999999999999999', name) },
    { name: `${name}: oversized`, url: fill('x'.repeat(2_000), name) },
    { name: `${name}: path traversal`, url: fill('..%2F..%2Fetc%2Fpasswd', name) },
  ]);
}
