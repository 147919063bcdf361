import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsString, IsUUID, Matches, Max, Min, ValidateBy, ValidateIf } from 'class-validator';

/**
 * DTO field decorators that put each rule in the OpenAPI document and in validation at once,
 * so the document is the contract (issue 21 §4): what the server refuses, the document forbids.
 */

/** Optional means absent: an explicit `null` is validated, and refused, like any other value. */
export const OptionalField = () => ValidateIf((_object, value) => value !== undefined);

const codePoints = (text: string) => [...text].length;

/** Length in Unicode code points, as JSON Schema's minLength/maxLength count (not UTF-16 units). */
const CodePointLength = (min: number, max: number) =>
  ValidateBy({
    name: 'codePointLength',
    validator: {
      validate: (value) => typeof value === 'string' && codePoints(value) >= min && codePoints(value) <= max,
      defaultMessage: (args) => `${args?.property} must be ${min}–${max} characters long`,
    },
  });

interface FieldDoc {
  optional?: boolean;
  description?: string;
  example?: unknown;
  format?: string;
}

const property = (doc: FieldDoc, schema: ApiPropertyOptions) => {
  const { optional, ...rest } = doc;
  const options = { ...rest, ...schema } as ApiPropertyOptions;
  return optional ? [ApiPropertyOptional(options), OptionalField()] : [ApiProperty(options)];
};

/**
 * Documented for every free-text field: no U+0000 (the input guard refuses it, ADR 0011). Lone
 * surrogates are refused too; JSON Schema has no way to say so, and no valid Unicode has them.
 * Said as "does not contain U+0000" (`not` + `pattern`), which means the same as
 * `pattern: ^[^\u0000]*$` but is quick to generate for: with that pattern on a field of up to
 * 60,000 characters, schemathesis spent 20 s generating 20 document edits (docs/testing.md).
 */
export const NO_NUL = { not: { pattern: '\\u0000' } } as const;

/** A string of `minLength`–`maxLength` code points, matching `pattern` (or at least free of U+0000). */
export function StringField(o: FieldDoc & { minLength: number; maxLength: number; pattern?: RegExp }) {
  const { minLength, maxLength, pattern, ...doc } = o;
  return applyDecorators(
    ...property(doc, { type: 'string', minLength, maxLength, ...(pattern ? { pattern: pattern.source } : NO_NUL) }),
    IsString(),
    CodePointLength(minLength, maxLength),
    ...(pattern ? [Matches(pattern)] : []),
  );
}

/** One of `values`. */
export function EnumField<T extends string>(values: readonly T[], doc: FieldDoc = {}) {
  return applyDecorators(...property(doc, { enum: [...values] }), IsIn(values));
}

const DIGITS = /^\d{1,16}$/;

/**
 * An integer query parameter: decimal digits only (no `1e3`, `0x10`, `1.0`, empty), within
 * `minimum`–`maximum` (at most 2^53−1, so it survives JSON and a bigint column).
 */
export function QueryInt(o: Omit<FieldDoc, 'optional'> & { minimum: number; maximum?: number; default?: number }) {
  const { minimum, maximum = Number.MAX_SAFE_INTEGER, default: fallback, ...doc } = o;
  return applyDecorators(
    ...property(
      { ...doc, optional: true },
      { type: 'integer', minimum, maximum, ...(fallback !== undefined ? { default: fallback } : {}) },
    ),
    Transform(({ value }) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value)),
    IsInt(),
    Min(minimum),
    Max(maximum),
  );
}

/** A UUID (any version), as task ids are. */
export function UuidField(doc: FieldDoc = {}) {
  return applyDecorators(...property(doc, { type: 'string', format: 'uuid' }), IsUUID('all'));
}
