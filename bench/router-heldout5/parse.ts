/**
 * Reads one user's scenario file (`users/*.txt`) into a held-out conversation, with the grammar
 * heldout3 defined (../router-heldout3/parse.ts), reused rather than copied. The file holds the
 * persona, the scenario card (`card:`, one `- key: piece; nouns…` line per piece of work, never
 * sent), the legend of tasks, and the message stream: one message a line, the assistant's turns
 * as the author imagined them on `//` lines (kept for a reader, never sent):
 *
 *   d3 follow_up_edit attach:cover +ask_user:cover|menu #object_ref @es | the text as posted
 *
 * `dN` the simulated day, the act, the strict outcome (`:key` for its task), `+` each other
 * acceptable outcome, `#` each tag, `@xx` the line's language when it is not the user's.
 */
export { parseUser } from '../router-heldout3/parse';
