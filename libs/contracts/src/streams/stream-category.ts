/**
 * A stream family of one owner: ids are `<category>-<rest>` (the event store's category is
 * the part before the first `-`). Every service builds and parses its ids here, never with
 * a literal: `npm run lint` flags stream-id literals elsewhere (no-foreign-stream-ids).
 */
export interface StreamCategory {
  readonly category: string;
  /** Whether the stream id belongs to this family. */
  owns(streamId: string): boolean;
  /** The id after `<category>-`; undefined for another family's stream. */
  idOf(streamId: string): string | undefined;
}

export function streamCategory(category: string): StreamCategory {
  const prefix = `${category}-`;
  return {
    category,
    owns: (streamId) => streamId.startsWith(prefix),
    idOf: (streamId) => (streamId.startsWith(prefix) ? streamId.slice(prefix.length) : undefined),
  };
}

/** Stream ids allow `[A-Za-z0-9_.:@=+-]`; anything else in a part is escaped as `_`. */
export const safeStreamPart = (text: string): string => text.replace(/[^A-Za-z0-9_.:@=+-]/g, '_');
