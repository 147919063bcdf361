/**
 * Reads one freelancer's file (`users/*.txt`). The stream's grammar is heldout6's, reused as it is
 * (`dN HH:MM act strict +acceptable… #tag… @lang | text`, `start:` the date of day 1, `//` the
 * assistant's turn the author imagined); this set adds a `clients:` section, the three or four
 * clients whose requests the freelancer relays, each with the language that client writes in:
 *
 *   - Ediciones Lirio, Madrid @es: a children's picture book; the editor writes in Spanish
 *
 * It is never sent; `set.spec.ts` holds the forwarded lines to it.
 */
import { parseUser } from '../router-heldout6/parse';

export { parseUser };

/** One client of the freelancer, as the `clients:` section names it. */
export interface Client {
  name: string;
  lang: string;
}

/** The `clients:` section of a user's file. */
export function clientsOf(text: string): Client[] {
  const body = text.split(/^clients:$/m)[1]?.split(/^tasks:$/m)[0] ?? '';
  return [...body.matchAll(/^- (.+?) @([a-z]{2}): /gm)].map(([, name, lang]) => ({ name, lang }));
}
