import { detect } from 'tinyld';
import { targetsOf, type Target } from './conversation';
import type { Observation } from './play';

/** One message judged against its label. */
export interface Judged extends Observation {
  strict: boolean;
  lenient: boolean;
  /** Attached to a task no label accepts for this message, without asking. */
  wrongTask: boolean;
  /** Started a task where no label accepts one. */
  strayTask: boolean;
  /** An exact repeat that started a task of its own. */
  duplicate: boolean;
  /** The entry's language is the message's (undefined: the entry carries none, or the line is mixed). */
  languageKept?: boolean;
  /** The answer in main is in the message's language (undefined: no reply, or the line is mixed). */
  replyKept?: boolean;
  replyLanguage?: string;
}

const primary = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

function reaches(o: Observation, t: Target): boolean {
  if (o.outcome !== t.outcome) return false;
  if (t.outcome === 'attach') return t.keys.includes(o.taskKey ?? '');
  if (t.outcome === 'ask_user') return t.keys.every((k) => o.offered?.includes(k));
  return true;
}

/** Scores one observation: strict = the label's outcome and task(s); lenient = it or any acceptable. */
export function judge(o: Observation): Judged {
  const [strictTarget, ...others] = targetsOf(o.message.expect);
  const strict = reaches(o, strictTarget);
  const lenient = strict || others.some((t) => reaches(o, t));
  const mixed = o.message.tags?.includes('mixed_lang') ?? false;
  const replyLanguage = o.reply ? detect(o.reply) || undefined : undefined;
  return {
    ...o,
    strict,
    lenient,
    wrongTask: o.outcome === 'attach' && !lenient,
    strayTask: (o.outcome === 'create_persistent' || o.outcome === 'create_lightweight') && !lenient,
    duplicate:
      o.message.act === 'duplicate_request' &&
      (o.outcome === 'create_persistent' || o.outcome === 'create_lightweight'),
    languageKept: mixed || !o.language ? undefined : primary(o.language) === o.message.lang,
    replyKept: mixed || !replyLanguage ? undefined : replyLanguage === o.message.lang,
    replyLanguage,
  };
}

/** The figures of one slice of the set. */
export interface Summary {
  messages: number;
  strict: number;
  lenient: number;
  wrongTask: number;
  asked: number;
  labelledAsk: number;
  strayTasks: number;
  repeats: number;
  duplicates: number;
  answerInMainExpected: number;
  answerInMainGot: number;
  languageChecked: number;
  languageKept: number;
  repliesChecked: number;
  repliesKept: number;
}

const count = (rs: readonly Judged[], p: (r: Judged) => boolean) => rs.filter(p).length;

export function summarise(rs: readonly Judged[]): Summary {
  const inMain = rs.filter((r) => r.message.expect.outcome === 'answer_in_main');
  return {
    messages: rs.length,
    strict: count(rs, (r) => r.strict),
    lenient: count(rs, (r) => r.lenient),
    wrongTask: count(rs, (r) => r.wrongTask),
    asked: count(rs, (r) => r.outcome === 'ask_user'),
    labelledAsk: count(rs, (r) => r.message.expect.outcome === 'ask_user'),
    strayTasks: count(rs, (r) => r.strayTask),
    repeats: count(rs, (r) => r.message.act === 'duplicate_request'),
    duplicates: count(rs, (r) => r.duplicate),
    answerInMainExpected: inMain.length,
    answerInMainGot: count(inMain, (r) => r.outcome === 'answer_in_main'),
    languageChecked: count(rs, (r) => r.languageKept !== undefined),
    languageKept: count(rs, (r) => r.languageKept === true),
    repliesChecked: count(rs, (r) => r.replyKept !== undefined),
    repliesKept: count(rs, (r) => r.replyKept === true),
  };
}

/** Summaries per value of `key`, in first-seen order (or `order` where given). */
export function summariseBy(
  rs: readonly Judged[],
  key: (r: Judged) => string[],
  order?: readonly string[],
): Array<[string, Summary]> {
  const groups = new Map<string, Judged[]>((order ?? []).map((k) => [k, []]));
  for (const r of rs) for (const k of key(r)) groups.set(k, [...(groups.get(k) ?? []), r]);
  return [...groups.entries()].filter(([, g]) => g.length > 0).map(([k, g]) => [k, summarise(g)]);
}
