import type { ActReading, DialogueAct } from './dialogue-act';

/** Acts that start work, and acts answered in the main thread: the two sides an envelope can tip a line between. */
const NEW_WORK: ReadonlySet<DialogueAct> = new Set(['new_request', 'one_off']);
const IN_MAIN: ReadonlySet<DialogueAct> = new Set(['greeting', 'status', 'craft', 'remember', 'forget']);

const sideOf = (read: ActReading) =>
  !read.act ? undefined : NEW_WORK.has(read.act) ? 'work' : IN_MAIN.has(read.act) ? 'main' : undefined;

/**
 * The act of a letter (ADR 0083), read from its ask and from the whole message. The ask's reading
 * stands — the envelope made follow-ups read as new work or as a greeting — unless the two put the
 * line on opposite sides of new work and an answer in main: then the greeting or the introduction
 * set apart was the point ("Hello! Claire from the town hall." is a hello, not a request, and "back
 * from the trip, I'd like a video of it" is work), and the whole message's reading stands.
 */
export function letterAct(ask: ActReading, whole: ActReading): ActReading {
  const [a, w] = [sideOf(ask), sideOf(whole)];
  return a && w && a !== w ? whole : ask;
}
