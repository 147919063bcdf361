import { fillerNotes, LANGS, VALUES, type Kind, type Lang } from './harder-people';
import { buildPeople2, TRANSCRIPTS, type Transcript } from './harder2-people';

// Holds the hand-written B11h2 set to its labels: every label is in the text it claims, and the
// text says nothing the labels do not account for where the bench would count it (bench/memory/README.md).

const KINDS: Kind[] = ['colour', 'font', 'company', 'name', 'format', 'avoid'];
const has = (text: string, value: string) => text.toLowerCase().includes(value.toLowerCase());
const people = LANGS.flatMap((lang) => TRANSCRIPTS[lang].map((t, i) => ({ id: `${lang}-${i}`, t })));

/** Every value a person's labels name: the facts the messages state, the forgotten, replaced, one-off and guessed ones. */
function valuesOf(t: Transcript): string[] {
  const stated = t.says.flatMap(([, , states]) => Object.values(states ?? {}));
  return [...new Set([...stated, t.oneOff, t.replaced.value, t.forget.value, t.guess, ...Object.values(t.live)])];
}

/** Words a later question must not use, per language and the kind it asks about (the subject word). */
const SUBJECT: Record<Lang, Record<Kind, string[]>> = {
  en: {
    colour: ['colour', 'color'],
    font: ['font', 'typeface'],
    company: ['company'],
    name: ['name'],
    format: ['format'],
    avoid: ['avoid'],
  },
  es: {
    colour: ['color'],
    font: ['tipografía', 'fuente'],
    company: ['empresa'],
    name: ['nombre', 'llama'],
    format: ['formato'],
    avoid: ['evit'],
  },
  de: {
    colour: ['farbe'],
    font: ['schrift'],
    company: ['firma', 'unternehmen'],
    name: ['name', 'heiß'],
    format: ['format'],
    avoid: ['vermeid'],
  },
  ru: {
    colour: ['цвет'],
    font: ['шрифт'],
    company: ['компани', 'фирм'],
    name: ['имя', 'зовут'],
    format: ['формат'],
    avoid: ['избега'],
  },
  zh: {
    colour: ['颜色'],
    font: ['字体'],
    company: ['公司'],
    name: ['名字', '叫什么'],
    format: ['格式'],
    avoid: ['避免'],
  },
  ja: {
    colour: ['色'],
    font: ['フォント', '書体'],
    company: ['会社'],
    name: ['名前'],
    format: ['形式', 'フォーマット'],
    avoid: ['避け'],
  },
};

/** The longer words of a value in a spaced script (a question may not reuse one); none for Chinese and Japanese. */
const wordsOf = (value: string) =>
  value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 4);

describe('B11h2, the second harder memory set', () => {
  it('has 10 people in each of the six languages, each transcript in its own language slot', () => {
    for (const lang of LANGS) {
      expect([lang, TRANSCRIPTS[lang].length]).toEqual([lang, 10]);
      for (const t of TRANSCRIPTS[lang]) expect(t.lang).toBe(lang);
    }
    const built = buildPeople2();
    expect(built).toHaveLength(60);
    expect(new Set(built.map((p) => p.userId)).size).toBe(60);
  });

  it('writes each person as 4–8 messages over 3–4 tasks, in order, and no two messages alike', () => {
    for (const { id, t } of people) {
      const tasks = t.says.map(([task]) => task);
      expect([id, t.says.length >= 4 && t.says.length <= 8]).toEqual([id, true]);
      expect([id, new Set(tasks).size >= 3 && new Set(tasks).size <= 4]).toEqual([id, true]);
      expect([id, tasks.every((task, i) => i === 0 || task >= tasks[i - 1])]).toEqual([id, true]);
    }
    const texts = people.flatMap(({ t }) => t.says.map(([, text]) => text));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('states every labelled value inside the text of the message that states it', () => {
    for (const { id, t } of people)
      for (const [, text, states] of t.says)
        for (const [kind, value] of Object.entries(states ?? {}))
          expect([id, kind, value, has(text, value)]).toEqual([id, kind, value, true]);
  });

  it('labels as live the last value stated of each kind, minus the forgotten one: four or more per person', () => {
    for (const { id, t } of people) {
      const last: Partial<Record<Kind, string>> = {};
      for (const [, , states] of t.says) for (const kind of KINDS) if (states?.[kind]) last[kind] = states[kind];
      delete last[t.forget.kind];
      expect([id, t.live]).toEqual([id, last]);
      expect([id, Object.keys(t.live).length >= 4]).toEqual([id, true]);
    }
  });

  it('corrects one value in other words: it is said before or in the correction, and a later statement of its kind replaces it', () => {
    for (const { id, t } of people) {
      const { kind, value } = t.replaced;
      const said = t.says.findIndex(([, text]) => has(text, value));
      const replacedAt = t.says.findIndex(([, , states], i) => i >= said && !!states?.[kind] && states[kind] !== value);
      expect([id, said >= 0, replacedAt >= 0, t.live[kind] !== value]).toEqual([id, true, true, true]);
    }
  });

  it('repeats one live fact later, in other words', () => {
    const stated = (t: Transcript, kind: Kind, value: string) =>
      t.says.filter(([, , states]) => states?.[kind] === value).length;
    const once = people.filter(({ t }) =>
      (Object.entries(t.live) as Array<[Kind, string]>).every(([kind, value]) => stated(t, kind, value) < 2),
    );
    expect(once.map(({ id }) => id)).toEqual([]);
  });

  it('forgets a value stated before the forget, alone in its messages, and never said again after it', () => {
    for (const { id, t } of people) {
      const { after, kind, value } = t.forget;
      const stating = t.says.flatMap(([, text, states], i) => (has(text, value) ? [{ i, states }] : []));
      expect([id, after >= 1 && after <= t.says.length]).toEqual([id, true]);
      expect([id, stating.some(({ i, states }) => i < after && states?.[kind] === value)]).toEqual([id, true]);
      expect([id, stating.filter(({ i }) => i >= after)]).toEqual([id, []]);
      // Alone: a memory of another fact made from the same message would carry the forgotten value.
      for (const { states } of stating) expect([id, states]).toEqual([id, { [kind]: value }]);
      expect([id, kind in t.live]).toEqual([id, false]);
    }
  });

  it('forgets in the person’s own language for some and in another language for others, in each language', () => {
    for (const lang of LANGS) {
      const other = TRANSCRIPTS[lang].filter((t) => t.forget.saidIn !== lang).length;
      expect([lang, other >= 3 && other <= 7]).toEqual([lang, true]);
    }
  });

  it('says the one-off in one message of its own and nowhere else', () => {
    for (const { id, t } of people) {
      const saying = t.says.filter(([, text]) => has(text, t.oneOff));
      expect([id, saying.length, saying[0]?.[2]]).toEqual([id, 1, { oneOff: t.oneOff }]);
    }
  });

  it('never lets the person say the agent’s guess, and no value of a person contains another', () => {
    for (const { id, t } of people) {
      expect([id, t.says.filter(([, text]) => has(text, t.guess))]).toEqual([id, []]);
      const values = valuesOf(t);
      for (const a of values)
        for (const b of values) if (a !== b) expect([id, a, b, has(a, b)]).toEqual([id, a, b, false]);
    }
  });

  it('keeps every value out of the person’s filler notes, which would answer for it', () => {
    for (const [n, p] of buildPeople2().entries()) {
      const notes = JSON.stringify(fillerNotes(p.userId, 20));
      for (const value of valuesOf(people[n].t))
        expect([p.userId, value, has(notes, value)]).toEqual([p.userId, value, false]);
    }
  });

  it('asks one later question per live fact and for the forgotten one, naming neither the value, a word of it, nor the subject', () => {
    for (const { id, t } of people) {
      expect([id, Object.keys(t.ask).sort()]).toEqual([id, [...Object.keys(t.live), t.forget.kind].sort()]);
      for (const [kind, q] of Object.entries(t.ask) as Array<[Kind, string]>) {
        const value = kind === t.forget.kind ? t.forget.value : t.live[kind]!;
        const words = q.toLowerCase().split(/[^\p{L}\p{N}]+/u);
        expect([id, kind, has(q, value), wordsOf(value).filter((w) => words.includes(w))]).toEqual([
          id,
          kind,
          false,
          [],
        ]);
        expect([id, kind, SUBJECT[t.lang][kind].filter((s) => has(q, s))]).toEqual([id, kind, []]);
      }
    }
  });

  it('reuses no B11h value, nor one inside another', () => {
    const b11h = Object.values(VALUES).flatMap((pools) => Object.values(pools).flat());
    for (const { id, t } of people)
      for (const value of valuesOf(t))
        expect([id, value, b11h.filter((b) => has(b, value) || has(value, b))]).toEqual([id, value, []]);
  });

  it('builds the runner’s people from the labels: turns per message, one task per day, the person’s own questions', () => {
    for (const [n, p] of buildPeople2().entries()) {
      const t = people[n].t;
      expect(p.turns.map((turn) => turn.text)).toEqual(t.says.map(([, text]) => text));
      expect(new Set(p.turns.map((turn) => turn.taskId)).size).toBe(new Set(t.says.map(([task]) => task)).size);
      expect([p.live, p.replaced, p.oneOffs, p.forget.value, p.questions]).toEqual([
        t.live,
        [t.replaced.value],
        [t.oneOff],
        t.forget.value,
        t.ask,
      ]);
    }
    expect(buildPeople2(2)).toHaveLength(12);
  });
});
