import type { OpenAPIObject } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** Whole-object rules of request DTOs, by class (= schema) name. */
const objectRules = new Map<string, SchemaObject>();

/**
 * A rule over a request DTO's fields together that no single field can say, for the OpenAPI
 * document: "exactly one of text or edits" (`oneOf` of the two `required`; `minProperties` and
 * `maxProperties` say the same but are too slow for schemathesis to generate), "a task scope
 * names its id" (`requiredWith`). The server must enforce the same rule; @nestjs/swagger has no class-level
 * schema option, so `closeRequestSchemas` applies it.
 */
export const ObjectRules =
  (rules: Pick<SchemaObject, 'oneOf' | 'anyOf' | 'allOf'>): ClassDecorator =>
  (target) => {
    objectRules.set(target.name, rules);
  };

/**
 * "When `field` is one of `values`, `required` must be there too", in OpenAPI 3.0 (no
 * if/then): either `field` is absent or another value, or `required` is present.
 */
export const requiredWith = (field: string, values: readonly string[], all: readonly string[], required: string) => ({
  anyOf: [
    { properties: { [field]: { enum: all.filter((value) => !values.includes(value)) } } },
    { required: [required] },
  ],
});

const REF = '#/components/schemas/';

const refsIn = (schema: SchemaObject | ReferenceObject | undefined): string[] => {
  if (!schema) return [];
  if ('$ref' in schema) return schema.$ref.startsWith(REF) ? [schema.$ref.slice(REF.length)] : [];
  return [
    ...Object.values(schema.properties ?? {}).flatMap(refsIn),
    ...refsIn(schema.items),
    ...[...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap(refsIn),
    ...(typeof schema.additionalProperties === 'object' ? refsIn(schema.additionalProperties) : []),
  ];
};

/**
 * Closes every object schema a request body can reach: `additionalProperties: false` unless the
 * DTO says otherwise (a free-form `payload` keeps `true`), plus its `ObjectRules`. This is what
 * `gatewayValidation` (`whitelist` + `forbidNonWhitelisted`, nested DTOs validated) enforces, so
 * a request valid by the document is one the server accepts (issue 32). Response schemas stay
 * open: a client should ignore fields it does not know.
 */
export function closeRequestSchemas(document: OpenAPIObject): OpenAPIObject {
  const closed: OpenAPIObject = structuredClone(document);
  const schemas = closed.components?.schemas ?? {};
  const pending = Object.values(closed.paths).flatMap((item) =>
    Object.values(item).flatMap((operation: { requestBody?: { content?: Record<string, { schema?: never }> } }) =>
      Object.values(operation?.requestBody?.content ?? {}).flatMap((media) => refsIn(media.schema)),
    ),
  );
  // @nestjs/swagger moves a parameter's known schema keywords into its `schema`, but not `not`
  // (the U+0000 rule of StringField): it belongs there too.
  for (const item of Object.values(closed.paths))
    for (const operation of Object.values(item) as Array<{ parameters?: Array<Record<string, unknown>> }>)
      for (const parameter of operation?.parameters ?? [])
        if ('not' in parameter && parameter.schema) {
          Object.assign(parameter.schema, { not: parameter.not });
          delete parameter.not;
        }
  const seen = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const schema = schemas[name];
    if (seen.has(name) || !schema || '$ref' in schema) continue;
    seen.add(name);
    if (schema.type === 'object') {
      schema.additionalProperties ??= false;
      Object.assign(schema, objectRules.get(name));
    }
    pending.push(...refsIn(schema));
  }
  return closed;
}
