/**
 * The shape of B11h13's chats (`harder13-people.ts`): people who write in structured fragments of
 * their own — bullet lists, "key: value" lines, headers, arrows, hashtags, notes pasted from their
 * own notes app or spreadsheet. Apart from the data so that the three data files and the set's
 * builder share it without importing each other. It narrows B11h12's shape (the shared checks read
 * both the same way), with a note of how the person lays out their notes instead of a second language.
 */
import type { Kind, Lang } from './harder-people';
import type { Said, Transcript as Transcript12 } from './harder12-types';

export type { Aside, Pools, Said } from './harder12-types';
export { ASIDE_KINDS, client, mix, partner, pic, relayed, rival, unreal } from './harder12-types';

/** Who writes, and how their own notes look ("key: value lines pasted from Apple Notes"). */
export interface Writer {
  role: string;
  layout: string;
}

/** One person's chat as the checks read it: B11h12's with a note-taker instead of a bilingual speaker. */
export interface Transcript extends Omit<Transcript12, 'writer'> {
  writer: Writer;
}

/**
 * A chat as written in the data files: its language, the writer, the messages, the scopes that
 * differ from the kind's usual one, and the forget as the person worded it (not sent; asked after
 * the last message, in `saidIn` — the chat's language unless said).
 */
export interface Draft {
  lang: Lang;
  writer: Writer;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; saidIn?: Lang };
}
