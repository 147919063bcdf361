/**
 * The shape of B11h22's chats (`harder22-people.ts`): values said at different scopes, the way people
 * say them — for everything they make ("our colour, on the van and the bags"), for one client or
 * project only ("for that account it's always their green"), for one channel or format ("whenever it's
 * for Instagram"), the team's shared rule against the person's own taste ("house rule for all three of
 * us" / "for my own notes"), a rule with a season or condition ("in the Christmas campaign"), and a
 * one-off for one piece ("for the place cards only"). The person's values are theirs; a client's, a
 * friend's or partner's, a competitor's, and a value only supposed (`unreal`, scored as a hypothetical:
 * must not be held) are not. It keeps B11h21's message shape; the writer names the scopes the person
 * states their rules at, each with an excerpt, instead of the forms of text they paste. Apart from the
 * data so that the three data files and the set's builder share it without importing each other.
 */
import type { Draft as Draft21, Transcript as Transcript21 } from './harder21-types';

export type { Aside, Pools, Said } from './harder21-types';
export { ASIDE_KINDS, client, mix, partner, rival, unreal } from './harder21-types';

/**
 * The scopes a person states a rule at: for everything (`always`), the team's or workspace's shared
 * rule (`team`), the person's own taste only (`own`), one client or project only (`client`, whose value
 * is the client's), one channel or format (`channel`), a season or condition (`season`), one piece only
 * (`once`, the one-off).
 */
export const SCOPE_FORMS = ['always', 'team', 'own', 'client', 'channel', 'season', 'once'] as const;
export type ScopeForm = (typeof SCOPE_FORMS)[number];

/**
 * Who writes, how they say where their rules hold, the people whose values come up beside theirs (a
 * client, a friend or relative, a competitor, each as named in one of their messages), the scopes they
 * state rules at — each a form and the words that give it, exactly as they stand in one of their
 * messages — and the pieces of work they ask for, each as named in one of their messages.
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
  rules: Array<[ScopeForm, string]>;
  jobs: string[];
}

/** One person's chat as the checks read it: B11h21's with this set's writer. */
export interface Transcript extends Omit<Transcript21, 'writer'> {
  writer: Writer;
}

/** A chat as written in the data files: B11h21's draft with this set's writer. */
export interface Draft extends Omit<Draft21, 'writer'> {
  writer: Writer;
}
