/**
 * The B11 data set, built here (LongMemEval-style, synthetic, deterministic): people whose
 * preferences are stated, refined, contradicted "this time" and forgotten over several days,
 * and the questions asked about them afterwards.
 */
export interface Day {
  taskId: string;
  text: string;
  /** Forget the memory holding this content (by the person, through the API) after the day. */
  forget?: string;
}

export interface Question {
  /** Words of the question (a later task's goal). */
  query: string;
  subject: string;
  /** The content memory must answer with; undefined = the fact was forgotten and must not resurface. */
  expected?: string;
  forgotten?: string[];
}

export interface History {
  userId: string;
  days: Day[];
  questions: Question[];
}

const TOPICS = [
  { noun: 'colours', values: ['muted', 'pastel', 'earthy', 'monochrome', 'warm', 'cool'] },
  { noun: 'fonts', values: ['serif', 'sans-serif', 'rounded', 'condensed', 'handwritten'] },
  { noun: 'layouts', values: ['minimal', 'dense', 'asymmetric', 'grid-based', 'centered'] },
  { noun: 'illustrations', values: ['flat', 'watercolour', 'isometric', 'line-art', 'collage'] },
  { noun: 'photos', values: ['candid', 'studio', 'black-and-white', 'aerial', 'close-up'] },
];

/** A small deterministic PRNG (mulberry32): the same seed gives the same data set. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function buildHistories(people: number, seed = 11): History[] {
  const rnd = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const histories: History[] = [];
  for (let p = 0; p < people; p++) {
    const userId = `person-${p}`;
    const days: Day[] = [];
    const questions: Question[] = [];
    let day = 0;
    for (const topic of TOPICS) {
      const first = pick(topic.values);
      const stated = `I prefer ${first} ${topic.noun} for posters`;
      days.push({ taskId: `${userId}-t${day++}`, text: `${stated}. A poster for the spring sale, please.` });
      let current: string | undefined = stated;
      const forgotten: string[] = [];
      const r = rnd();
      if (r < 0.35) {
        const next = pick(topic.values.filter((v) => v !== first));
        current = `Actually, I prefer ${next} ${topic.noun} for posters`;
        days.push({ taskId: `${userId}-t${day++}`, text: `${current}.` });
      } else if (r < 0.55) {
        const other = pick(topic.values.filter((v) => v !== first));
        // A one-off for one task: must not replace the long-term preference.
        days.push({ taskId: `${userId}-t${day++}`, text: `This time try ${other} ${topic.noun}.` });
      } else if (r < 0.75) {
        days.push({ taskId: `${userId}-t${day++}`, text: `${stated}.`, forget: stated });
        forgotten.push(stated);
        current = undefined;
      }
      questions.push({
        query: `which ${topic.noun} for the poster`,
        subject: `preference: ${topic.noun.replace(/s$/, '')}`,
        expected: current,
        forgotten,
      });
    }
    histories.push({ userId, days, questions });
  }
  return histories;
}
