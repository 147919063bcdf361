import { create, ScalarType, type DescField, type DescMessage, type Message } from '@bufbuild/protobuf';
import { reflect, type ReflectMessage } from '@bufbuild/protobuf/reflect';

/**
 * A message of `schema` with every field set to a non-default value (the first member of each
 * oneof), so a round trip that drops or mangles any field is caught. Built from the descriptor:
 * a field added to a .proto is covered without touching the tests.
 */
export function sampleMessage<Desc extends DescMessage>(schema: Desc): Message {
  return fill(schema, 0).message as Message;
}

/** Recursive types (google.protobuf.Value) stop here, left unset. */
const maxDepth = 4;

function fill(schema: DescMessage, depth: number): ReflectMessage {
  const target = reflect(schema, create(schema));
  for (const field of schema.fields) {
    if (field.oneof && field.oneof.fields[0] !== field) continue;
    const value = sampleValue(field, depth);
    if (value === undefined) continue;
    if (field.fieldKind === 'list') {
      const list = target.get(field);
      list.add(value);
      list.add(value);
    } else if (field.fieldKind === 'map') {
      target
        .get(field)
        .set(field.mapKey === ScalarType.STRING ? 'key' : sampleScalar(field.mapKey, field.number), value);
    } else {
      target.set(field, value);
    }
  }
  return target;
}

function sampleValue(field: DescField, depth: number): unknown {
  if (field.enum) return field.enum.values[field.enum.values.length - 1].number;
  if (field.message) return depth < maxDepth ? fill(field.message, depth + 1) : undefined;
  return field.scalar === undefined ? undefined : sampleScalar(field.scalar, field.number);
}

/** Distinct per field number, so two fields swapped on the wire would not compare equal. */
function sampleScalar(scalar: ScalarType, seed: number): unknown {
  switch (scalar) {
    case ScalarType.STRING:
      return `value-${seed}`;
    case ScalarType.BYTES:
      return new Uint8Array([seed, 0xff, 0]);
    case ScalarType.BOOL:
      return true;
    case ScalarType.DOUBLE:
    case ScalarType.FLOAT:
      return seed + 0.5;
    case ScalarType.INT64:
    case ScalarType.SINT64:
    case ScalarType.SFIXED64:
      return -(2n ** 40n) - BigInt(seed);
    case ScalarType.UINT64:
    case ScalarType.FIXED64:
      return 2n ** 40n + BigInt(seed);
    case ScalarType.INT32:
    case ScalarType.SINT32:
    case ScalarType.SFIXED32:
      return -seed - 1;
    case ScalarType.UINT32:
    case ScalarType.FIXED32:
      return seed + 1;
  }
}
