/**
 * Scoring of B11y's whole conversations (pure). Per turn, as B11x: a labelled fact is held
 * when a candidate of its own turn holds its value (strict: with its scope). Over the whole
 * conversation, a fold that behaves as the memory decider does — one current version per
 * subject and scope, a stated memory never replaced by an inferred one, forgets applied where
 * the person said them — gives what memory holds at the end: live facts held, replaced values
 * still current, forgotten values current again, one-offs that outlived their task.
 */
import type { Fact, Person } from './heldout-b11y';
import { fold, readCandidates, scoreFact, type FactResult } from './score';

export interface ExtractedCandidate {
  subject?: string;
  content: string;
  scope: string;
  origin?: string;
  validUntil?: string;
}

export interface TurnResult {
  from: 'user' | 'agent';
  text: string;
  candidates: ExtractedCandidate[];
  facts: FactResult[];
  forgets: string[];
  /** Whether the extractor read the turn as a forget request (undefined: it reads no kinds). */
  readAsForget?: boolean;
}

export interface PersonResult {
  id: string;
  language: string;
  turns: TurnResult[];
}

interface Slot {
  subject: string;
  scope: string;
  content: string;
  origin: string;
}

const holds = (content: string, value: string) => fold(content).includes(fold(value));

/** The current memories after the conversation, folded as the decider would. */
export function endState(person: PersonResult): Slot[] {
  const slots: Slot[] = [];
  for (const turn of person.turns) {
    for (const c of turn.candidates) {
      const origin = c.origin ?? 'user_stated';
      const subject = (c.subject ?? c.content).toLowerCase();
      const same = slots.find((s) => s.subject === subject && s.scope === c.scope);
      if (!same) slots.push({ subject, scope: c.scope, content: c.content, origin });
      else if (!(origin === 'model_inferred' && same.origin === 'user_stated')) {
        same.content = c.content;
        same.origin = origin;
      }
    }
    // The forget path is issue 28 item 2: here a forget removes every memory holding what it names.
    for (const value of turn.forgets)
      for (let i = slots.length - 1; i >= 0; i--) if (holds(slots[i].content, value)) slots.splice(i, 1);
  }
  return slots;
}

export interface B11ySummary {
  people: number;
  facts: number;
  heldPerTurn: number;
  heldPerTurnAnyScope: number;
  liveFacts: number;
  liveHeldAtEnd: number;
  liveHeldAtEndAnyScope: number;
  distractorTurns: number;
  falseMemories: number;
  distractorsWithMemory: number;
  oneOffs: number;
  oneOffLeaks: number;
  replaced: number;
  replacedStillCurrent: number;
  forgotten: number;
  forgottenCurrentAtEnd: number;
  forgetTurnsStoring: number;
  forgetTurnsReadAsForget: number | null;
  agentTurns: number;
  agentStated: number;
  agentInferred: number;
  validity: { labelled: number; exact: number; near: number; wrong: number; missing: number };
}

/** Facts that should be current at the end: not replaced by a later correction, not forgotten. */
export function liveFacts(person: Person): Fact[] {
  const all = person.turns.flatMap((t) => t.expect);
  const replaced = new Set(all.flatMap((f) => (f.replaces ? [f.replaces] : [])));
  const forgotten = new Set(person.turns.flatMap((t) => t.forgets ?? []));
  return all.filter((f) => !replaced.has(f.value) && !forgotten.has(f.value));
}

export function summariseB11y(people: readonly Person[], results: readonly PersonResult[]): B11ySummary {
  const s: B11ySummary = {
    people: people.length,
    facts: 0,
    heldPerTurn: 0,
    heldPerTurnAnyScope: 0,
    liveFacts: 0,
    liveHeldAtEnd: 0,
    liveHeldAtEndAnyScope: 0,
    distractorTurns: 0,
    falseMemories: 0,
    distractorsWithMemory: 0,
    oneOffs: 0,
    oneOffLeaks: 0,
    replaced: 0,
    replacedStillCurrent: 0,
    forgotten: 0,
    forgottenCurrentAtEnd: 0,
    forgetTurnsStoring: 0,
    forgetTurnsReadAsForget: null,
    agentTurns: 0,
    agentStated: 0,
    agentInferred: 0,
    validity: { labelled: 0, exact: 0, near: 0, wrong: 0, missing: 0 },
  };
  for (const [i, person] of people.entries()) {
    const r = results[i];
    for (const t of r.turns) {
      if (t.from === 'agent') {
        s.agentTurns++;
        s.agentStated += t.candidates.filter((c) => (c.origin ?? 'user_stated') === 'user_stated').length;
        s.agentInferred += t.candidates.filter((c) => c.origin === 'model_inferred').length;
        continue;
      }
      for (const f of t.facts) {
        s.facts++;
        if (f.held) s.heldPerTurn++;
        if (f.heldAnyScope) s.heldPerTurnAnyScope++;
        if (f.expectation.scope === 'task') {
          s.oneOffs++;
          if (f.leaked) s.oneOffLeaks++;
        }
        if (f.expectation.validUntil !== undefined) {
          s.validity.labelled++;
          s.validity[f.validity ?? 'missing']++;
        }
      }
      if (t.forgets.length) {
        if (t.candidates.length) s.forgetTurnsStoring++;
        if (t.readAsForget !== undefined)
          s.forgetTurnsReadAsForget = (s.forgetTurnsReadAsForget ?? 0) + (t.readAsForget ? 1 : 0);
      } else if (t.facts.length === 0) {
        s.distractorTurns++;
        s.falseMemories += t.candidates.length;
        if (t.candidates.length) s.distractorsWithMemory++;
      }
    }
    const end = endState(r);
    for (const f of liveFacts(person)) {
      s.liveFacts++;
      if (end.some((m) => holds(m.content, f.value) && m.scope === f.scope)) s.liveHeldAtEnd++;
      if (end.some((m) => holds(m.content, f.value))) s.liveHeldAtEndAnyScope++;
    }
    for (const f of person.turns.flatMap((t) => t.expect).filter((x) => x.replaces)) {
      s.replaced++;
      if (end.some((m) => holds(m.content, f.replaces ?? '') && !holds(m.content, f.value))) s.replacedStillCurrent++;
    }
    for (const v of person.turns.flatMap((t) => t.forgets ?? [])) {
      s.forgotten++;
      if (end.some((m) => holds(m.content, v))) s.forgottenCurrentAtEnd++;
    }
  }
  return s;
}

/** One turn's result from what the extractor returned. */
export function turnResult(
  turn: Person['turns'][number],
  raw: readonly unknown[],
  readAsForget: boolean | undefined,
): TurnResult {
  const { candidates } = readCandidates(raw);
  const full = raw.filter((c): c is ExtractedCandidate => typeof c === 'object' && c !== null && 'content' in c);
  return {
    from: turn.from,
    text: turn.text,
    candidates: candidates.map((c, i) => ({ ...c, subject: full[i]?.subject, origin: full[i]?.origin })),
    facts: turn.expect.map((f) =>
      scoreFact(
        { value: f.value, kind: f.kind, scope: f.scope, ...(f.validUntil ? { validUntil: f.validUntil } : {}) },
        candidates,
      ),
    ),
    forgets: turn.forgets ?? [],
    ...(readAsForget === undefined ? {} : { readAsForget }),
  };
}
