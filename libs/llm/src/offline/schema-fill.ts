/** What the offline planner wants to say through a tool's input. */
export interface FillHints {
  /** Goes into text fields (`prompt`, `title`, …). */
  text: string;
  /** Goes into array fields (checklist items). */
  list: readonly string[];
  /** A duration the request names, in seconds: goes into duration fields (`seconds`, `duration`, …). */
  seconds?: number;
}

type Schema = Record<string, unknown>;

/**
 * Keywords whose meaning the filler honours. A schema using anything else (`pattern`,
 * `format`, `oneOf`, `$ref`, `not`, …) is not guessed at: the filler gives up, and the
 * planner says it cannot call that tool rather than send input the tool would refuse.
 */
const UNDERSTOOD = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'uniqueItems',
  'enum',
  'const',
  'default',
  'anyOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'title',
  'description',
  'examples',
  '$schema',
  '$id',
  '$comment',
  'nullable',
]);

/** Optional fields worth filling: the ones a generation tool reads the request from. */
const OPTIONAL_TEXT = /^(prompt|text|description|instructions?)$/i;
const OPTIONAL_LIST = /^(items|steps|tasks|checklist)$/i;
/** Fields that take a duration in seconds. */
const DURATION_FIELD = /^(seconds|duration|duration_?s(ec(ond)?s?)?|length_?s(ec(ond)?s?)?)$/i;

/**
 * Builds a value that is valid for `schema` by construction, or `undefined` when the
 * schema asks for something the filler does not understand. Required properties are always
 * filled; optional ones only when they carry the request (`prompt`, `items`, …).
 */
export function fillSchema(schema: unknown, hints: FillHints): unknown {
  if (schema === true) return hints.text;
  if (!isSchema(schema) || Object.keys(schema).some((k) => !UNDERSTOOD.has(k))) return undefined;
  if ('const' in schema) return schema['const'];
  if (Array.isArray(schema['enum'])) return schema['enum'].length > 0 ? schema['enum'][0] : undefined;
  if ('default' in schema) return schema['default'];
  if (Array.isArray(schema['anyOf'])) {
    for (const branch of schema['anyOf']) {
      const value = fillSchema(branch, hints);
      if (value !== undefined) return value;
    }
    return undefined;
  }
  const types = Array.isArray(schema['type'])
    ? (schema['type'] as unknown[])
    : [schema['type'] ?? (schema['properties'] ? 'object' : undefined)];
  for (const type of types) {
    const value = fillType(type, schema, hints);
    if (value !== undefined) return value;
  }
  return undefined;
}

function fillType(type: unknown, schema: Schema, hints: FillHints): unknown {
  switch (type) {
    case 'string':
      return fillString(schema, hints.text);
    case 'integer':
    case 'number':
      return fillNumber(schema, type === 'integer');
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return fillArray(schema, hints);
    case 'object':
      return fillObject(schema, hints);
    default:
      return undefined;
  }
}

function fillString(schema: Schema, text: string): string | undefined {
  const max = num(schema['maxLength']) ?? Infinity;
  const value = [...text].slice(0, max).join('');
  return value.length >= (num(schema['minLength']) ?? 0) ? value : undefined;
}

/**
 * `wanted` brought inside the bounds; without it the smallest allowed value, or 1 when
 * unbounded (a count of one is the safe guess). Integers are rounded up.
 */
function fillNumber(schema: Schema, integer: boolean, wanted?: number): number | undefined {
  const min = num(schema['minimum']);
  const exclusiveMin = num(schema['exclusiveMinimum']);
  let value =
    wanted ?? min ?? (exclusiveMin !== undefined ? (integer ? Math.floor(exclusiveMin) + 1 : exclusiveMin + 1) : 1);
  if (min !== undefined && value < min) value = min;
  if (integer) value = Math.ceil(value);
  const max = num(schema['maximum']);
  if (max !== undefined && value > max) value = integer ? Math.floor(max) : max;
  const exclusiveMax = num(schema['exclusiveMaximum']);
  const valid =
    (min === undefined || value >= min) &&
    (exclusiveMin === undefined || value > exclusiveMin) &&
    (exclusiveMax === undefined || value < exclusiveMax);
  return valid ? value : undefined;
}

/**
 * The request's duration for a numeric duration field, brought inside the field's bounds (a
 * "90-second video" for a tool that makes at most 10 gets 10); undefined for any other field,
 * a schema the filler does not understand, or a request that names no duration.
 */
function fillDuration(key: string, schema: unknown, hints: FillHints): number | undefined {
  if (hints.seconds === undefined || !DURATION_FIELD.test(key) || !isSchema(schema)) return undefined;
  if (Object.keys(schema).some((k) => !UNDERSTOOD.has(k)) || !['number', 'integer'].includes(String(schema['type'])))
    return undefined;
  return fillNumber(schema, schema['type'] === 'integer', hints.seconds);
}

function fillArray(schema: Schema, hints: FillHints): unknown[] | undefined {
  const values: unknown[] = [];
  for (const item of hints.list.slice(0, num(schema['maxItems']) ?? Infinity)) {
    const value = fillSchema(schema['items'] ?? true, { text: item, list: [] });
    if (value === undefined) return undefined;
    values.push(value);
  }
  if (values.length < (num(schema['minItems']) ?? 0)) return undefined;
  if (schema['uniqueItems'] === true && new Set(values.map((v) => JSON.stringify(v))).size !== values.length)
    return undefined;
  return values;
}

function fillObject(schema: Schema, hints: FillHints): Record<string, unknown> | undefined {
  const properties = isSchema(schema['properties']) ? schema['properties'] : {};
  const required = Array.isArray(schema['required']) ? (schema['required'] as string[]) : [];
  const value: Record<string, unknown> = {};
  for (const key of required) {
    if (!(key in properties)) return undefined;
    const filled = fillDuration(key, properties[key], hints) ?? fillSchema(properties[key], hints);
    if (filled === undefined) return undefined;
    value[key] = filled;
  }
  for (const [key, property] of Object.entries(properties)) {
    if (key in value) continue;
    const duration = fillDuration(key, property, hints);
    if (duration !== undefined) value[key] = duration;
    if (!(OPTIONAL_TEXT.test(key) || OPTIONAL_LIST.test(key))) continue;
    const type = isSchema(property) ? property['type'] : undefined;
    if (
      (OPTIONAL_TEXT.test(key) && type !== 'string') ||
      (OPTIONAL_LIST.test(key) && (type !== 'array' || hints.list.length === 0))
    )
      continue;
    const filled = fillSchema(property, hints);
    if (filled !== undefined) value[key] = filled;
  }
  return value;
}

function isSchema(value: unknown): value is Schema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
