import { detectAll } from 'tinyld';
import { tablesFor } from '../offline/languages';
import type { PhraseTable, Subject } from '../offline/phrase-table';
import { lexiconSubjects } from '../offline/subjects';
import { type StatementKind, type StatementScope, type Topic } from './statement-labels';

/**
 * The deterministic slots of a statement whose kind was read from meaning (ADR 0048): whom it
 * is about from the grammatical person it is said in, whether it is an avoidance, and the topic
 * when the sentence names a typeface or a format in words every table knows. Grammar and general
 * vocabulary per language (the phrase tables' `me`, `we`, `avoids` and lexicons), no decision
 * about meaning.
 */

/**
 * The one table a sentence is read with: its script decides, and among the Latin-script
 * languages tinyld's guess (the phrase tables' words overlap: "me", "no", "on").
 */
export function tableOf(sentence: string): PhraseTable | undefined {
  const tables = tablesFor(sentence);
  if (tables.length <= 1) return tables[0];
  const [best] = detectAll(sentence, { only: tables.map((t) => t.lang) });
  return tables.find((t) => t.lang === best?.lang) ?? tables[0];
}

/** Every table that may read the sentence, `tableOf`'s guess first: a short lowercase line is a poor guide to its language. */
export function tablesByGuess(sentence: string): readonly PhraseTable[] {
  const guessed = tableOf(sentence);
  return guessed ? [guessed, ...tablesFor(sentence).filter((t) => t !== guessed)] : tablesFor(sentence);
}

/** Who speaks in the sentence: the person alone ("I need…"), for the workspace ("we use…"), both, or neither. */
export type GrammaticalPerson = 'me' | 'we' | 'both' | 'none';

export function personOf(sentence: string, t: PhraseTable | undefined): GrammaticalPerson {
  if (!t) return 'none';
  const me = t.me.test(sentence);
  const we = t.we.test(sentence);
  return me && we ? 'both' : me ? 'me' : we ? 'we' : 'none';
}

/** Topics of the brand's identity: said with no one's name, still the workspace's (the scope head reads them). */
const IDENTITY: ReadonlySet<Topic> = new Set(['colour', 'font']);

/**
 * Whom a lasting statement is about. A business's name is the workspace's, whoever says it ("I
 * run a shop called…"); what the person says about themselves or their shop is in the first
 * person either way, so the scope head decides; otherwise the grammatical person
 * decides when it is clear — "I can't stand gradients" is the person's taste even in "our
 * designs", "we set everything in Inter" the workspace's — and the scope head when the sentence
 * names nobody (or, outside tastes, both). Two more readings of grammar (ADR 0052):
 *
 * - In a correction the first person is the one who misspoke ("I was wrong about the colour",
 *   "我说错了"), not whose fact it is: only "we" counts there, else the scope head.
 * - A wish said with no one's name — an imperative or an impersonal "always …" ("print files
 *   always A5", "包装别用金属质感", "POPはいつもはがきサイズ") — is the speaker's: the person's,
 *   unless it states the brand's identity (its colour, its typeface: not an avoidance of one),
 *   which the scope head reads.
 *   (An avoidance's person is read in its own clause: see `personOfWish`.)
 */
export function scopeOf(
  kind: StatementKind,
  topic: Topic,
  head: StatementScope,
  person: GrammaticalPerson,
  /** The wish is an avoidance ("no script fonts"): a thing kept out, never the brand's identity itself. */
  avoidance = false,
  /** The sentence names the rule of the house ("company policy", "Hausregel", the tables' `house`). */
  house = false,
): StatementScope {
  if (topic === 'name') return 'workspace';
  // "I'm Ana" and "I run a little shop" are both in the first person: the scope head tells them apart.
  if (topic === 'person') return head;
  // "Shop rule: no smiley faces, my brother agrees": a rule of the place binds every member, whoever says it (ADR 0061).
  if (house) return 'workspace';
  if (kind === 'correction') return person === 'we' || person === 'both' ? 'workspace' : head;
  if (person === 'me') return 'user';
  if (person === 'we') return 'workspace';
  if (person === 'both' && kind === 'preference') return 'user';
  if (person === 'none' && kind === 'preference' && (avoidance || !IDENTITY.has(topic))) return 'user';
  return head;
}

/**
 * The grammatical person of an avoidance is read in the clause that says it — the first clause
 * holding the table's avoidance words: in "no fake stock photos please, we have our own" or "без
 * блёсток, у нас строгая контора" the "we" gives a reason, it does not own the wish. Anything else
 * keeps the whole sentence's person ("to start with, we keep everything indigo": a lead-in before
 * the statement, not a wish apart from it).
 */
export function personOfWish(kind: StatementKind, sentence: string, t: PhraseTable | undefined): GrammaticalPerson {
  if (kind !== 'preference' || !t) return personOf(sentence, t);
  const own = sentence.split(CLAUSE_BREAK).find((clause) => t.avoids.test(clause));
  return personOf(own ?? sentence, t);
}

/** Lexicon subjects that settle the topic: a typeface or a format named is what the sentence is about. */
const DEFINITE: ReadonlyArray<readonly [Subject, Topic]> = [
  ['font', 'font'],
  ['format', 'format'],
];
/**
 * Lexicon subjects that name the topic when the head's is not visual, first found wins: a colour
 * noun ("brand colour"), then a business ("shop", "студия", "工作室") — a shop's name often holds
 * a colour word ("Белый клён", "青木设计") — then a colour word.
 */
const NARROWING: ReadonlyArray<readonly [Subject, Topic]> = [
  ['brand colour', 'colour'],
  ['company name', 'name'],
  ['brand name', 'name'],
  ['colour', 'colour'],
];

/** Topics naming someone or something (the person, the business): not narrowed by a colour word. */
const WHO: ReadonlySet<Topic> = new Set(['name', 'person']);

/** Topics that may say what a business is or is called ("I run a bakery", "we're a studio in Lyon"). */
const BUSINESS: ReadonlySet<Topic> = new Set(['name', 'person', 'offer', 'place']);

/** Topics the head reads reliably from the words around a value: kept over a narrowing word. */
const VISUAL: ReadonlySet<Topic> = new Set(['colour', 'font', 'format', 'imagery']);

/**
 * The topic of a statement: a typeface ("Inter", "Schrift", "字体") or a format ("4:5",
 * "square", "Querformat") the sentence names; else the topic head's best, unless it is not a
 * visual topic and the sentence names a colour or a business (`NARROWING`). A format read as "tools",
 * or a shop's name read as about the person, would version another memory.
 */
export function topicOf(sentence: string, t: PhraseTable | undefined, head: { topic: Topic }): Topic {
  if (!t) return head.topic;
  const named = lexiconSubjects(sentence, t);
  const definite = DEFINITE.find(([subject]) => named.has(subject));
  if (definite) return definite[1];
  // A colour word inside a typeface's or a picture's description ("站酷高端黑") does not make it about colour.
  if (VISUAL.has(head.topic)) return head.topic;
  // Who someone is or what the business is called: a colour word in a name or a job ("ice cream
  // van", "Blue Fox") says nothing about colour; only a colour noun ("brand colour") moves it.
  // A business noun names the business only in what could say what the business is: a rule of
  // the company ("company rule: every file as PDF", "公司规定…") is about its files, not its name.
  const narrowing = NARROWING.filter(
    ([subject, topic]) =>
      !(subject === 'colour' && WHO.has(head.topic)) && !(topic === 'name' && !BUSINESS.has(head.topic)),
  );
  return narrowing.find(([subject]) => named.has(subject))?.[1] ?? head.topic;
}

/** The topic the words name by the lexicon alone (a typeface, a format, a colour, a business), or undefined. */
export function namedTopic(text: string, t: PhraseTable | undefined): Topic | undefined {
  if (!t) return undefined;
  const named = lexiconSubjects(text, t);
  return [...DEFINITE, ...NARROWING].find(([subject]) => named.has(subject))?.[1];
}

/** The sentence states a rule of the house, not the speaker's own taste. */
export const namesHouseRule = (sentence: string, t: PhraseTable | undefined): boolean => !!t && t.house.test(sentence);

/** An avoidance ("never gradients") is its own subject, so it does not replace the taste or fact on its topic. */
export const avoids = (sentence: string, t: PhraseTable | undefined): boolean => !!t && t.avoids.test(sentence);

/** The sentence carries the language's one-off marker ("this time", "diesmal", "今回だけ"). */
export const saysOnce = (sentence: string, t: PhraseTable | undefined): boolean =>
  !!t && (t.once.test(sentence) || FOR_A_NAMED_OCCASION.test(sentence));

/**
 * Restrictive focus on a named occasion at a sentence's head — "just for Harvest Week, …", "sólo
 * para Semana Santa …", "только к Масленице …": ADR 0056's restriction to one particular thing,
 * where a capital (a proper name, in a script with case) makes the thing particular instead of an
 * article. Case-sensitive, so "just for context" or "only for reference" stays a lasting aside.
 * German is left out: every German noun is capitalised.
 */
const FOR_A_NAMED_OCCASION =
  /^\s*(?:(?:and|but|so|oh|y|pero|и|а|но)[,\s]+)?(?:[Oo]nly|[Jj]ust|[Ss][oó]lo|[Ss]olamente|[Nn]om[aá]s|[Тт]олько|[Лл]ишь)\s+(?:for|para|к|ко|для|на)\s+\p{Lu}\p{Ll}/u;

/**
 * A question, or a sentence that asks to forget or not to remember (the phrase tables' `skip`),
 * states nothing to remember — unless it asks for a one-off ("Can you do it in pink this time?").
 */
export function neverStated(sentence: string): boolean {
  const tables = tablesFor(sentence);
  return (
    tables.some((t) => t.skip.test(sentence)) &&
    !tables.some((t) => t.once.test(sentence) && t.askingToDo.test(sentence))
  );
}

/** Clause breaks within a sentence: commas, semicolons, colons and dashes of every script. */
const CLAUSE_BREAK = /\s*(?:[,;:，；：、]|\s[—–-]\s|[—–])\s*/u;
/** Enough words to state something on its own: three words, or four characters of a script without spaces. */
const SUBSTANTIAL =
  /(?:[\p{L}\p{N}]+[^\p{L}\p{N}]+){2}[\p{L}\p{N}]|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{4}/u;

/** The clauses of a sentence that say enough on their own (each a substring of it, so an excerpt stays in the message). */
export const clausesOf = (sentence: string): string[] =>
  sentence
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => SUBSTANTIAL.test(c));
