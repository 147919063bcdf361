/**
 * Reads one user's file (`users/*.txt`) into a held-out conversation. The file holds the persona,
 * the simulated week's start (`start: 2027-01-04`, day 1), the **calendar** the stream was written
 * from (`calendar:`, one `- dN …` line per deadline, meeting, interruption or absence; never sent),
 * the legend of tasks, and the message stream: one message a line, with heldout3's grammar plus a
 * clock time after the day (the assistant's turns as the author imagined them on `//` lines):
 *
 *   d3 09:14 follow_up_edit attach:cover +ask_user:cover|menu #object_ref @es | the text as posted
 *
 * The day and the time give the message's `at` (UTC), which the harness posts as the message's
 * simulated time.
 */
import type { Conversation } from '../router-heldout/conversation';
import { parseUser as parseLines } from '../router-heldout3/parse';

const TIMED = /^(d(\d+)) (\d{2}):(\d{2}) /;

export function parseUser(text: string): Conversation {
  const start = /^start: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  if (!start) throw new Error('no start: line (the date of day 1)');
  const times: string[] = [];
  const lines = text.split('\n').map((line) => {
    const t = TIMED.exec(line);
    if (!t) return line;
    const [, dayToken, day, hh, mm] = t;
    const ms =
      Date.parse(`${start}T00:00:00Z`) + (Number(day) - 1) * 86_400_000 + (Number(hh) * 60 + Number(mm)) * 60_000;
    times.push(new Date(ms).toISOString());
    return `${dayToken} ${line.slice(t[0].length)}`;
  });
  const conversation = parseLines(lines.join('\n'));
  if (conversation.messages.length !== times.length)
    throw new Error(`${conversation.user}: ${conversation.messages.length} messages, ${times.length} with a time`);
  return { ...conversation, messages: conversation.messages.map((m, i) => ({ ...m, at: times[i] })) };
}
