/**
 * The shape of B11h15's chats (`harder15-people.ts`): small-business owners, freelancers and staff of
 * small studios who come back after a gap of weeks or months and catch the assistant up on what
 * changed since (a new name, a new colour, a dropped rule) and what stayed the same, beside a
 * one-off for one campaign and the values of a new partner or a client. Apart from the data so that
 * the three data files and the set's builder share it without importing each other. It keeps
 * B11h14's message shape; its values that are not the person's are a client's, a partner's or
 * colleague's, a competitor's or neighbour's, or a hypothetical's.
 */
import type { Kind, Lang } from './harder-people';
import type { Transcript as Transcript12 } from './harder12-types';

export type { Pools } from './harder12-types';

/** Values in a message that are not the person's, by whose they are. */
export interface Aside {
  /** Unused here (kept so the shape reads as the shared checks' asides). */
  asked?: string;
  /** A client's. */
  client?: string[];
  /** A new business partner's, relative's, colleague's or collaborator's. */
  partner?: string[];
  /** A competitor's or neighbour's. */
  rival?: string[];
  /** A hypothetical. */
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

/** Who writes, and how they catch the assistant up after the gap ("lists the changes, then chats"). */
export interface Writer {
  role: string;
  manner: string;
}

/** One person's chat as the checks read it: B11h12's with a writer instead of a bilingual speaker. */
export interface Transcript extends Omit<Transcript12, 'writer' | 'says'> {
  says: Said[];
  writer: Writer;
}

/**
 * A chat as written in the data files: its language, the writer, the messages (days before and after
 * the gap), the scopes that differ from the kind's usual one, and the forget as the person worded it
 * (not sent; asked after the last message, in `saidIn` — the chat's language unless said).
 */
export interface Draft {
  lang: Lang;
  writer: Writer;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; saidIn?: Lang };
}
