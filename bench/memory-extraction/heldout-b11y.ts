/**
 * B11y, the second held-out memory-extraction set (issue 28 items 1 and 6): 64 people in
 * en, es, ru, de, ja, zh and fr, whole conversations (user and agent turns), written as
 * stories first and frozen before the extractor of this round changed. See `b11y/types.ts`
 * for how it was written and `b11y-main.ts` for what is measured. Add people; never edit.
 */
import { de } from './b11y/de';
import { en } from './b11y/en';
import { es } from './b11y/es';
import { fr } from './b11y/fr';
import { ja } from './b11y/ja';
import { ru } from './b11y/ru';
import type { Person } from './b11y/types';
import { zh } from './b11y/zh';

export { REFERENCE_DATE } from './b11y/types';
export type { Fact, Person, Turn } from './b11y/types';

export const B11Y: readonly Person[] = [...en, ...es, ...ru, ...de, ...ja, ...zh, ...fr];

/** The set's own rules; a broken rule makes the run exit 2 before anything is extracted. */
export function b11yProblems(people: readonly Person[] = B11Y): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const p of people) {
    if (ids.has(p.id)) problems.push(`${p.id}: duplicate id`);
    ids.add(p.id);
    const said = p.turns.filter((t) => t.from === 'user').map((t) => t.text);
    for (const [i, t] of p.turns.entries()) {
      for (const f of t.expect) {
        if (!t.text.includes(f.value)) problems.push(`${p.id}#${i}: "${f.value}" is not in its turn`);
        if (f.kind === 'one_off' && f.scope !== 'task') problems.push(`${p.id}#${i}: one-off not task-scoped`);
        if (f.replaces !== undefined && !said.slice(0, i).some((s) => s.includes(f.replaces ?? '')))
          problems.push(`${p.id}#${i}: replaces "${f.replaces}" which no earlier turn said`);
      }
      for (const v of t.forgets ?? [])
        if (!p.turns.slice(0, i).some((e) => e.expect.some((f) => f.value === v)))
          problems.push(`${p.id}#${i}: forgets "${v}" which no earlier turn stated`);
    }
  }
  const langs = ['en', 'es', 'ru', 'de', 'ja', 'zh'] as const;
  for (const l of langs)
    if (people.filter((p) => p.language === l).length < 10) problems.push(`fewer than 10 people in ${l}`);
  if (people.length < 60) problems.push(`${people.length} people, at least 60 needed`);
  return problems;
}
