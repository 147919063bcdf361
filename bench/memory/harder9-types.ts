/**
 * The shape of B11h9's sessions (`harder9-people.ts`), apart from the data so that the three data
 * files and the set's builder share it without importing each other.
 */
import type { Kind, Lang } from './harder-people';
import type { States, Transcript as Transcript3 } from './harder3-people';

/** Whose values a message carries beside the person's own: never a standing fact of the person's. */
export interface Aside {
  /** The assistant's question a message answers (never sent); none here. Kept so that a session reads as the shared checks' (B11h3's) shape. */
  asked?: string;
  /** The subject of the picture or post they ask for ("a stork on a chimney"): the job's, not theirs. */
  content?: string[];
  /** A client's or partner's values (their name, colour, typeface) on a job done for them. */
  client?: string[];
  /** A competitor's or neighbour's values, named to compare or to keep away from. */
  rival?: string[];
  /** Values said only as a joke, a hypothetical or a negation ("if we was a bank we would be navy haha", "never green"). */
  unreal?: string[];
}

/** One message as the person typed it: the day it was sent (its task), the text, what it states of the person's, what else it carries. */
export type Said = [day: number, text: string, states?: States, aside?: Aside];

/** One person's session as the checks read it: B11h3's without a teammate, with these messages. */
export interface Transcript extends Omit<Transcript3, 'says' | 'mate'> {
  says: Said[];
  /** The person's first language (ISO 639-1), never the one they write in. */
  from: string;
}

/**
 * A session as written in the data files: the first language of its writer, the messages, the
 * scopes that differ from the kind's usual one, and the forget as the person typed it (not sent;
 * asked after the last message) — `inFirst` when they asked it in their first language. The
 * builder adds the agent's guess and the later questions, drawn from the language's pools.
 */
export interface Draft {
  lang: Lang;
  from: string;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; inFirst?: true };
}

/** A language's pools: two later questions per kind (paraphrases naming neither subject nor value) and wrong colour guesses. */
export interface Pools {
  ask: Record<Kind, [string, string]>;
  guesses: string[];
}

/** Shorthands for the data files; `mix` joins them for a message that carries several. */
export const pic = (...content: string[]): Aside => ({ content });
export const client = (...values: string[]): Aside => ({ client: values });
export const rival = (...values: string[]): Aside => ({ rival: values });
export const unreal = (...values: string[]): Aside => ({ unreal: values });
export const mix = (...asides: Aside[]): Aside => {
  const out: Aside = {};
  for (const a of asides)
    for (const key of ['content', 'client', 'rival', 'unreal'] as const)
      if (a[key]) out[key] = [...(out[key] ?? []), ...(a[key] ?? [])];
  return out;
};
