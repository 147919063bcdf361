import { ScalarType, type DescField, type DescMessage } from '@bufbuild/protobuf';
import { EncryptedPayloadSchema } from './gen/lomo/common/v1/encrypted_payload_pb';

/**
 * Guard for on the bus: integration events outlive a purge in Kafka, so they may carry
 * ids, statuses, counters and references, never user content — except inside an
 * EncryptedPayload, whose per-task key is destroyed on purge.
 *
 * A field is suspect when it can hold text (string, bytes, free-form message, string map)
 * and its name says content. Names ending in a reference word (`message_id`, `error_code`)
 * point at content instead of holding it.
 */
const contentWords = new Set([
  'answer',
  'body',
  'brief',
  'caption',
  'comment',
  'comments',
  'content',
  'contents',
  'description',
  'detail',
  'details',
  'document',
  'error',
  'excerpt',
  'explanation',
  'feedback',
  'input',
  'instruction',
  'instructions',
  'label',
  'message',
  'messages',
  'name',
  'note',
  'notes',
  'output',
  'params',
  'payload',
  'prompt',
  'prompts',
  'query',
  'reason',
  'reply',
  'snippet',
  'summary',
  'text',
  'title',
  'transcript',
]);
const referenceSuffixes = new Set(['id', 'ids', 'code', 'sha256', 'hash', 'type', 'kind']);

/** Messages that can hold anything: on an event they would smuggle content past the name check. */
const freeFormTypes = new Set([
  'google.protobuf.Struct',
  'google.protobuf.Value',
  'google.protobuf.ListValue',
  'google.protobuf.Any',
]);

function namesContent(fieldName: string): boolean {
  const words = fieldName.split('_');
  return words.some((word) => contentWords.has(word)) && !referenceSuffixes.has(words[words.length - 1]);
}

function holdsText(field: DescField): boolean {
  if (field.fieldKind === 'scalar' || field.fieldKind === 'list') {
    return field.scalar === ScalarType.STRING || field.scalar === ScalarType.BYTES;
  }
  return field.fieldKind === 'map' && (field.scalar === ScalarType.STRING || field.scalar === ScalarType.BYTES);
}

/** Paths (`Type.field.nested`) of fields in `schema`, nested messages included, that may carry content. */
export function contentFieldViolations(
  schema: DescMessage,
  path = schema.typeName,
  seen = new Set<string>(),
): string[] {
  if (seen.has(schema.typeName)) return [];
  const visiting = new Set(seen).add(schema.typeName);
  return schema.fields.flatMap((field) => {
    const fieldPath = `${path}.${field.name}`;
    if (field.message?.typeName === EncryptedPayloadSchema.typeName) return [];
    if (field.message && freeFormTypes.has(field.message.typeName))
      return [`${fieldPath} (free-form ${field.message.typeName})`];
    if (field.scalar === ScalarType.BYTES && field.fieldKind !== 'map') return [`${fieldPath} (raw bytes)`];
    if (holdsText(field) && namesContent(field.name)) return [`${fieldPath} (named like content)`];
    return field.message ? contentFieldViolations(field.message, fieldPath, visiting) : [];
  });
}
