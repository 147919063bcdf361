import { fromJson, toJson, type JsonValue } from '@bufbuild/protobuf';
import { ValueSchema, type Value } from '@bufbuild/protobuf/wkt';

/**
 * A decoded message as the plain object of the TypeScript interface: the `$typeName` brands
 * dropped at every depth. Fields are named alike on both sides (proto snake_case → camelCase),
 * int64 numbers become numbers, and optional proto fields are `undefined` when unset, as optional interface fields are.
 */
export function plain<T>(value: unknown): T {
  if (Array.isArray(value)) return value.map((item) => plain(item)) as T;
  // int64 fields (money in minor units, byte sizes) stay far below 2^53.
  if (typeof value === 'bigint') return Number(value) as T;
  if (value === null || typeof value !== 'object' || value instanceof Uint8Array) return value as T;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === '$typeName' || field === undefined) continue;
    out[key] = plain(field);
  }
  return out as T;
}

/** Any JSON-able value as `google.protobuf.Value` (undefined stays unset). */
export const toValue = (value: unknown): Value | undefined =>
  value === undefined ? undefined : fromJson(ValueSchema, JSON.parse(JSON.stringify(value)) as JsonValue);

export const fromValue = (value: Value | undefined): unknown => (value ? toJson(ValueSchema, value) : undefined);

/** `undefined` for proto3's empty default of a plain (non-optional) string field. */
export const orUndefined = (text: string): string | undefined => (text === '' ? undefined : text);
