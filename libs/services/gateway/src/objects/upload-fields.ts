import { refuse } from '../http/problem';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where an upload's fields came from: the multipart body, or a resumable upload's `Upload-Metadata` header. */
export interface FieldPlace {
  in: 'body' | 'header';
  pointer: (field: string) => string;
}

const BODY: FieldPlace = { in: 'body', pointer: (field) => `/${field}` };

export const invalid = (detail: string, pointer: string, place: FieldPlace = BODY) =>
  refuse(400, 'validation_failed', detail, { errors: [detail], in: place.in, pointer });

/**
 * The optional fields every upload may carry, checked alike whichever way it came: a name of
 * 1–200 characters without U+0000, and `linkTaskId` a UUID (whether the task exists is asked
 * when the upload is stored). Absent stays absent: the caller picks the default name.
 */
export function checkedFields(
  fields: { name?: string; linkTaskId?: string },
  place: FieldPlace = BODY,
): { name?: string; linkTaskId?: string } {
  const { name, linkTaskId } = fields;
  if (name !== undefined && ([...name].length < 1 || [...name].length > 200 || name.includes('\u0000')))
    throw invalid('name is 1–200 characters without U+0000', place.pointer('name'), place);
  if (linkTaskId !== undefined && !UUID.test(linkTaskId))
    throw invalid('linkTaskId must be a UUID', place.pointer('linkTaskId'), place);
  return { ...(name !== undefined ? { name } : {}), ...(linkTaskId !== undefined ? { linkTaskId } : {}) };
}
