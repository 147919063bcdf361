/**
 * The shape of B11h8's sessions (`harder8-people.ts`), apart from the data so that the three data
 * files and the set's builder share it without importing each other.
 */
import type { Kind, Lang } from './harder-people';
import type { States, Transcript as Transcript3 } from './harder3-people';

/** Whose values a message carries beside the person's own: never a standing fact of the person's. */
export interface Aside {
  /** The assistant's question a message answers (never sent); B11h8's people write unprompted, so none has one. Kept, as in B11h7, so that a session reads as the shared checks' (B11h3's) shape. */
  asked?: string;
  /** The subject of the picture or post they ask for ("a hedgehog wearing socks"): the job's, not theirs. */
  content?: string[];
  /** A client's or partner's values (their name, colour, typeface) on a job done for them. */
  client?: string[];
  /** A friend's, a sibling's, a neighbour's values, mentioned in passing. */
  friend?: string[];
}

/** One message as typed on the phone: the day it was sent (its task), the text, what it states of the person's, what else it carries. */
export type Said = [day: number, text: string, states?: States, aside?: Aside];

/** One person's session as the checks read it: B11h3's without a teammate, with these messages. */
export interface Transcript extends Omit<Transcript3, 'says' | 'mate'> {
  says: Said[];
}

/**
 * A session as written in the data files: the messages, the scopes that differ from the kind's
 * usual one, and the forget as the person typed it (not sent; asked after the last message). The
 * builder adds the agent's guess and the later questions, drawn from the language's pools.
 */
export interface Draft {
  lang: Lang;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; saidIn: Lang; text: string };
}

/** A language's pools: two later questions per kind (paraphrases naming neither subject nor value) and wrong colour guesses. */
export interface Pools {
  ask: Record<Kind, [string, string]>;
  guesses: string[];
}

/** Shorthands for the data files. */
export const pic = (...content: string[]): Aside => ({ content });
export const client = (...values: string[]): Aside => ({ client: values });
export const friend = (...values: string[]): Aside => ({ friend: values });
