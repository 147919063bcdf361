/**
 * The shape of B11h7's sessions (`harder7-people.ts`), apart from the data so that the three data
 * files and the set's builder share it without importing each other.
 */
import type { States, Transcript as Transcript3 } from './harder3-people';

/** What a message carries beside the person's facts: the job it asks for, and whose values ride in it. */
export interface Aside {
  /**
   * The assistant's question a message answers (for a reader; never sent). B11h7's people write
   * unprompted, so no message has one; kept so that a session reads as the shared checks' (B11h3's) shape.
   */
  asked?: string;
  /**
   * What the request is about — the subject of the picture, the dish or product on it, the event,
   * its headline: the job's, never a standing fact of the person's.
   */
  content?: string[];
  /** Values of the client, partner or sponsor the job is for (their company, colour, typeface, contact's name): theirs. */
  client?: string[];
}

/** One message: the task (1–3, one brief each), the text as typed, what it states of the person's, what else it carries. */
export type Said = [task: number, text: string, states?: States, aside?: Aside];

/** One person's session: B11h3's (forget, scopes, guess, questions) without a teammate, with these messages. */
export interface Transcript extends Omit<Transcript3, 'says' | 'mate'> {
  says: Said[];
}

/** Shorthands for the data files: what a brief is about, and a client's values. */
export const about = (...content: string[]): Aside => ({ content });
export const forClient = (...client: string[]): Aside => ({ client });
/** A brief about `content` for a client with these values. */
export const aboutFor = (content: string[], client: string[]): Aside => ({ content, client });
