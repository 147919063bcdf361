/**
 * The shape of B11h17's chats (`harder17-people.ts`): members of small teams who share one workspace
 * (a bakery's owner and her nephew, a two-person studio, a family shop) and write in turn. The person
 * writes their own and their business's values, relays a teammate's wish they do not adopt, passes on
 * what the team agreed (binding for the business), keeps a preference of their own apart from the
 * business's, and sets their values against a client's, a competitor's or a hypothetical's. Apart
 * from the data so that the three data files and the set's builder share it without importing each
 * other. It keeps B11h16's message shape; the writer also names the teammates they write about.
 */
import type { Kind, Lang } from './harder-people';
import type { Transcript as Transcript12 } from './harder12-types';

export type { Pools } from './harder12-types';

/** Values in a message that are not the person's, by whose they are. */
export interface Aside {
  /** Unused here (kept so the shape reads as the shared checks' asides). */
  asked?: string;
  /** A client's or customer's (the person works for them). */
  client?: string[];
  /** A teammate's: a wish the team did not adopt, or the teammate's own name or taste. */
  partner?: string[];
  /** A competitor's or neighbour's (the person sets their own value against it). */
  rival?: string[];
  /** A hypothetical ("if we were a children's bookshop it'd be primary yellow"). */
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
 * Who writes, the teammates they share the workspace with (each as named in one of their messages:
 * "Dom", "Mum", "小杰"), how they write about the team ("relays her nephew's ideas and says where she
 * stands"), and the pieces of work they ask for, each as named in one of their messages.
 */
export interface Writer {
  role: string;
  team: string[];
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
 * own task), the scopes that differ from the kind's usual one (the house rule that makes the thing to
 * avoid the workspace's; a typeface that is the person's alone), and the forget as the person worded
 * it (not sent; asked after the last message, in `saidIn` — the chat's language unless said).
 */
export interface Draft {
  lang: Lang;
  writer: Writer;
  says: Said[];
  scopes?: Partial<Record<Kind, 'user' | 'workspace'>>;
  forget: { kind: Kind; value: string; text: string; saidIn?: Lang };
}
