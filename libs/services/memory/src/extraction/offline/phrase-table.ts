/** The languages the offline extractor reads; any other text gives no candidate. */
export type Lang = 'en' | 'es' | 'ru' | 'de' | 'ja' | 'zh' | 'fr';

export type Scope = 'user' | 'workspace' | 'task';

/**
 * Language-neutral subjects: "Markenfarbe" and "brand colour" both become `brand colour`, so
 * the same fact stated in two languages lands on one memory and versions it (R-9.4).
 */
export type Subject =
  | 'brand colour'
  | 'company name'
  | 'brand name'
  | 'slogan'
  | 'logo'
  | 'font'
  | 'name'
  | 'format'
  | 'layout'
  | 'style'
  | 'audience'
  | 'language'
  | 'tone'
  | 'background'
  | 'colour'
  | 'gradient'
  | 'emoji'
  | 'shadow';

/** Facts on these are the workspace's even when said without "our" ("Brand colour: teal"). */
export const BRAND_SUBJECTS: ReadonlySet<Subject> = new Set([
  'brand colour',
  'company name',
  'brand name',
  'slogan',
  'logo',
]);

/** Subject words of one language, most specific first: `[subject, regex alternation]`. */
export type Lexicon = ReadonlyArray<readonly [Subject, string]>;

/**
 * One way a language says a statement. Named groups: `value` (what it is about, required),
 * `noun` (a lexicon noun naming the subject), `owner` ("our", "my"), `we` (said for the
 * workspace), `mod` (a modifier that makes the noun a subject of its own: "campaign" colour),
 * `thing` (what a convention is about when the value names no subject: "our *logo* must…").
 */
export interface Rule {
  kind: 'fact' | 'avoid' | 'taste';
  re: RegExp;
  /** A fixed subject when the rule names none ("me llamo…" → name). */
  subject?: Subject;
  scope?: Scope;
}

/** Everything the engine knows about one language: data only, read by `read-clause.ts`. */
export interface PhraseTable {
  lang: Lang;
  /** Words are separated by spaces (not Japanese or Chinese): `\b` bounds words and the lexicon. */
  spaced: boolean;
  /** Where the head noun of a noun phrase sits ("muted colours" → last, "tonos pastel" → first). */
  head: 'first' | 'last';
  /** Subject nouns ("brand colour", "Schrift"); they also anchor the fact frames. */
  nouns: Lexicon;
  /** Words that only imply a subject ("teal" → colour, "4:5" → format). */
  values: Lexicon;
  /** In order: the first rule that matches a clause decides it. */
  rules: Rule[];
  /** Split points between the clauses of one sentence ("…, but…", "…, and never…"). */
  joiners: RegExp;
  /** "Actually", "correction:": the clause replaces an earlier statement on its subject. */
  correction: RegExp;
  /** "This time": a one-off for the task at hand (R-9.2). */
  once: RegExp;
  /** "Always", "from now on": a lasting instruction. */
  durable: RegExp;
  /** With a durable marker, what makes a clause an instruction (first person, imperative, marker up front). */
  instruction: RegExp;
  /** Sentences never read: questions, "forget…", "don't remember…". */
  skip: RegExp;
  /**
   * A request put as a question ("Can you do it in pink this time?"): read despite its
   * question mark when it carries a one-off marker, as the one-off it is.
   */
  askingToDo: RegExp;
  /** Values that point at the work at hand ("it", "this one"): a reaction, not a taste. */
  reaction: RegExp;
  /** Fact values that judge the work ("too small"), not state a fact. */
  judgement: RegExp;
  /** "…, not teal": the alternative a statement rules out, dropped from its content. */
  ruledOut: RegExp;
  /** Said for the workspace ("we", "our"): lasting instructions become workspace memories. */
  we: RegExp;
  /**
   * The speaker on their own ("I", "me", "my"; a few first-person verb forms where the pronoun
   * is dropped): with `we`, the grammatical person a statement is made in (meaning/statement-slots.ts).
   */
  me: RegExp;
  /**
   * Someone else's words reported by the person ("the stockist said…", "der Verlag schrieb…",
   * "客户说：", "…と言っていた"): a speech verb or "according to" whose subject is not the person
   * or their team. What it reports is another's fact, never the person's (meaning/others-words.ts).
   * In Japanese the report comes before its verb; in the other languages after it.
   */
  reports: RegExp;
  /**
   * The house's own people ("the owner", "der Meister", "директор", "编辑部的主编", "店長"): what one
   * of them is reported saying is the house's word, not an outsider's, so it is read (ADR 0061).
   */
  insiders: RegExp;
  /**
   * A third party's possessive ("their", "deren", "их", "他们的", "先方の"): a piece of work for a
   * client or a partner, with the values that are theirs ("…for the rowing club, so their navy").
   * Only the clauses in the person's own voice of such a sentence are read (meaning/others-words.ts,
   * ADR 0067). Not "theirs" alone: "plum is theirs, we stay with moss" says what the person keeps.
   */
  theirs: RegExp;
  /**
   * A clause that denies a value is the person's ("not Courier either", "we're not Oakridge Print",
   * "no soy Remedios", "Ich heiße nicht Gerlinde", "мы не «Утро»", "不是晨光书店"): it turns down what
   * the assistant's draft put forward, which is the draft's value, never the person's (ADR 0067).
   * Not a taste said with "not" ("not a fan of…", "we're not into…", "мы не используем…"), nor a
   * denial followed by what is right ("…, sondern grün", "…, sino…": the statement reads it).
   */
  denies: RegExp;
  /**
   * A switch from one value to another, told as done ("we've switched to…", "cambiamos a…", "auf …
   * umgestellt", "перешли на…", "换成…了", "…に変えました"): said of a typeface, a format or a colour,
   * it is a new version of the one held, with or without a correction word (meaning/switch-clause.ts,
   * ADR 0067). Not the imperative ("switch the title to red", "换成红色", "…に変えてください"): that
   * asks for a change to the draft at hand, which is no lasting fact.
   */
  switches: RegExp;
  /**
   * A value said to hold from now on, or no longer ("from now on", "going forward", "ya no", "ab
   * jetzt", "впредь", "以后", "不印…了", "これからは"): like a switch, a new version of the value held
   * on its slot, asked as an instruction too — "from now on" is no tweak to the draft at hand
   * (meaning/switch-clause.ts, ADR 0069). Not a bare "now", which orders the next step of the work
   * ("now make the title red", "теперь сделай…", "现在把…").
   */
  henceforth: RegExp;
  /**
   * A value given as the usual one ("as always", "as usual", "de siempre", "wie immer", "как обычно",
   * "老样子", "いつもの"): in a brief, the brand's standing value named beside the job
   * (meaning/habitual-clause.ts, ADR 0069).
   */
  habitual: RegExp;
  /**
   * A rule of the house said as such ("company policy", "Hausregel", "norma del club", "店のルール",
   * "公司规定"): a wish stated as the rule of the place, not the speaker's taste, is the workspace's
   * whoever says it (meaning/statement-slots.ts, ADR 0061). "As a rule", "in der Regel" (usually) are not.
   */
  house: RegExp;
  /** Words that turn a taste into an avoidance ("never", "without", "can't stand"): its subject is `avoid: …`. */
  avoids: RegExp;
  /** Owners that speak for the workspace ("our") and for the person ("my"). */
  plural: RegExp;
  single: RegExp;
  /** Words never taken as a head noun (articles, pronouns, verbs of instruction). */
  filler: RegExp;
  /** Where a noun phrase ends ("muted colours for posters" → "muted colours"). */
  phraseEnd: RegExp;
  /** "Until March" phrases; groups `month`, `mnum`, `day`, `year`, `iso`, `eom`, `eoy` (see valid-until.ts). */
  until: RegExp[];
  /** Twelve tests, January first, for the `month` group of `until`. */
  months: RegExp[];
}

const WORD = String.raw`[\p{L}\p{N}\p{M}_]`;
/** `\b` for every script: JavaScript's own is ASCII-only, even with the `u` flag. */
const BOUNDARY = `(?:(?<=${WORD})(?!${WORD})|(?<!${WORD})(?=${WORD}))`;

/** A case-insensitive Unicode regex from a raw template, `\b` meaning a word boundary in any script. */
export function rx(strings: TemplateStringsArray, ...parts: string[]): RegExp {
  return new RegExp(String.raw(strings, ...parts).replaceAll(String.raw`\b`, BOUNDARY), 'iu');
}

const globals = new WeakMap<RegExp, RegExp>();
/** The same pattern with the `g` flag (cached): to find or replace every match, not the first. */
export function everywhere(re: RegExp): RegExp {
  let all = globals.get(re);
  if (!all) globals.set(re, (all = new RegExp(re.source, `${re.flags}g`)));
  return all;
}

/** The lexicon as one alternation for a rule's `noun` group; spaced scripts end it at a word boundary. */
export const alternation = (lexicon: Lexicon, spaced: boolean) =>
  `(?:${lexicon.map(([, source]) => source).join('|')})${spaced ? String.raw`\b` : ''}`;

export const fact = (re: RegExp, subject?: Subject, scope?: Scope): Rule => ({ kind: 'fact', re, subject, scope });
export const avoid = (re: RegExp): Rule => ({ kind: 'avoid', re });
export const taste = (re: RegExp, subject?: Subject): Rule => ({ kind: 'taste', re, subject });

/** The words a language states a fact with: "our brand colour is teal", "弊社のブランドカラーは紺です". */
export interface FactWords {
  owners: string;
  nouns: string;
  copula: string;
  /** Adjectives allowed around the noun ("our main font", "nuestra tipografía principal"). */
  adjectives?: string;
  /** Articles before an ownerless noun ("The brand colour is…"). */
  articles?: string;
  /** The copula of the reversed frame, value first ("teal is our colour", "Blau ist unsere Markenfarbe"). */
  reversed?: string;
  /** Scripts with spaces between words; CJK has none, and its ownerless frame may start mid-clause. */
  spaced: boolean;
}

/**
 * The generic fact frames: owner + noun + copula + value; an ownerless noun + copula + value
 * (kept by the engine only for brand subjects); with `reversed`, value + copula + owner + noun
 * ("teal is our signature colour"). Copulas carry their own spacing, so a
 * dash or colon ("Markenfarbe: Petrol", "фирменный цвет — бирюзовый") needs no verb.
 */
export function factFrames(w: FactWords): Rule[] {
  const gap = w.spaced ? String.raw`\s+` : String.raw`\s*`;
  // Lazy, so a noun that starts with an adjective ("фирменный цвет") is taken whole first.
  const before = w.adjectives ? `(?:(?:${w.adjectives})${gap})*?` : '';
  const after = w.adjectives ? `(?:${gap}(?:${w.adjectives}))?` : '';
  // "\s*": an elided article has no space after it ("l'entreprise").
  const article = w.articles ? String.raw`(?:(?:${w.articles})\s*)?` : '';
  const start = w.spaced ? String.raw`^\s*` : '';
  // The reversed frame may end in a word or two ("nuestro color de siempre").
  const tail = w.spaced ? String.raw`(?:\s+[\p{L}'’-]+){0,2}` : '';
  const frames = [
    fact(
      rx`${w.spaced ? String.raw`\b` : ''}(?<owner>${w.owners})${gap}${before}(?<noun>${w.nouns})${after}(?:${w.copula})(?<value>.+)`,
    ),
    fact(rx`${start}${article}${before}(?<noun>${w.nouns})${after}(?:${w.copula})(?<value>.+)`),
  ];
  if (w.reversed)
    frames.push(
      fact(
        rx`^\s*(?<value>.+?)(?:${w.reversed})(?:(?<owner>${w.owners})${gap}|${w.articles ? String.raw`(?:${w.articles})\s*` : '(?!)'})${before}(?<noun>${w.nouns})${after}${tail}[\s.!。！]*$`,
      ),
    );
  return frames;
}

/** Month tests from their distinctive prefixes, January first. */
export const monthPrefixes = (prefixes: readonly string[]): RegExp[] => prefixes.map((p) => rx`^(?:${p})`);
