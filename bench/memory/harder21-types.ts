/**
 * The shape of B11h21's chats (`harder21-people.ts`): values given by pasting or forwarding text into
 * the chat — an email signature, a line of the brand guidelines, a bullet list, a quoted client brief
 * ("my client says: …"), a row copied from a spreadsheet, a URL with the business's name — mixed with
 * the person's own short comments. The person's values are theirs; a quoted client's, a friend's or
 * partner's, a competitor's, and a value taken back or only supposed (`unreal`, scored as a
 * hypothetical: must not be held) are not. It keeps B11h19's message shape; the writer names the forms
 * of text they paste instead of the kinds whose rendering they correct. Apart from the data so that the
 * three data files and the set's builder share it without importing each other.
 */
import type { Draft as Draft19, Transcript as Transcript19 } from './harder19-types';

export type { Aside, Pools, Said } from './harder19-types';
export { ASIDE_KINDS, client, mix, partner, rival, unreal } from './harder19-types';

/** The forms of text a person pastes or forwards into the chat. */
export const PASTE_FORMS = ['signature', 'guidelines', 'list', 'brief', 'table', 'url'] as const;
export type PasteForm = (typeof PASTE_FORMS)[number];

/**
 * Who writes, how they paste ("forwards the client's email and adds a line of their own"), the people
 * whose values come up beside theirs (a client, a friend, a competitor, each as named in one of their
 * messages), the text they paste — each a form and an excerpt of it exactly as it stands in one of
 * their messages — and the pieces of work they ask for, each as named in one of their messages.
 */
export interface Writer {
  role: string;
  manner: string;
  people: string[];
  pastes: Array<[PasteForm, string]>;
  jobs: string[];
}

/** One person's chat as the checks read it: B11h19's with this set's writer. */
export interface Transcript extends Omit<Transcript19, 'writer'> {
  writer: Writer;
}

/** A chat as written in the data files: B11h19's draft with this set's writer. */
export interface Draft extends Omit<Draft19, 'writer'> {
  writer: Writer;
}
