/**
 * Reads one user's project log (`users/*.txt`) into a held-out conversation. The file holds the
 * log the messages were derived from (kept for a reader, never sent), the legend of tasks, and
 * one message a line:
 *
 *   d3 follow_up_edit attach:cover +ask_user:cover|menu #object_ref @es | the text as posted
 *
 * `dN` the simulated day, the act, the strict outcome (`:key` for its task), `+` each other
 * acceptable outcome, `#` each tag, `@xx` the line's language when it is not the user's.
 */
import type { Act, Conversation, HeldOutMessage, Outcome } from '../router-heldout/conversation';

const section = (text: string, name: string): string[] => {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === `${name}:`);
  if (start < 0) throw new Error(`no ${name}: section`);
  const end = lines.findIndex((l, i) => i > start && /^[a-z]+:\s*$/.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).filter((l) => l.trim() && !l.startsWith('//'));
};

const header = (text: string, name: string): string => {
  const line = text.split('\n').find((l) => l.startsWith(`${name}: `));
  if (!line) throw new Error(`no ${name}: line`);
  return line.slice(name.length + 2).trim();
};

function message(user: string, lang: string, line: string, n: number): HeldOutMessage {
  const bar = line.indexOf(' | ');
  if (bar < 0) throw new Error(`${user} message ${n}: no ' | ' before the text`);
  const [day, act, strict, ...rest] = line.slice(0, bar).trim().split(/\s+/);
  const [outcome, task] = strict.split(':') as [Outcome, string | undefined];
  const acceptable = rest.filter((t) => t.startsWith('+')).map((t) => t.slice(1));
  const tags = rest.filter((t) => t.startsWith('#')).map((t) => t.slice(1));
  const other = rest.find((t) => t.startsWith('@'));
  return {
    id: `${user}_${String(n).padStart(2, '0')}`,
    day: Number(day.replace(/^d/, '')),
    lang: other ? other.slice(1) : lang,
    act: act as Act,
    text: line.slice(bar + 3).trim(),
    expect: { outcome, ...(task ? { task } : {}), ...(acceptable.length ? { acceptable } : {}) },
    ...(tags.length ? { tags } : {}),
  };
}

export function parseUser(text: string): Conversation {
  const user = header(text, 'user');
  const lang = header(text, 'lang');
  const tasks = Object.fromEntries(
    section(text, 'tasks').map((l) => {
      const [key, ...what] = l.trim().split(':');
      return [key.trim(), what.join(':').trim()];
    }),
  );
  const messages = section(text, 'messages').map((l, i) => message(user, lang, l, i + 1));
  return { user, lang, persona: header(text, 'persona'), tasks, messages };
}
