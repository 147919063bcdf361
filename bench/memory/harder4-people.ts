/**
 * The fourth harder B11 set, B11h4 (issue 28 item 6): 60 synthetic people, 10 in each of English,
 * Spanish, German, Russian, Chinese and Japanese, written by hand on 3 December 2026 (branch `h4m`)
 * while another helper changed the memory extractor, committed before anything ran it.
 *
 * **Method** — another than B11h (sentence pools), B11h2 (short chats) and B11h3 (facts in passing
 * inside requests, teammates). Each person is first **onboarded**: the assistant asks (`asked`, kept
 * for a reader, never sent) and the person answers in fragments ("kelp green. and never Papyrus,
 * please", "Fotos ohne Helm. Werkstattregel, gilt für alle", "雨桐就行"). Then they **paste text
 * from elsewhere** with their own remarks around it (`pasted`): their email signature (18), the
 * brand sheet from the printer's folder (12), a client's brief (18) or a supplier's email (12). Only
 * the person's own facts count: the client's or supplier's name, company and colour in a brief or an
 * email (`others`, 86 values for 30 people) are not theirs. Then they work: a one-off in a message
 * of its own ("just for this one…", "solo para…", "今回だけ…"), a correction mid-conversation
 * (colour 30, format 12, font, name and company 6 each), a fact said again in other words (often
 * the signature or the sheet restating an answer), and a forget worded naturally ("drop what I said
 * about…", "that's not true anymore", "про шрифт забудь") — in another language than the person's
 * for 24 — whose stating message holds no other fact that is not said again elsewhere. A house rule
 * on format or on what to avoid ("practice policy", "店のルール") is the workspace's (23 facts).
 *
 * **What its writer did not read**: `libs/services/memory/**`, `libs/services/router/**`,
 * `libs/llm/**`, any training data, `bench/memory-extraction/*`, `docs/memory.md`, the memory ADRs,
 * the data lines of `harder-people.ts`, `harder2-*.ts` and `harder3-*.ts`, and the earlier runs. It
 * read `bench/memory/README.md`, `harder.ts`, the type declarations of `harder-people.ts`,
 * `harder2-people.ts` and `harder3-people.ts` (whose `labels` it reuses) and `harder3-people.spec.ts`.
 * Values were kept apart from the earlier sets' by program (`earlierValues` in harder-checks.ts):
 * 133 first choices that happened to equal one (common typefaces, colour and first names) were
 * replaced without reading where they came from.
 *
 * **Counts**: 467 messages (241 answers to the assistant, 60 pasted); 280 live facts (company,
 * colour and name 60 each, format 42, avoid 35, font 23; workspace 166, user 114); 60 replaced
 * values; 60 forgets (avoid 24, format 18, font 18); 60 one-offs; 60 guesses; 340 later questions.
 * The labels are the values the writer put in, never what the extractor returns;
 * `harder4-people.spec.ts` holds them to the text.
 */
import { LANGS, type Lang } from './harder-people';
import { labels as labelsOf, type Person3, type States, type Transcript as Transcript3 } from './harder3-people';
import { DE4, RU4 } from './harder4-de-ru';
import { EN4, ES4 } from './harder4-en-es';
import { JA4, ZH4 } from './harder4-zh-ja';

/** Where a message comes from, when it is not the person typing unprompted. */
export interface Aside {
  /** The onboarding question this message answers (for a reader; never sent). */
  asked?: string;
  /** The message carries text pasted from elsewhere, with the person's remarks around it. */
  pasted?: 'signature' | 'brand sheet' | 'brief' | 'email';
  /** Values in the pasted text that are someone else's (a client's, a supplier's): never the person's. */
  others?: string[];
}

/** One message: the task it was typed into (1–3), the text as typed, what the person's own words state, where it comes from. */
export type Said = [task: number, text: string, states?: States, aside?: Aside];

/**
 * One person's onboarding and work: B11h3's session (the forget, scopes where a house rule makes
 * a format or an avoidance the workspace's, the guess, the later questions), without a teammate.
 */
export interface Transcript extends Omit<Transcript3, 'mate' | 'says'> {
  says: Said[];
}

/** The labels of a session, read as B11h3's are (`labels` of harder3-people.ts: the session has no teammate). */
export const labels = (t: Transcript) => labelsOf({ ...t, mate: '' });

/** Every value in the text that is someone else's: the pasted clients' and suppliers' names, companies, colours. */
export const othersOf = (t: Transcript): string[] => t.says.flatMap(([, , , aside]) => aside?.others ?? []);

export const TRANSCRIPTS4: Record<Lang, Transcript[]> = { en: EN4, es: ES4, de: DE4, ru: RU4, zh: ZH4, ja: JA4 };

/** A person as the runner reads them (B11h3's shape), with the values in their pasted text that are not theirs. */
export type Person4 = Person3 & { others?: string[] };

/** The set in the runner's shape (`harder.ts --set h4`): the first `perLanguage` people of each language. */
export function buildPeople4(perLanguage = 10): Person4[] {
  return LANGS.flatMap((lang) =>
    TRANSCRIPTS4[lang].slice(0, perLanguage).map((t, i) => person(`b11h4-${lang}-${i}`, t)),
  );
}

/** One person: each message a turn of its task, the labels read off the session, the pasted values that are not theirs. */
function person(userId: string, t: Transcript): Person4 {
  const { live, scopes, replaced, oneOff } = labels(t);
  const { value, kind, saidIn } = t.forget;
  const turns = t.says.map(([task, text]) => ({ taskId: `${userId}-task-${task}`, text }));
  return {
    userId,
    lang: t.lang,
    turns,
    live,
    scopes,
    guess: t.guess,
    questions: { ...t.ask },
    others: othersOf(t),
    forget: { value, kind, saidIn },
    replaced: replaced.map((r) => r.value),
    oneOffs: [oneOff],
  };
}
