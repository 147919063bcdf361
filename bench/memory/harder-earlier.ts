import { earlierValues } from './harder-checks';
import { labels as labels10, TRANSCRIPTS10 } from './harder10-people';
import { labels as labels11, TRANSCRIPTS11 } from './harder11-people';
import { labels as labels12, TRANSCRIPTS12 } from './harder12-people';
import { labels as labels13, TRANSCRIPTS13 } from './harder13-people';
import { labels as labels14, TRANSCRIPTS14 } from './harder14-people';
import { labels as labels15, TRANSCRIPTS15 } from './harder15-people';
import { labels as labels16, TRANSCRIPTS16 } from './harder16-people';
import { labels as labels17, TRANSCRIPTS17 } from './harder17-people';
import { labels as labels18, TRANSCRIPTS18 } from './harder18-people';
import { labels as labels19, TRANSCRIPTS19 } from './harder19-people';
import { labels as labels20, TRANSCRIPTS20 } from './harder20-people';
import { labels as labels21, TRANSCRIPTS21 } from './harder21-people';
import { labels as labels22, TRANSCRIPTS22 } from './harder22-people';
import { labelsWithPast as labels23, TRANSCRIPTS23 } from './harder23-people';
import { labels as labels4, TRANSCRIPTS4 } from './harder4-people';
import { labels as labels5, TRANSCRIPTS5 } from './harder5-people';
import { labels as labels6, TRANSCRIPTS6 } from './harder6-people';
import { labels as labels7, TRANSCRIPTS7 } from './harder7-people';
import { labels as labels8, TRANSCRIPTS8 } from './harder8-people';
import { labels as labels9, TRANSCRIPTS9 } from './harder9-people';

/** What the value checks read of one person of a set: the labels and the transcript's own values. */
interface Labelled {
  live: Record<string, string>;
  replaced: Array<{ value: string }>;
  oneOff: string;
  oneOffs?: string[];
  forget: string;
  guess: string;
}

/** One set's people, read the same way whatever its transcript type. */
const read =
  <T extends { forget: { value: string }; guess: string }>(
    transcripts: Record<string, T[]>,
    labels: (t: T) => Omit<Labelled, 'forget' | 'guess'>,
  ): (() => Labelled[]) =>
  () =>
    Object.values(transcripts)
      .flat()
      .map((t) => ({ ...labels(t), forget: t.forget.value, guess: t.guess }));

/** B11h4 … B11h23 by number (B11h23's used-to values read with its replaced ones). */
const SETS: Array<[number, () => Labelled[]]> = [
  [4, read(TRANSCRIPTS4, labels4)],
  [5, read(TRANSCRIPTS5, labels5)],
  [6, read(TRANSCRIPTS6, labels6)],
  [7, read(TRANSCRIPTS7, labels7)],
  [8, read(TRANSCRIPTS8, labels8)],
  [9, read(TRANSCRIPTS9, labels9)],
  [10, read(TRANSCRIPTS10, labels10)],
  [11, read(TRANSCRIPTS11, labels11)],
  [12, read(TRANSCRIPTS12, labels12)],
  [13, read(TRANSCRIPTS13, labels13)],
  [14, read(TRANSCRIPTS14, labels14)],
  [15, read(TRANSCRIPTS15, labels15)],
  [16, read(TRANSCRIPTS16, labels16)],
  [17, read(TRANSCRIPTS17, labels17)],
  [18, read(TRANSCRIPTS18, labels18)],
  [19, read(TRANSCRIPTS19, labels19)],
  [20, read(TRANSCRIPTS20, labels20)],
  [21, read(TRANSCRIPTS21, labels21)],
  [22, read(TRANSCRIPTS22, labels22)],
  [23, read(TRANSCRIPTS23, labels23)],
];

/**
 * Every value the sets before B11h`n` label, lower-cased — the shared checks' B11h–B11h3 and, from
 * B11h4 on, each person's live and replaced values, one-offs, forgotten value and the agent's guess:
 * what a new set's values must stay apart from.
 */
export function valuesBefore(n: number): Set<string> {
  const people = SETS.filter(([set]) => set < n).flatMap(([, people]) => people());
  return new Set([
    ...earlierValues(),
    ...people
      .flatMap((l) => [
        ...Object.values(l.live),
        ...l.replaced.map((r) => r.value),
        l.oneOff,
        ...(l.oneOffs ?? []),
        l.forget,
        l.guess,
      ])
      .map((v) => v.toLocaleLowerCase()),
  ]);
}
