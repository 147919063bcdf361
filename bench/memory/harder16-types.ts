/**
 * The shape of B11h16's chats (`harder16-people.ts`): small-business owners, freelancers and members
 * of small studios who ask for work (a flyer, a reel, a menu card, a shop sign, a label) and let their
 * standing values fall in side clauses and contrasts ("not in navy like every café on our street, in
 * our usual rust red") rather than declare them, beside one-offs for one piece, a value they corrected
 * in a later request, and the values of a client, a partner or colleague, a competitor or neighbour,
 * or a hypothetical. Apart from the data so that the three data files and the set's builder share it
 * without importing each other. It keeps B11h15's message shape; the writer also names the pieces of
 * work they ask for.
 */
import type { Kind, Lang } from './harder-people';
import type { Transcript as Transcript12 } from './harder12-types';

export type { Pools } from './harder12-types';

/** Values in a message that are not the person's, by whose they are. */
export interface Aside {
  /** Unused here (kept so the shape reads as the shared checks' asides). */
  asked?: string;
  /** A client's or stockist's (the person works for them or supplies them). */
  client?: string[];
  /** A business partner's, relative's, colleague's or collaborator's. */
  partner?: string[];
  /** A competitor's or neighbour's (the person sets their own value against it). */
  rival?: string[];
  /** A hypothetical ("if we were a law firm, it'd be dark blue"). */
  unreal?: string[];
}

export const ASIDE_KINDS = ['client', 'partner', 'rival', 'unreal'] as const;

/** One message: its day, its text, the person's facts and one-off it states, and the values in it that are not theirs. */
export type Said = [day: number, text: string, states?: Partial<Record<Kind | 'oneOff', string>>, aside?: Aside];

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

/**
 * Who writes, how their standing values come out ("in asides, set against a neighbour's"), and the
 * pieces of work they ask for, each as it is named in one of their messages ("autumn flyer").
 */
export interface Writer {
  role: string;
  manner: string;
  jobs: string[];
}

/** One person's chat as the checks read it: B11h12's with a writer instead of a bilingual speaker. */
export interface Transcript extends Omit<Transcript12, 'writer' | 'says'> {
  says: Said[];
  writer: Writer;
}

/**
 * A chat as written in the data files: its language, the writer, the messages (days 1–5, each day its
 * own task), the scopes that differ from the kind's usual one, and the forget as the person worded it
 * (not sent; asked after the last message, in `saidIn` — the chat's language unless said).
 */
export interface Draft {
  lang: Lang;
  writer: Writer;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; saidIn?: Lang };
}
