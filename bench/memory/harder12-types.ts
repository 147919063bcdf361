/**
 * The shape of B11h12's chats (`harder12-people.ts`): bilingual people who switch languages inside
 * their messages. Apart from the data so that the three data files and the set's builder share it
 * without importing each other. It narrows B11h11's shape (the shared checks read both the same way).
 */
import type { Kind, Lang } from './harder-people';
import type { Aside as Aside11, Transcript as Transcript11 } from './harder11-types';

export type { Pools } from './harder11-types';
export { client, pic, rival, unreal } from './harder11-types';

/**
 * Whose values a message carries beside the person's own: never a standing fact of theirs. B11h11's
 * kinds (a picture's subject, a client's, a competitor's, a hypothetical's, one quoted) and the
 * values of someone close — a partner, a parent, a sister, a business partner — that are theirs.
 */
export interface Aside extends Aside11 {
  /** A partner's, relative's or friend's own value ("my tía's bakery is all mamey orange"): theirs, not the person's. */
  partner?: string[];
}

/** One message: its day (its task), its text, what it states of the person's, what else it carries. */
export type Said = [day: number, text: string, states?: Partial<Record<Kind | 'oneOff', string>>, aside?: Aside];

/** Who writes: who they are and where ("a Cuban-American poster designer in Miami"), and the second language they switch into. */
export interface Speaker {
  role: string;
  mixes: Lang;
}

/** One person's chat as the checks read it: B11h11's with a speaker instead of a letter writer. */
export interface Transcript extends Omit<Transcript11, 'says' | 'writer'> {
  says: Said[];
  writer: Speaker;
}

/**
 * A chat as written in the data files: its home language, the speaker and their second language,
 * the messages, the scopes that differ from the kind's usual one, and the forget as the person
 * worded it (not sent; asked after the last message, in `saidIn` — the home language unless said).
 */
export interface Draft {
  lang: Lang;
  writer: Speaker;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; saidIn?: Lang };
}

export const ASIDE_KINDS = ['content', 'client', 'rival', 'unreal', 'relayed', 'partner'] as const;
/** A value of someone close to the person: theirs. */
export const partner = (...values: string[]): Aside => ({ partner: values });
/** A value quoted from someone else. */
export const relayed = (...values: string[]): Aside => ({ relayed: values });
/** Joins asides for a message that carries several. */
export const mix = (...asides: Aside[]): Aside => {
  const out: Aside = {};
  for (const a of asides)
    for (const key of ASIDE_KINDS) if (a[key]) out[key] = [...(out[key] ?? []), ...(a[key] ?? [])];
  return out;
};
