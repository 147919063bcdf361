import { LANGS, type Kind, type Lang } from './harder-people';
import { mulberry32 } from './harder9-people';

/** What drawing a chat needs of a set's draft: its lines, its forget, and what it passes on as it is. */
interface DraftShape {
  lang: Lang;
  writer: unknown;
  says: ReadonlyArray<readonly [unknown, string, Partial<Record<string, unknown>>?, ...unknown[]]>;
  scopes?: unknown;
  forget: { saidIn?: Lang } & Record<string, unknown>;
}

/** What drawing a chat needs of a language's pools: the two paraphrases of each question, the guesses. */
interface PoolsShape {
  ask: Record<Kind, readonly string[]>;
  guesses: readonly string[];
}

const lower = (s: string) => s.toLocaleLowerCase();

/**
 * The chats of a harder B11 set (B11h11 on), each with the agent's guess (a pool value never said in
 * it) and its later questions (one of two paraphrases per kind it states), drawn with the set's seed
 * (mulberry32) in language order, draft by draft — the draws each set's builder made with its own copy.
 */
export function drawSessions<T>(
  seed: number,
  pools: Record<Lang, PoolsShape>,
  drafts: Record<Lang, readonly DraftShape[]>,
): Record<Lang, T[]> {
  const random = mulberry32(seed);
  const out = {} as Record<Lang, T[]>;
  for (const lang of LANGS) {
    const { ask, guesses } = pools[lang];
    out[lang] = drafts[lang].map((d) => {
      const said = lower(d.says.map(([, text]) => text).join('\n'));
      const free = guesses.filter((g) => !said.includes(lower(g)));
      const guess = free[Math.floor(random() * free.length)];
      const kinds = [...new Set(d.says.flatMap(([, , states = {}]) => Object.keys(states)))].filter(
        (k): k is Kind => k !== 'oneOff',
      );
      const questions = Object.fromEntries(kinds.map((kind) => [kind, ask[kind][random() < 0.5 ? 0 : 1]]));
      const { saidIn, ...forget } = d.forget;
      return {
        lang: d.lang,
        writer: d.writer,
        says: d.says,
        ...(d.scopes ? { scopes: d.scopes } : {}),
        forget: { ...forget, saidIn: saidIn ?? d.lang, after: d.says.length },
        guess,
        ask: questions,
      } as T;
    });
  }
  return out;
}
