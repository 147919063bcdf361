import type { Embedder } from '@lomo/search';
import type { Candidate } from '../candidates';
import { extractExplicitStatements } from '../explicit-statements';
import type { ExtractionContext, MemoryExtractor } from '../extractor.port';
import { ownWords, pastedBlocks, type PastedBlock } from '../offline/pasted';
import { sentencesOf } from '../offline/segments';
import checkedIn from './statement-weights.json';
import { isColourAnswer } from './colour-answer';
import { compoundParts, type CompoundPart } from './compound-statement';
import { fontClause } from './font-clause';
import { formLean } from './form-lean';
import { habitualColour } from './habitual-clause';
import { fullNameOf, type Around } from './full-name';
import { labelledFields } from './labelled-field';
import { introductionOf, saysMore, type Place } from './introduction';
import { withEndings } from './ended-value';
import { exceptionAndRest } from './rest-clause';
import { aboutSomeoneElse } from './someone-else';
import { selfNamed } from './self-named';
import { signedName } from './signature';
import { nameAnswer } from './name-answer';
import { ownSpeech } from './others-words';
import { claimsAsOwn, ownPasteReadings, received } from './own-paste';
import { ABOUT_BUSINESS, ABOUT_PERSON, businessSubject, isAboutPerson, personSubject } from './own-name';
import { readBackReading, readBackValue } from './read-back';
import { repaired } from './self-repair';
import { replacing, settledStatements } from './settled-statements';
import { isSwitchedSlot, saysReplaced, switchReading } from './switch-clause';
import { candidateOf, MAX_CONTENT, type ReadSentence } from './statement-candidate';
import { REMEMBERED, type Topic } from './statement-labels';
import { readStatement, type StatementModelFile, type StatementReading } from './statement-model';
import {
  avoids,
  clausesOf,
  namesHouseRule,
  neverStated,
  personOf,
  personOfWish,
  saysOnce,
  scopeOf,
  tableOf,
  topicOf,
} from './statement-slots';

/** What an exception says holds for the task at hand only ("just for the fair …, the rest as always"). */
const forTheTask = (c: Candidate): Candidate =>
  c.scope === 'task' ? c : { ...c, scope: 'task', subject: `this time: ${c.subject}`.slice(0, 80) };

/** A sentence of two words at most, such as a greeting ("hey", "привет!", "おつかれっす"): what follows still opens the message. */
const isGreeting = (sentence: string) =>
  sentence.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length <= 2 && sentence.replace(/[^\p{L}]/gu, '').length <= 12;

const squash = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** Read surely as a request, a one-off or a forget: no sentence that says who the person is. */
const asks = (reading: StatementReading) =>
  'kind' in reading && (reading.kind === 'request' || reading.kind === 'one_off' || reading.kind === 'forget');

/**
 * What a bare name at a message's opening is read with (ADR 0079): whether its own sentence is
 * surely a request, and the next sentence unless it is one — with whether the heads read that one
 * surely as a fact on the business's name (a line of notes under the name: "Imkerei Brandt").
 */
function aroundOf(read: ReadonlyArray<{ sentence: string; reading: StatementReading }>, i: number): Around {
  const next = read[i + 1];
  const business = (r: StatementReading) =>
    'kind' in r && r.kind === 'fact' && r.topic === 'name' && r.scope === 'workspace';
  return {
    requested: asks(read[i].reading),
    ...(next && !asks(next.reading)
      ? { following: { sentence: next.sentence, business: business(next.reading) } }
      : {}),
  };
}

/** A sentence that hands over what the person pastes: the last of the words before the block, ending in a colon. */
const handsOver = (sentence: string, leadIn: string) =>
  /[:：]\s*$/u.test(sentence) && leadIn.trimEnd().endsWith(sentence.trim());

/**
 * What a lead-in to pasted text ("here's the card our printer keeps:", "hier das Briefing eines
 * Kunden:", "コピペします：") states: it says what follows, so the heads' one-off or "about the person"
 * reading of it is no memory (ADR 0090). A one-off said with its marker ("just for this one, their
 * brief:") and a lasting statement on a slot stay.
 */
function statedInLeadIn(c: Candidate, sentence: string): boolean {
  if (c.scope === 'task') return saysOnce(sentence, tableOf(sentence));
  return c.subject !== ABOUT_PERSON && c.subject !== ABOUT_BUSINESS;
}

/** An unsure reading this likely to be a one-off never becomes a lasting memory: a leaked one-off costs more than a miss. */
const ONE_OFF_LEAN = 0.3;
/** An unsure reading that leans to a one-off this much, with nothing the rules read, is kept for the task. */
const ONE_OFF_KEEP = 0.4;
/** A clause read on its own is short and out of its sentence: only a reading this sure counts. */
const CLAUSE_MIN_P = 0.75;
/** A colour answered as a fragment is read by grammar, not by a head: stated, at the profile's bar. */
const COLOUR_ANSWER_CONFIDENCE = 0.6;
/** A name answered as a fragment, read by grammar as the colour is. */
const NAME_ANSWER_CONFIDENCE = 0.6;
/** A typeface named by its noun in a clause of its own, read by grammar: stated, at the profile's bar. */
const FONT_CLAUSE_CONFIDENCE = 0.6;
/** A clause of a sentence stating two slots, opened by its slot's noun: read by grammar, at the profile's bar. */
const FIELD_CONFIDENCE = 0.6;

type Abstained = Extract<StatementReading, { abstained: string }>;
/** The slot a clause split off a sentence stating two slots is on (compound-statement.ts). */
type SlotOfPart = Pick<CompoundPart, 'field' | 'named'>;
type Read = Exclude<StatementReading, Abstained>;

/** An unsure sentence with a one-off marker, or with the one-off kind among its two likeliest. */
function mayBeOnce(sentence: string, reading: Abstained): boolean {
  const t = tableOf(sentence);
  if (saysOnce(sentence, t)) return true;
  // "from now on", "统一", a rule of the house: a lasting marker outweighs an unsure lean.
  if (t?.durable.test(sentence) || namesHouseRule(sentence, t)) return false;
  const oneOff = reading.leaning.find((l) => l.kind === 'one_off');
  return oneOff !== undefined && oneOff.p >= ONE_OFF_LEAN;
}

/**
 * A wish beside a sentence that names the rule of the house ("no smiley faces. shop rule, my
 * brother agrees", "ノーヘルの写真。店のルールなんで"): the rule is given as its reason, so the wish
 * is the workspace's — unless it is said in the first person ("Und ich mag …": the speaker's own
 * taste beside the house's rule). Names and who the person is keep their scope (ADR 0061).
 */
function underHouseRule(sentence: string, candidates: Candidate[]): Candidate[] {
  const person = personOfWish('preference', sentence, tableOf(sentence));
  if (person === 'me' || person === 'both') return candidates;
  return candidates.map((c) =>
    c.scope === 'user' && !isAboutPerson(c.subject) ? { ...c, scope: 'workspace' as const } : c,
  );
}

/**
 * The most sentences of one message read for statements. A person tells their values in a few
 * sentences, an onboarding paragraph in a dozen or two; past this, a message is a document pasted
 * or typed in, and each further sentence cost a full reading on the event loop (1,500 lines of
 * "colour: teal" held it for 4 s, and 1,500 sentences went to the embedder).
 */
const MAX_SENTENCES = 60;

/** The text's first `MAX_SENTENCES` sentences; the text itself when it has no more. */
function firstSentences(text: string): string {
  const sentences = sentencesOf(text);
  return sentences.length <= MAX_SENTENCES ? text : sentences.slice(0, MAX_SENTENCES).join('\n');
}

/**
 * The offline extractor (ADR 0039). With the embedder its model was trained on (e5-small),
 * each sentence's kind — preference, fact, one-off, correction, request, forget, other — and,
 * for statements, whom it is about and its topic are read from meaning by linear heads over
 * the sentence's vector; slots (content, validity, scope of a one-off) are filled by
 * deterministic code. A sentence whose kind is not sure enough is read by the phrase-table
 * rules, as is every sentence with any other embedder (the hashed default) or when the
 * embedder fails: extraction never waits on a model that is not there.
 */
export class MeaningExtractor implements MemoryExtractor {
  constructor(
    private readonly embedder: Embedder,
    private readonly file: StatementModelFile = checkedIn as StatementModelFile,
  ) {}

  /** Whether this embedder is the one the statement model reads. */
  get reads(): boolean {
    return this.embedder.name === this.file.embedder;
  }

  get name(): string {
    return this.reads ? `meaning(${this.file.embedder})` : 'explicit-statements';
  }

  /**
   * Each sentence's reading, or undefined when this embedder reads no kinds or failed (then
   * the rules read the text). The forget path can ask which sentences are forget requests.
   */
  async readings(
    text: string,
  ): Promise<Array<{ sentence: string; reading: StatementReading; exception?: boolean } & SlotOfPart> | undefined> {
    if (!this.reads) return undefined;
    // "just for the fair confetti, the rest in sage as always": the one-off and the standing value apart.
    const pieces = sentencesOf(text).flatMap(
      (sentence): Array<{ sentence: string; exception: boolean } & SlotOfPart> => {
        const split = exceptionAndRest(sentence);
        if (split)
          return [
            { sentence: split.exception, exception: split.once },
            { sentence: split.rest, exception: false },
          ];
        // "our colour is plum, and posters go out as A3": two slots, each its own statement (ADR 0078).
        const parts = compoundParts(sentence);
        return parts
          ? parts.map(({ clause, once, ...slot }) => ({ sentence: clause, exception: once, ...slot }))
          : [{ sentence, exception: false }];
      },
    );
    try {
      const vectors = await this.embedder.embed(pieces.map((p) => p.sentence));
      return pieces.map(({ sentence, exception, ...slot }, i) => ({
        sentence,
        reading: readStatement(vectors[i], this.file),
        ...(exception ? { exception } : {}),
        ...slot,
      }));
    } catch {
      return undefined;
    }
  }

  async extract(message: string, context: ExtractionContext = {}): Promise<unknown[]> {
    const author = context.author ?? 'user';
    // What the person pasted (a brief, an email, a signature), quoted or reported someone else saying
    // is not theirs to remember: only their own words are read.
    const text = ownSpeech(firstSentences(ownWords(message)));
    if (!text.trim()) return [];
    const pasted = pastedBlocks(message);
    const read = await this.readings(text);
    // Read by layout, what the person pasted as theirs needs no model: read when the rules read the rest too.
    if (!read)
      return [
        ...this.ownPaste(pasted, context, author),
        ...this.hypotheses(withEndings(text, extractExplicitStatements(text, context)), author),
      ];
    const found: Candidate[] = [];
    const leadIns = pasted.map((b) => b.leadIn);
    let turnedDown: Candidate | undefined;
    for (const [i, { sentence, reading, exception, field, named }] of read.entries()) {
      // "Forget what I said about the colour: it is plum now" is a correction, not a forget request.
      if (neverStated(sentence) && !('kind' in reading && reading.kind === 'correction')) continue;
      // An opening fragment headed by a colour word answers about the colour, whatever else the head reads in it.
      const colour = i === 0 ? this.colourAnswer(sentence, context) : [];
      // An opening name answers who the person is; what the sentence says after it is read as well.
      const name = i === 0 && colour.length === 0 ? this.nameAnswer(sentence, reading, context) : undefined;
      let candidates = colour.length
        ? colour
        : name && !name.saysMore
          ? [name.candidate]
          : 'abstained' in reading
            ? this.unsure(sentence, reading, context)
            : this.sure(sentence, reading, context);
      if (name?.saysMore) candidates = [name.candidate, ...candidates];
      const smallTalk = 'abstained' in reading ? !mayBeOnce(sentence, reading) : reading.kind === 'other';
      if (candidates.length === 0 && smallTalk) candidates = await this.byClause(sentence, context);
      if (candidates.length === 0) candidates = this.byGrammar(sentence, context);
      // "the invoices stay in <typeface>", "quotes go out as a one-page PDF": read by the lean, not the rules (ADR 0095).
      if (candidates.length === 0 && 'abstained' in reading) candidates = this.byLean(sentence, reading, context);
      if (field) candidates = this.asField(sentence, field, reading, candidates, context);
      // "…, Plakate immer in A2": a clause that names its slot by a value, read by nothing, is on that slot.
      else if (named && candidates.length === 0 && 'abstained' in reading && !mayBeOnce(sentence, reading))
        candidates = this.asField(sentence, named, reading, candidates, context);
      candidates = this.withSwitch(sentence, reading, candidates, context);
      // "my friend wants a flyer for her bakery": a fact about someone else is not one about the person.
      if (aboutSomeoneElse(sentence))
        candidates = candidates.filter(
          (c) => !((c.subject === 'person' || c.subject === ABOUT_PERSON) && c.scope === 'user'),
        );
      const greeted = i > 0 && read.slice(0, i).every(({ sentence: before }) => isGreeting(before));
      candidates = this.withIntroduction(
        sentence,
        i === 0 ? 'opening' : greeted ? 'greeted' : 'inside',
        candidates,
        context,
        aroundOf(read, i),
      );
      const near = [read[i - 1], read[i + 1]].some((s) => s && namesHouseRule(s.sentence, tableOf(s.sentence)));
      if (near) candidates = underHouseRule(sentence, candidates);
      candidates = this.withTypeface(sentence, candidates, context);
      candidates = await this.withReadBack(message, read, i, candidates, context);
      // "tried ochre, far too dull, we'll go with rust": what the person hedged, tried or turned down goes (ADR 0084).
      if (turnedDown) candidates = replacing(sentence, candidates, turnedDown);
      ({ candidates, turnedDown } = settledStatements(sentence, candidates, read[i + 1]?.sentence));
      // "our colour is plum no sorry heather": the statement holds what the person settled on.
      candidates = candidates.map((c) => ({ ...c, content: repaired(c.content) }));
      // "we're not <old name> anymore": what the person says is finished ends it, and is stated by nothing (ADR 0095).
      candidates = withEndings(sentence, candidates);
      if (leadIns.some((l) => handsOver(sentence, l)))
        candidates = candidates.filter((c) => statedInLeadIn(c, sentence));
      found.push(...this.hypotheses(exception ? candidates.map(forTheTask) : candidates, author));
    }
    return [
      ...this.ownPaste(pasted, context, author),
      ...this.withFields(text, found, context, author),
      ...this.signature(
        read.map((r) => r.sentence),
        found,
        context,
        author,
      ),
    ];
  }

  /**
   * Text the person pastes as their own — "here's my sig for the footer:" over their signature,
   * "te pego nuestra ficha:" over their brand sheet — states their values, though it is not their
   * speech: its name, business and labelled fields are read by layout (own-paste.ts, ADR 0090).
   * What they paste as someone else's, or with no word of whose it is, stays unread (ADR 0059).
   * Read first, so what the person types about it in the same message has the last word.
   */
  private ownPaste(pasted: PastedBlock[], context: ExtractionContext, author: 'user' | 'agent'): Candidate[] {
    // The agent's replies quote what it was given; only the person's own paste is theirs.
    if (author !== 'user') return [];
    return pasted
      .filter((b) => claimsAsOwn(b.leadIn))
      .flatMap((b) => ownPasteReadings(b.block, !received(b.leadIn)))
      .flatMap(({ read, content }) => {
        const candidate = candidateOf(read, context.now);
        return candidate ? [content ? { ...candidate, content: content.slice(0, MAX_CONTENT) } : candidate] : [];
      });
  }

  /**
   * The person's own notes typed as labelled fields ("name: …", "biz: …", "colour → …", "Farbe: …",
   * "颜色：…", a heading "## avoid" over its list item): the label is the slot, whatever the heads
   * read in the line (labelled-field.ts, ADR 0076). A lasting reading of a line a field is on gives
   * way to the field; the fields come last, so on a shared slot they are what the message says.
   * The agent's own fields (its read-back of what it remembers: "name: …, colour: …?") are
   * hypotheses, as everything read from its replies is — never the person's statements.
   */
  private withFields(
    text: string,
    found: Candidate[],
    context: ExtractionContext,
    author: 'user' | 'agent',
  ): Candidate[] {
    const fields = labelledFields(text).flatMap((f): { candidate?: Candidate; line: string }[] => {
      const candidate = candidateOf(f.read, context.now);
      if (!candidate) return [];
      // A field with nothing settled left ("Farbe: vielleicht Petrol?") states nothing; its line is still its own.
      if (f.settled === undefined) return [{ line: f.line }];
      return [{ candidate: { ...candidate, content: f.settled.slice(0, MAX_CONTENT) }, line: f.line }];
    });
    if (fields.length === 0) return found;
    const onLine = (c: Candidate) =>
      c.scope !== 'task' && fields.some(({ line }) => line.includes(c.excerpt) || c.excerpt.includes(line));
    return [
      ...found.filter((c) => !onLine(c)),
      ...this.hypotheses(
        fields.flatMap((f) => (f.candidate ? [f.candidate] : [])),
        author,
      ),
    ];
  }

  /**
   * A message closed as a letter ("…Yours sincerely, Joan Tregear"; "Mit freundlichen Grüßen" and
   * the name on a line of their own) is signed by the person: their name, unless the message gave
   * it already. Grammar in signature.ts (ADR 0074).
   */
  private signature(sentences: string[], found: Candidate[], context: ExtractionContext, author: string): Candidate[] {
    // The agent's own sign-off is not the person's name.
    if (author !== 'user') return [];
    const last = sentences.at(-1) ?? '';
    const read = signedName(last) ?? (sentences.length > 1 ? signedName(`${sentences.at(-2)} ${last}`) : undefined);
    // Said already in this message ("I am Joan Tregear, … Yours, Joan Tregear"): once is enough.
    if (!read || found.some((c) => c.content.includes(read.sentence))) return [];
    const candidate = candidateOf(read, context.now);
    return candidate ? [candidate] : [];
  }

  /**
   * A sentence read as small talk, or not read, may still state something in one of its clauses:
   * "I'm Ana by the way, nice to meet you" is a greeting and an introduction. Each clause is read
   * on its own, and only a clause whose kind is sure counts.
   */
  private async byClause(sentence: string, context: ExtractionContext): Promise<Candidate[]> {
    const clauses = clausesOf(sentence);
    if (clauses.length < 2) return [];
    // "Only for the spring fair: balloons on top" — the clause after the colon is as one-off as its sentence.
    const once = saysOnce(sentence, tableOf(sentence));
    let vectors: number[][];
    try {
      vectors = await this.embedder.embed(clauses);
    } catch {
      return [];
    }
    return clauses.flatMap((clause, i) => {
      const reading = readStatement(vectors[i], this.file);
      return 'abstained' in reading || reading.probability < CLAUSE_MIN_P
        ? []
        : this.sure(clause, reading, context, once);
    });
  }

  /**
   * A clause split off a sentence that states two slots, opened by its slot's noun ("Brand colour
   * is …", "Farbe …", "шрифт …", "字体…": compound-statement.ts, ADR 0078), is a field of that slot,
   * as a labelled field is (ADR 0076): the heads read such a short clause out of its sentence as
   * small talk or a request as often as not. A colour or a typeface is the workspace's unless said
   * in the first person alone (as font-clause.ts reads it); a format follows the grammatical person
   * (statement-slots.ts). A correction stays one; a clause with a one-off marker is left as read.
   * A lasting reading of the same words gives way to the field.
   */
  private asField(
    sentence: string,
    topic: Topic,
    reading: StatementReading,
    candidates: Candidate[],
    context: ExtractionContext,
  ): Candidate[] {
    const t = tableOf(sentence);
    const kind = 'kind' in reading ? reading.kind : undefined;
    // A one-off is said with its marker: a field read as one without it is lasting beside that reading, as ADR 0076's are.
    if (saysOnce(sentence, t)) return candidates;
    const person = personOf(sentence, t);
    const scope =
      topic === 'format'
        ? scopeOf('preference', topic, 'kind' in reading ? reading.scope : 'user', person)
        : person === 'me'
          ? 'user'
          : 'workspace';
    const field = candidateOf(
      {
        sentence,
        kind: kind === 'correction' ? 'correction' : topic === 'format' ? 'preference' : 'fact',
        probability: FIELD_CONFIDENCE,
        scope,
        topic,
      },
      context.now,
    );
    if (!field) return candidates;
    return [...candidates.filter((c) => c.scope === 'task' || squash(c.excerpt) !== squash(sentence)), field];
  }

  /**
   * A switch of a typeface, a format or a colour ("we've gone to Radio Sans", "换成竖版了") that the
   * heads read as a request, small talk or not at all is a correction on its slot (switch-clause.ts,
   * ADR 0067), so the value it replaces stops being current; so is one said to hold "from now on"
   * (ADR 0069). A sentence already read on that slot is a correction as read; one read as a
   * one-off is left as read.
   */
  private withSwitch(
    sentence: string,
    reading: StatementReading,
    candidates: Candidate[],
    context: ExtractionContext,
  ): Candidate[] {
    // The switch verb first: the topic's lexicon scan is for the few sentences that have one.
    const t = tableOf(sentence);
    if (!saysReplaced(sentence, t)) return candidates;
    const topic = topicOf(sentence, t, reading);
    if (candidates.some((c) => c.scope === 'task')) return candidates;
    // Read on that slot already: the reading stands, as a new version of what is held there
    // (its scope follows the memory it corrects, ADR 0052), so the old value stops being current.
    if (isSwitchedSlot(topic) && candidates.some((c) => c.subject === topic))
      return candidates.map((c) => (c.subject === topic ? { ...c, correction: true } : c));
    if (candidates.some((c) => c.subject === topic || c.subject.endsWith(`: ${topic}`))) return candidates;
    const read = switchReading(sentence, topic);
    const switched = read && candidateOf(read, context.now);
    return switched ? [...candidates, switched] : candidates;
  }

  /**
   * A value given "now" after the person quotes the assistant's read-back ("your notes say “…” —
   * it's pistachio now", "Ты записал «…». Теперь …", "メモの「…」は古い。今は…") replaces the value
   * quoted: a correction on the slot the words name, the clause alone (read-back.ts). A reading of
   * the same words gives way to it.
   */
  private async withReadBack(
    message: string,
    read: ReadonlyArray<{ sentence: string; reading: StatementReading }>,
    i: number,
    candidates: Candidate[],
    context: ExtractionContext,
  ): Promise<Candidate[]> {
    // The quotation as the person wrote it: the read-back itself is not their own words, so it is not in `read`.
    const { sentence, reading } = read[i];
    const at = message.indexOf(sentence);
    const before =
      at >= 0
        ? message.slice(0, at)
        : read
            .slice(0, i)
            .map((r) => r.sentence)
            .join(' ');
    const value = readBackValue(before, sentence);
    if (!value) return candidates;
    // Said of no slot its words name, the value is on the slot the heads read in the value quoted.
    let fallback = reading.topic;
    if (value.quoted)
      try {
        const [vector] = await this.embedder.embed([value.quoted]);
        fallback = readStatement(vector, this.file).topic;
      } catch {
        // The sentence's own topic, then.
      }
    const candidate = candidateOf(readBackReading(value, fallback), context.now);
    if (!candidate) return candidates;
    const same = (c: Candidate) => c.excerpt.includes(value.clause) || value.clause.includes(c.excerpt);
    return [...candidates.filter((c) => !same(c)), candidate];
  }

  /**
   * A greeting that says who the person is and where from ("hey its dora from the kite shop",
   * introduction.ts) is two facts, the person's name and the workspace's business, each its own
   * excerpt; a reading of the same words as a name or a fact about the person (which would put the
   * business in the person's scope, or lose it) gives way to them (ADR 0071).
   */
  private withIntroduction(
    sentence: string,
    place: Place,
    candidates: Candidate[],
    context: ExtractionContext,
    around: Around = {},
  ): Candidate[] {
    // A person opening with their full name ("hi, I'm Ann Ryder, I run…", "Ann Ryder here", "你好，我是周晓梅")
    // is introduced too, the name alone: the business after it is read as the sentence is (ADR 0075);
    // bare at the message's start, with what follows saying who they are ("Desmond Achebe. I fix radios…"),
    // the business named in the clause after it is the company (ADR 0079).
    // The agent's own greeting names no one of the person's.
    const intro =
      introductionOf(sentence, place) ??
      ((context.author ?? 'user') === 'user' ? fullNameOf(sentence, place, around) : undefined);
    if (!intro) return candidates;
    const said = [intro.name, intro.company].flatMap((r) => (r ? [candidateOf(r, context.now)] : []));
    const read = said.filter((c): c is Candidate => c !== null);
    // A reading that says more than the introduction took ("I am Wei, I open a tea shop, name is
    // Leaf & Cloud") keeps it, unless the introduction found the business itself: B11h9 lost 7
    // businesses to the bare "I am <name>," shape.
    const same = (c: Candidate) =>
      c.scope !== 'task' &&
      (isAboutPerson(c.subject) || c.subject === ABOUT_BUSINESS) &&
      read.some((r) => c.excerpt.includes(r.excerpt) && (intro.company || !saysMore(c.excerpt, r.excerpt)));
    return [...candidates.filter((c) => !same(c)), ...read];
  }

  /**
   * A sentence that gives nothing else may still say, in a brief, who the person is ("…to Hal, that
   * is me", self-named.ts) or the standing colour ("…in rust orange, as usual", habitual-clause.ts):
   * people asking for work name their own values in passing (ADR 0069).
   */
  private byGrammar(sentence: string, context: ExtractionContext): Candidate[] {
    const read = selfNamed(sentence) ?? habitualColour(sentence);
    const candidate = read && candidateOf(read, context.now);
    return candidate ? [candidate] : [];
  }

  /** An unsure sentence about a typeface or a format, read as the lasting statement it leans to (form-lean.ts). */
  private byLean(sentence: string, reading: Abstained, context: ExtractionContext): Candidate[] {
    // A typeface named by its noun ("Schrift <name>, …") is read by its clause's grammar (`withTypeface`), its own excerpt.
    if (fontClause(sentence)) return [];
    const t = tableOf(sentence);
    // "ab heute …", "from today …": said to hold from now on, a lean to a one-off is no one-off here (form-lean.ts).
    const once = saysOnce(sentence, t) || (mayBeOnce(sentence, reading) && !t?.henceforth.test(sentence));
    const read = formLean(sentence, reading, once);
    return read ? this.sure(sentence, read, context) : [];
  }

  /**
   * A clause that names the typeface by its noun and its name ("…, Schrift Jost") is the
   * workspace's typeface (unless said in the first person alone), whatever the sentence around it
   * was read as: a colour and a typeface given in one line are two facts. Grammar in
   * font-clause.ts; the clause is its own excerpt, so it never versions the sentence's memory.
   */
  private withTypeface(sentence: string, candidates: Candidate[], context: ExtractionContext): Candidate[] {
    if (candidates.some((c) => c.subject === 'font' && c.scope !== 'task')) return candidates;
    const clause = fontClause(sentence);
    if (!clause) return candidates;
    const scope = personOf(clause, tableOf(clause)) === 'me' ? 'user' : 'workspace';
    const font = candidateOf(
      { sentence: clause, kind: 'fact', probability: FONT_CLAUSE_CONFIDENCE, scope, topic: 'font' },
      context.now,
    );
    if (!font) return candidates;
    // The clause read as something else before (a sentence that is only the clause): the typeface reading replaces it.
    return [...candidates.filter((c) => squash(c.excerpt) !== squash(clause)), font];
  }

  /**
   * A message that opens with the person's name alone ("Marta. just Marta", "陈思远") answers who
   * they are: a fact about the person (user scope, subject `name`), the name its own excerpt.
   * Grammar in name-answer.ts; a sentence surely read as a wish, a one-off or a forget is not one.
   * `saysMore`: the sentence goes on past the name ("<name>, <the shop> — <what it does>"), so it
   * is read as well, or an introduction of the business would be lost to the name.
   */
  private nameAnswer(
    sentence: string,
    reading: StatementReading,
    context: ExtractionContext,
  ): { candidate: Candidate; saysMore: boolean } | undefined {
    if ('kind' in reading && reading.kind !== 'fact' && reading.kind !== 'other') return undefined;
    const t = tableOf(sentence);
    const name = nameAnswer(sentence, t);
    // "Hausregel: …", "Policy: …" open a rule, not an introduction.
    if (!name || namesHouseRule(name, t)) return undefined;
    const candidate = candidateOf(
      { sentence: name, kind: 'fact', probability: NAME_ANSWER_CONFIDENCE, scope: 'user', topic: 'name' },
      context.now,
    );
    if (!candidate) return undefined;
    const rest = sentence.slice(sentence.indexOf(name) + name.length);
    const saysMore = t?.spaced
      ? rest.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length >= 2
      : rest.replace(/[^\p{L}]/gu, '').length >= 3;
    return { candidate, saysMore };
  }

  /**
   * A message that opens with a colour as a fragment ("slate blue, same as the awning") answers
   * the assistant's question about the colour: a fact, the workspace's (the brand's identity) unless
   * said in the first person alone. Grammar in colour-answer.ts: the phrase's head is the colour, so
   * it is read before the heads, which may take "slate blue" for a name.
   */
  private colourAnswer(sentence: string, context: ExtractionContext): Candidate[] {
    const t = tableOf(sentence);
    if (!isColourAnswer(sentence, t)) return [];
    const scope = personOf(sentence, t) === 'me' ? 'user' : 'workspace';
    const candidate = candidateOf(
      { sentence, kind: 'fact', probability: COLOUR_ANSWER_CONFIDENCE, scope, topic: 'colour' },
      context.now,
    );
    return candidate ? [candidate] : [];
  }

  /**
   * A sentence whose kind was read: the kind from meaning, a one-off marker making it a one-off;
   * the scope from the grammatical person, the topic from a typeface or format it names, an
   * avoidance its own subject (statement-slots.ts). `once`: the clause's whole sentence carries the marker.
   */
  private sure(sentence: string, reading: Read, context: ExtractionContext, once = false): Candidate[] {
    const t = tableOf(sentence);
    const marked = once || saysOnce(sentence, t);
    const house = namesHouseRule(sentence, t);
    // A rule of the house, or a wish said to hold from now on, with no one-off marker is lasting by
    // what it says, whatever the kind head leans to (ADR 0061, 0069).
    const henceforth = !!t && (t.durable.test(sentence) || t.henceforth.test(sentence));
    const lasting = reading.kind === 'one_off' && (house || henceforth) && !marked ? 'preference' : reading.kind;
    const kind = REMEMBERED.has(lasting) && marked ? 'one_off' : lasting;
    if (!REMEMBERED.has(kind)) return [];
    const topic = topicOf(sentence, t, reading);
    const avoidance = kind === 'preference' && avoids(sentence, t);
    const scope = scopeOf(kind, topic, reading.scope, personOfWish(kind, sentence, t), avoidance, house);
    // Who the person is or what the business is called, read by the heads in words that give no name, stays beside it (ADR 0081).
    const kept = !avoidance && kind !== 'one_off';
    const subject = avoidance
      ? `avoid: ${topic}`
      : kept && topic === 'person' && scope === 'user'
        ? personSubject(sentence, kind === 'correction')
        : kept && topic === 'name' && scope === 'workspace'
          ? businessSubject(sentence, kind === 'correction', t?.lang)
          : undefined;
    const read: ReadSentence = {
      sentence,
      kind,
      probability: reading.probability,
      topic,
      scope,
      ...(subject && subject !== topic ? { subject } : {}),
    };
    const candidate = candidateOf(read, context.now);
    return candidate ? [candidate, ...this.introduction(read, candidate, context)] : [];
  }

  /**
   * A business introduced with the speaker's own name ("我叫李娜，开了一家花店叫花语", "меня зовут
   * Ольга, у меня студия…") is two facts: the business's (the reading above, the workspace's) and
   * who the person is. When the rules read the person's name in a clause of its own, that clause
   * is stated too, the person's, under the subject a sure reading of a name gets (`person`). A
   * name the rules read only in the whole sentence is not split off: one excerpt is one statement.
   */
  private introduction(read: ReadSentence, candidate: Candidate, context: ExtractionContext): Candidate[] {
    if (read.kind !== 'fact' || (read.topic !== 'name' && read.topic !== 'person')) return [];
    if (candidate.scope === 'user') return [];
    const quoted = squash(candidate.excerpt);
    return extractExplicitStatements(read.sentence, context)
      .filter((c) => c.subject === 'name' && c.scope === 'user' && squash(c.excerpt) !== quoted)
      .map((c) => ({ ...c, subject: 'person' }));
  }

  /**
   * A sentence whose kind is not sure enough is read by the rules; when it may well be a one-off
   * (a one-off marker, or the one-off kind among the two likeliest), what they read is kept for
   * the task only, and a sentence that leans to a one-off with nothing the rules read is kept
   * for the task as said.
   */
  private unsure(sentence: string, reading: Abstained, context: ExtractionContext): Candidate[] {
    const rules = this.onTopic(sentence, reading, extractExplicitStatements(sentence, context));
    if (!mayBeOnce(sentence, reading)) return rules;
    const once = rules.map(forTheTask);
    if (once.length > 0 || reading.leaning[0]?.kind !== 'one_off' || reading.leaning[0].p < ONE_OFF_KEEP) return once;
    const candidate = candidateOf(
      { sentence, kind: 'one_off', probability: reading.leaning[0].p, scope: 'user', topic: reading.topic },
      context.now,
    );
    return candidate ? [candidate] : [];
  }

  /**
   * What the rules read in an unsure sentence, under the subject a sure reading would give
   * ("brand colour" → `colour`): a fact said once unsure and corrected later surely lands on one
   * memory, which the correction versions.
   */
  private onTopic(sentence: string, reading: Abstained, rules: Candidate[]): Candidate[] {
    const t = tableOf(sentence);
    const topic = topicOf(sentence, t, reading);
    // A rule of the house is the workspace's however the rules read its person (ADR 0061).
    const house = namesHouseRule(sentence, t) && topic !== 'person';
    const subjectOf = (c: Candidate) =>
      c.subject.startsWith('avoid') || avoids(sentence, t)
        ? `avoid: ${topic}`
        : topic === 'person' && c.scope === 'user'
          ? personSubject(sentence, !!c.correction)
          : topic === 'name' && c.scope === 'workspace'
            ? businessSubject(sentence, !!c.correction, t?.lang)
            : topic;
    return rules.map((c) =>
      c.scope === 'task'
        ? c
        : {
            ...c,
            subject: subjectOf(c),
            ...(house ? { scope: 'workspace' as const } : {}),
          },
    );
  }

  /** The rules read what the person says; from an agent's reply they are hypotheses too. */
  private hypotheses(candidates: Candidate[], author: 'user' | 'agent'): Candidate[] {
    return author === 'user'
      ? candidates
      : candidates.map((c) => ({ ...c, origin: 'model_inferred', confidence: Math.min(0.3, c.confidence) }));
  }
}
