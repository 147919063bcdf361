/**
 * The shape of B11h11's sessions (`harder11-people.ts`): formal letters from people who do not chat.
 * Apart from the data so that the three data files and the set's builder share it without importing
 * each other. It narrows B11h10's shape (the shared checks read both the same way).
 */
import type { Kind, Lang } from './harder-people';
import type { Aside as Aside10, Transcript as Transcript10 } from './harder10-types';

export type { Pools } from './harder10-types';
export { client, pic, rival, unreal } from './harder10-types';

/**
 * Whose values a letter carries beside the writer's own: never a standing fact of the writer's.
 * B11h10's kinds (a picture's subject, a client's, a competitor's, a hypothetical's) and one that
 * letters have.
 */
export interface Aside extends Aside10 {
  /** Quoted from someone else — a secretary, a spouse, a vicar, a deputy head ("my husband would prefer racing green"): theirs. */
  relayed?: string[];
}

/** One letter: the day it was sent (its task), its text, what it states of the writer's, what else it carries. */
export type Said = [day: number, text: string, states?: Partial<Record<Kind | 'oneOff', string>>, aside?: Aside];

/** Who writes: their office or calling, as a careful secretary would note it ("a retired notary", "the parish office"). */
export interface Writer {
  role: string;
}

/** One person's correspondence as the checks read it: B11h10's without the speech-to-text, every message a letter. */
export interface Transcript extends Omit<Transcript10, 'says' | 'dictated'> {
  says: Said[];
  writer: Writer;
}

/**
 * A correspondence as written in the data files: its language, the writer, the letters, the scopes
 * that differ from the kind's usual one, and the forget as the writer worded it (not sent; asked
 * after the last letter). The builder adds the agent's guess and the later questions, drawn from
 * the language's pools.
 */
export interface Draft {
  lang: Lang;
  writer: Writer;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; saidIn?: Lang };
}

/** A value quoted from someone else; `mix` joins asides for a letter that carries several. */
export const relayed = (...values: string[]): Aside => ({ relayed: values });
export const ASIDE_KINDS = ['content', 'client', 'rival', 'unreal', 'relayed'] as const;
export const mix = (...asides: Aside[]): Aside => {
  const out: Aside = {};
  for (const a of asides)
    for (const key of ASIDE_KINDS) if (a[key]) out[key] = [...(out[key] ?? []), ...(a[key] ?? [])];
  return out;
};
