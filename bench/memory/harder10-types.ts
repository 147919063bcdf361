/**
 * The shape of B11h10's sessions (`harder10-people.ts`): voice notes a phone's speech-to-text wrote
 * down. Apart from the data so that the three data files and the set's builder share it without
 * importing each other. It narrows B11h9's shape (the shared checks read both the same way).
 */
import type { Kind, Lang } from './harder-people';
import type { Aside as Aside9, Transcript as Transcript9 } from './harder9-types';

export type { Pools } from './harder9-types';

/**
 * Whose values a note carries beside the person's own: never a standing fact of the person's. B11h9's
 * kinds (a picture's subject, a client's, a competitor's, a joke's, a hypothetical's or a negation's)
 * and two that only speech has.
 */
export interface Aside extends Aside9 {
  /** Said by someone else in the room and written down by the phone ("my cousin says hers is purple"): theirs. */
  overheard?: string[];
  /** Said and taken back in the same breath ("our colour is navy no sorry teal"): never the person's. */
  slip?: string[];
}

/** One note as the phone wrote it: the day it was dictated (its task), the text, what it states of the person's, what else it carries. */
export type Said = [day: number, text: string, states?: Partial<Record<Kind | 'oneOff', string>>, aside?: Aside];

/**
 * How the notes reached the chat: every note of a session was dictated, through this speech-to-text
 * (the phone's keyboard or the messenger's), while the person was doing something else.
 */
export interface Dictated {
  /** The speech-to-text that wrote every note down ("iOS dictation", "Gboard voice typing", "微信语音转文字"). */
  app: string;
  /** What the person was doing meanwhile ("driving the van", "kneading dough"). */
  while: string;
}

/** One person's session as the checks read it: B11h9's without a first language, every note dictated. */
export interface Transcript extends Omit<Transcript9, 'says' | 'from'> {
  says: Said[];
  dictated: Dictated;
}

/**
 * A session as written in the data files: its language, the notes, the scopes that differ from the
 * kind's usual one, and the forget as the person dictated it (not sent; asked after the last note) —
 * `saidIn` when they asked it in another language than the notes'. The builder adds the agent's
 * guess and the later questions, drawn from the language's pools.
 */
export interface Draft {
  lang: Lang;
  dictated: Dictated;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; saidIn?: Lang };
}

/** Shorthands for the data files; `mix` joins them for a note that carries several. */
export const pic = (...content: string[]): Aside => ({ content });
export const client = (...values: string[]): Aside => ({ client: values });
export const rival = (...values: string[]): Aside => ({ rival: values });
export const unreal = (...values: string[]): Aside => ({ unreal: values });
export const heard = (...values: string[]): Aside => ({ overheard: values });
export const slip = (...values: string[]): Aside => ({ slip: values });
export const ASIDE_KINDS = ['content', 'client', 'rival', 'unreal', 'overheard', 'slip'] as const;
export const mix = (...asides: Aside[]): Aside => {
  const out: Aside = {};
  for (const a of asides)
    for (const key of ASIDE_KINDS) if (a[key]) out[key] = [...(out[key] ?? []), ...(a[key] ?? [])];
  return out;
};
