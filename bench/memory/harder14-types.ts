/**
 * The shape of B11h14's chats (`harder14-people.ts`): small-business owners and freelancers who answer
 * the assistant's read-back of what it remembers or assumes — they confirm parts, correct parts and
 * turn down its wrong guesses. The record format has no assistant turns, so the read-back is quoted
 * inside the person's own message ("you wrote 'teal and A4' — teal yes, A3 though"). Apart from the
 * data so that the three data files and the set's builder share it without importing each other. It
 * keeps B11h12's message shape and adds one kind of value that is not the person's: `assumed`, a
 * value the assistant restated or guessed and the person rejects.
 */
import type { Kind, Lang } from './harder-people';
import type { Transcript as Transcript12 } from './harder12-types';

export type { Pools } from './harder12-types';

/** Values in a message that are not the person's, by whose they are. */
export interface Aside {
  /** Unused here (kept so the shape reads as the shared checks' asides; the read-back is quoted in the text). */
  asked?: string;
  /** The assistant's read-back or guess that the person turns down. */
  assumed?: string[];
  /** A client's. */
  client?: string[];
  /** A partner's, relative's, friend's or collaborator's. */
  partner?: string[];
  /** A competitor's or neighbour's. */
  rival?: string[];
  /** A hypothetical. */
  unreal?: string[];
}

export const ASIDE_KINDS = ['assumed', 'client', 'partner', 'rival', 'unreal'] as const;

/** One message: its day, its text, the person's facts and one-off it states, and the values in it that are not theirs. */
export type Said = [day: number, text: string, states?: Partial<Record<Kind | 'oneOff', string>>, aside?: Aside];

export const assumed = (...values: string[]): Aside => ({ assumed: values });
export const client = (...values: string[]): Aside => ({ client: values });
export const partner = (...values: string[]): Aside => ({ partner: values });
export const rival = (...values: string[]): Aside => ({ rival: values });
export const unreal = (...values: string[]): Aside => ({ unreal: values });
/** Several kinds of others' values in one message. */
export const mix = (...asides: Aside[]): Aside => {
  const out: Aside = {};
  for (const aside of asides)
    for (const key of ASIDE_KINDS) if (aside[key]) out[key] = [...(out[key] ?? []), ...(aside[key] ?? [])];
  return out;
};

/** Who writes, and how they answer the assistant's read-backs ("terse, one word when it's right"). */
export interface Writer {
  role: string;
  manner: string;
}

/** One person's chat as the checks read it: B11h12's with read-back answers instead of a bilingual speaker. */
export interface Transcript extends Omit<Transcript12, 'writer' | 'says'> {
  says: Said[];
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
