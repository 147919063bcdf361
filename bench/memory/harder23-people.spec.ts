import { forgetGaps, inside, liveFactGaps } from './harder-checks';
import { valuesBefore } from './harder-earlier';
import { LANGS, type Kind } from './harder-people';
import { describeHarderSetChecks } from './harder-set-checks';
import {
  buildPeople23,
  CHANGE_FORMS,
  labels,
  labelsWithPast,
  othersIn,
  othersOf,
  pastOf,
  TRANSCRIPTS23,
  type ChangeForm,
  type Said,
} from './harder23-people';

// Holds the B11h23 set (endings and changes: a rebrand, a value retired, a change implied by an event,
// a value with an end date and the end come, a correction giving only the new value, a value the
// person used to use; with a forget said obliquely, sometimes of one value among several, a one-off
// for one piece, and a client's, friend's or partner's, competitor's or supposed values) to its labels:
// every label is in the text it claims, every change the writer names stands in a message that makes
// it in its form, each old value is said on an earlier day than its successor, a used-to value is
// never stated as current, and nothing the bench counts is said where the labels do not say.

const people = LANGS.flatMap((lang) => TRANSCRIPTS23[lang].map((t, i) => ({ id: `${lang}-${i}`, t, l: labels(t) })));
/** The person's own values: live, replaced, used to, forgotten, one-offs, the agent's guess. */
const ownOf = ({ t, l }: (typeof people)[number]) => [
  ...Object.values(l.live),
  ...l.replaced.map((r) => r.value),
  ...pastOf(t),
  t.forget.value,
  ...l.oneOffs,
  t.guess,
];
/** Every value B11h–B11h22 label, lower-cased. */
const earlier = valuesBefore(23);
/** The person's facts a message states (not the one-off). */
const facts = ([, , states = {}]: Said) => Object.keys(states).filter((k) => k !== 'oneOff') as Kind[];
/** A message carrying values that are not the person's. */
const carries = ([, , , aside]: Said) => othersIn(aside).length > 0;
/** A message of a few words: a terse answer, a thanks, a short request. */
const terse = (text: string) => [...text].length <= 60;
const count = <T>(items: T[], item: T) => items.filter((i) => i === item).length;

describe('B11h23, the twenty-third harder memory set (endings and changes: rebrand, retired, implied, an end date, the new value alone, used to)', () => {
  it('has 9 people writing each of the six languages, in the runner’s shape, every turn the person’s own', () => {
    for (const lang of LANGS) expect([lang, TRANSCRIPTS23[lang].length]).toEqual([lang, 9]);
    const built = buildPeople23();
    expect(built).toHaveLength(54);
    expect(new Set(built.map((p) => p.userId)).size).toBe(54);
    expect(built.flatMap((p) => p.turns.filter((turn) => 'by' in turn))).toEqual([]);
    expect(people.reduce((n, { t }) => n + t.says.length, 0)).toBe(606);
    for (const { id, t } of people) expect([id, t.says.length >= 11 && t.says.length <= 12]).toEqual([id, true]);
    // The runner's replaced values: the ones changed on a later day and the ones the person used to use.
    expect(built.reduce((n, p) => n + p.replaced.length, 0)).toBe(138);
  });

  it('names the people whose values come up and the pieces of work in every chat, and chats tersely at times', () => {
    for (const { id, t } of people) {
      expect([
        id,
        t.writer.role.length > 0,
        t.writer.manner.length > 0,
        t.writer.changes.length >= 2,
        t.writer.jobs.length >= 2,
        t.writer.people.length >= 1,
      ]).toEqual([id, true, true, true, true, true]);
      for (const name of [...t.writer.people, ...t.writer.jobs])
        expect([id, name, t.says.some(([, text]) => inside(text, name))]).toEqual([id, name, true]);
    }
    for (const lang of LANGS)
      expect([
        lang,
        people.filter(({ t }) => t.lang === lang).flatMap(({ t }) => t.says.filter(([, text]) => terse(text))).length >=
          9,
      ]).toEqual([lang, true]);
  });

  it('keeps five live facts — the six kinds less the forgotten one — the name and the business said in one message', () => {
    for (const p of people) {
      expect([p.id, liveFactGaps(p)]).toEqual([p.id, []]);
      expect([p.id, Object.keys(p.l.live).sort()]).toEqual([
        p.id,
        ['avoid', 'colour', 'company', 'font', 'format', 'name'].filter((k) => k !== p.t.forget.kind).sort(),
      ]);
      expect([p.id, p.t.says.some(([, , s = {}]) => s.name !== undefined && s.company !== undefined)]).toEqual([
        p.id,
        true,
      ]);
    }
  });

  it('makes every change the writer names in its form, in the message whose words give it', () => {
    const forms: ChangeForm[] = [];
    for (const { id, t, l } of people) {
      for (const [form, kind, words] of t.writer.changes) {
        const at = t.says.findIndex(([, text]) => text.includes(words));
        expect([id, form, words, at >= 0]).toEqual([id, form, words, true]);
        const [day, text, states = {}] = t.says[at];
        forms.push(form);
        if (form === 'usedTo') {
          // A value the person used to use: named in the message, its kind's current value live, never stated.
          const past = (t.past ?? []).filter(([k]) => k === kind).map(([, v]) => v);
          expect([id, words, past.length, past.every((v) => inside(text, v))]).toEqual([id, words, 1, true]);
          expect([id, words, l.live[kind] !== undefined, (l.changes[kind] ?? []).length]).toEqual([id, words, true, 1]);
          continue;
        }
        const values = l.changes[kind] ?? [];
        expect([id, form, kind, values.length]).toEqual([id, form, kind, 2]);
        const [old, now] = values;
        expect([id, form, kind, l.live[kind]]).toEqual([id, form, kind, now]);
        const stating = (v: string) => t.says.filter(([, , s = {}]) => s[kind] === v).map(([d]) => d);
        // The old value said on an earlier day than its successor.
        expect([id, kind, Math.max(...stating(old)) < Math.min(...stating(now))]).toEqual([id, kind, true]);
        const nowAt = t.says.findIndex(([, , s = {}]) => s[kind] === now);
        switch (form) {
          case 'rebrand':
          case 'implied':
            expect([id, form, states[kind]]).toEqual([id, form, now]);
            break;
          case 'newOnly':
            // The new value alone: the message never names the old one.
            expect([id, form, states[kind], inside(text, old)]).toEqual([id, form, now, false]);
            break;
          case 'retired':
            // The old value named where it is retired, on a later day, its successor there or later.
            expect([id, form, inside(text, old), day > Math.max(...stating(old)), nowAt >= at]).toEqual([
              id,
              form,
              true,
              true,
              true,
            ]);
            break;
          case 'until':
            expect([id, form, states[kind]]).toEqual([id, form, old]);
            break;
          case 'ended': {
            // The end come on a later day than the value said with its end date, the successor there or later.
            const until = t.writer.changes.find(([f, k]) => f === 'until' && k === kind);
            expect([id, form, until !== undefined]).toEqual([id, form, true]);
            const untilDay = t.says.find(([, x]) => x.includes((until as [ChangeForm, Kind, string])[2]))?.[0] ?? 0;
            expect([id, form, day > untilDay, nowAt >= at]).toEqual([id, form, true, true]);
            break;
          }
        }
      }
      // Two replaced values, of slots other than the forgotten one, each changed in one named form.
      const changed = (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(([, values]) => values.length >= 2);
      expect([id, changed.length, l.replaced.length]).toEqual([id, 2, 2]);
      for (const [kind] of changed) {
        expect([id, kind === t.forget.kind]).toEqual([id, false]);
        expect([id, kind, t.writer.changes.some(([f, k]) => k === kind && f !== 'usedTo' && f !== 'until')]).toEqual([
          id,
          kind,
          true,
        ]);
      }
      for (const value of [...l.replaced.map((r) => r.value), ...pastOf(t)])
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
    }
    expect(CHANGE_FORMS.map((form) => count(forms, form))).toEqual([24, 24, 18, 18, 18, 24, 30]);
    const kinds = people.flatMap(({ l }) =>
      (Object.entries(l.changes) as Array<[Kind, string[]]>).filter(([, v]) => v.length >= 2).map(([k]) => k),
    );
    expect(['colour', 'company', 'name', 'font', 'format', 'avoid'].map((k) => count(kinds, k as Kind))).toEqual([
      36, 30, 12, 12, 12, 6,
    ]);
    for (const lang of LANGS)
      expect([lang, people.filter(({ t }) => t.lang === lang).reduce((n, { t }) => n + pastOf(t).length, 0)]).toEqual([
        lang,
        5,
      ]);
  });

  it('never states a value the person used to use, and names it only where they say they used to', () => {
    for (const { id, t } of people) {
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of pastOf(t)) {
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        const naming = t.says.filter(([, text]) => inside(text, value));
        const saying = t.writer.changes.filter(([f]) => f === 'usedTo').map(([, , words]) => words);
        expect([id, value, naming.length, naming.every(([, text]) => saying.some((w) => text.includes(w)))]).toEqual([
          id,
          value,
          1,
          true,
        ]);
      }
    }
    // The earlier-set check reads the used-to values with the replaced ones.
    for (const { id, t, l } of people)
      expect([id, labelsWithPast(t).replaced.length]).toEqual([id, l.replaced.length + pastOf(t).length]);
  });

  it('says a client’s, friend’s, competitor’s or supposed value only in messages marked with them, never as the person’s', () => {
    for (const { id, t } of people) {
      const theirs = othersOf(t);
      expect([id, theirs.length]).toEqual([id, 2]);
      const stated = t.says.flatMap(([, , states = {}]) => Object.values(states));
      for (const value of theirs) {
        const naming = t.says.filter(([, text]) => inside(text, value));
        const marked = ([, , , aside]: Said) => othersIn(aside).includes(value);
        expect([id, value, naming.length > 0 && naming.every(marked)]).toEqual([id, value, true]);
        expect([id, value, stated.filter((s) => inside(s, value) || inside(value, s))]).toEqual([id, value, []]);
        expect([id, value, inside(value, t.guess) || inside(t.guess, value)]).toEqual([id, value, false]);
      }
      // A client's, friend's or competitor's value comes in a message that names them.
      for (const said of t.says.filter(([, , , a]) => a?.client?.length || a?.partner?.length || a?.rival?.length))
        expect([id, said[1], t.writer.people.some((name) => inside(said[1], name))]).toEqual([id, said[1], true]);
    }
    expect(people.reduce((n, { t }) => n + othersOf(t).length, 0)).toBe(108);
    const having = (kind: 'client' | 'partner' | 'rival' | 'unreal') =>
      people.filter(({ t }) => t.says.some(([, , , a]) => a?.[kind]?.length)).length;
    expect([having('client'), having('partner'), having('rival'), having('unreal')]).toEqual([30, 24, 24, 30]);
    for (const { id, t } of people)
      expect([id, t.says.some(([, , , a]) => !!(a?.client?.length || a?.partner?.length || a?.rival?.length))]).toEqual(
        [id, true],
      );
  });

  it('forgets a value stated before the forget and never after, said obliquely, for some one value among several', () => {
    for (const p of people) expect([p.id, forgetGaps(p)]).toEqual([p.id, []]);
    let oblique = 0;
    let among = 0;
    for (const { id, t } of people) {
      expect([id, t.forget.after, t.forget.text.length > 0, t.forget.saidIn]).toEqual([
        id,
        t.says.length,
        true,
        t.lang,
      ]);
      if (!inside(t.forget.text, t.forget.value)) oblique++;
      const stating = t.says.filter(([, , s = {}]) => s[t.forget.kind] === t.forget.value);
      expect([id, stating.length, stating.every((said) => !carries(said))]).toEqual([id, 1, true]);
      if (facts(stating[0]).length > 1) among++;
    }
    expect([oblique, among]).toEqual([30, 18]);
    for (const lang of LANGS) {
      const of = people.filter(({ t }) => t.lang === lang);
      expect([
        lang,
        of.filter(({ t }) => !inside(t.forget.text, t.forget.value)).length,
        of.filter(
          ({ t }) => facts(t.says.find(([, , s = {}]) => s[t.forget.kind] === t.forget.value) as Said).length > 1,
        ).length,
      ]).toEqual([lang, 5, 3]);
    }
    for (const kind of ['font', 'format', 'avoid'])
      expect([kind, people.filter(({ t }) => t.forget.kind === kind).length]).toEqual([kind, 18]);
  });

  it('says each one-off in one message only, for one named piece of work, alone in its message', () => {
    for (const { id, t, l } of people) {
      expect([id, l.oneOffs.length]).toEqual([id, 1]);
      for (const value of l.oneOffs) {
        const own = t.says.filter(([, , states = {}]) => states.oneOff === value);
        const saying = t.says.filter(([, text]) => inside(text, value)).length;
        expect([id, value, own.length, saying]).toEqual([id, value, 1, 1]);
        const [said] = own;
        expect([id, value, t.writer.jobs.some((job) => inside(said[1], job)), facts(said), carries(said)]).toEqual([
          id,
          value,
          true,
          [],
          false,
        ]);
        expect([id, value, Object.values(l.live).some((v) => inside(v, value) || inside(value, v))]).toEqual([
          id,
          value,
          false,
        ]);
      }
    }
  });

  describeHarderSetChecks(people, { set: 23, ownOf, othersOf, earlier, earlierNonEmpty: true });
});
