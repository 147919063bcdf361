import { fillerRequests, ONE_OFFS, PRONOUN_FOLLOW_UPS, STATUS_QUESTIONS, SUBJECTS, type Subject } from './subjects';

/** The five outcomes of, as labels. */
export type Outcome = 'answer_in_main' | 'create_lightweight' | 'attach' | 'create_persistent' | 'ask_user';

/** How the message relates to the work (for the per-kind breakdown). */
export type Kind =
  | 'new'
  | 'pronoun'
  | 'description'
  | 'object'
  | 'switch'
  | 'return'
  | 'duplicate'
  | 'near_duplicate'
  | 'question'
  | 'one_off'
  | 'ambiguous';

/** One labelled main-thread message, in conversation order. */
export interface Case {
  n: number;
  day: number;
  text: string;
  lang: string;
  kind: Kind;
  expect: Outcome;
  /** attach: the work it belongs to (a subject key or a created case's key). */
  task?: string;
  /** ask_user: the works the card must offer. */
  tasks?: string[];
  /** A create outcome: the key later cases use for the task it starts. */
  creates?: string;
  /** Also correct (near duplicates: continue the work or ask; never a second task, R-2.4). */
  alsoCorrect?: Outcome[];
}

/**
 * The labelled set of B10: five simulated days over one workspace. Day 1–2 start twelve
 * English works with follow-ups by pronoun, description and object and switches between
 * them; day 3 is a busy day of 55 unrelated requests (so the first works leave the 50 most
 * recent tasks); day 4 returns to the old works (found by search only) and starts works in
 * French, German, Spanish and Russian; day 5 repeats requests (exact and near duplicates),
 * asks where things are and sends ambiguous follow-ups. Deterministic: no randomness.
 */
export function buildCases(): Case[] {
  const cases: Case[] = [];
  let day = 1;
  const add = (c: Omit<Case, 'n' | 'day'>) => cases.push({ n: cases.length + 1, day, ...c });
  const pronouns = new Map<string, number>();
  const pronoun = (s: Subject, kind: Kind = 'pronoun') => {
    const list = PRONOUN_FOLLOW_UPS[s.lang];
    const i = pronouns.get(s.lang) ?? 0;
    pronouns.set(s.lang, i + 1);
    add({ text: list[i % list.length], lang: s.lang, kind, expect: 'attach', task: s.key });
  };
  const create = (s: Subject) =>
    add({ text: s.request, lang: s.lang, kind: 'new', expect: 'create_persistent', creates: s.key });
  const describe = (s: Subject, i: number, kind: Kind = 'description') =>
    add({ text: s.byDescription[i], lang: s.lang, kind, expect: 'attach', task: s.key });
  const object = (s: Subject, kind: Kind = 'object') =>
    add({ text: s.byObject[0], lang: s.lang, kind, expect: 'attach', task: s.key });
  const status = (i: number) =>
    add({
      text: STATUS_QUESTIONS[i % STATUS_QUESTIONS.length],
      lang: 'en',
      kind: 'question',
      expect: 'answer_in_main',
    });
  let oneOffs = 0;
  const oneOff = () =>
    add({ text: ONE_OFFS[oneOffs++ % ONE_OFFS.length], lang: 'en', kind: 'one_off', expect: 'create_lightweight' });
  const bySubject = (key: string) => SUBJECTS.find((s) => s.key === key) as Subject;
  const english = SUBJECTS.filter((s) => s.lang === 'en');
  const [day1, day2, other] = [english.slice(0, 7), english.slice(7), SUBJECTS.filter((s) => s.lang !== 'en')];

  for (const s of day1) {
    create(s);
    pronoun(s);
    describe(s, 0);
  }
  status(0);
  describe(bySubject('cat'), 1, 'switch');
  pronoun(bySubject('cat'), 'switch');
  object(bySubject('jazz'), 'switch');
  add({ text: bySubject('jazz').where, lang: 'en', kind: 'question', expect: 'answer_in_main' });

  day = 2;
  for (const s of day2) {
    create(s);
    pronoun(s);
    describe(s, 0);
    oneOff();
  }
  for (const s of day1.slice(1, 6)) object(s, 'switch');
  status(1);

  day = 3;
  for (const [i, text] of fillerRequests(55).entries()) {
    add({ text, lang: 'en', kind: 'new', expect: 'create_persistent', creates: `filler-${i}` });
    if (i % 15 === 7) oneOff();
    if (i % 20 === 10) status(2 + i);
  }

  day = 4;
  for (const s of [...day1, ...day2]) {
    describe(s, 1, 'return');
    pronoun(s);
    object(s);
  }
  for (const s of other) {
    create(s);
    pronoun(s);
    describe(s, 0);
    describe(s, 1);
    object(s);
  }
  for (let i = 6; i < 9; i++) status(i);
  for (let i = 0; i < 4; i++) oneOff();

  day = 5;
  for (const s of SUBJECTS) add({ text: s.request, lang: s.lang, kind: 'duplicate', expect: 'attach', task: s.key });
  for (const s of SUBJECTS)
    add({
      text: s.nearDuplicates[0],
      lang: s.lang,
      kind: 'near_duplicate',
      expect: 'ask_user',
      tasks: [s.key],
      task: s.key,
      alsoCorrect: ['attach'],
    });
  for (const s of SUBJECTS) add({ text: s.where, lang: s.lang, kind: 'question', expect: 'answer_in_main' });
  for (const s of SUBJECTS) {
    describe(s, 0, 'return');
    pronoun(s);
  }
  add({
    text: 'a poster for the charity run in May',
    lang: 'en',
    kind: 'new',
    expect: 'create_persistent',
    creates: 'charity',
  });
  describe(bySubject('jazz'), 1, 'switch');
  add({
    text: 'the poster: use a bolder font',
    lang: 'en',
    kind: 'ambiguous',
    expect: 'ask_user',
    tasks: ['charity', 'jazz'],
  });
  add({
    text: 'a logo for the Tidal surf club',
    lang: 'en',
    kind: 'new',
    expect: 'create_persistent',
    creates: 'surf',
  });
  describe(bySubject('coffee'), 1, 'switch');
  add({ text: 'make the logo simpler', lang: 'en', kind: 'ambiguous', expect: 'ask_user', tasks: ['surf', 'coffee'] });
  for (let i = 0; i < 8; i++) oneOff();
  status(9);
  status(3);
  return cases;
}
