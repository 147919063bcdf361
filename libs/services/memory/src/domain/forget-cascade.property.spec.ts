import fc from 'fast-check';
import { taskStreamId } from '@lomo/contracts';
import { episodeViews } from '../application/episode-views';
import { memoryViews, profileView } from '../application/memory-views';
import { forgetRedactions } from './forget-redactions';
import { memoryDecider } from './memory.decider';
import type { EvidenceSource, MemoryCommand, MemoryEvent, MemoryScope } from './memory.events';
import { currentVersion, type MemoryState } from './memory.state';

const at = '2026-12-01T10:00:00.000Z';
const EVIDENCE = ['e0', 'e1', 'e2', 'e3', 'e4', 'e5'];
const SUBJECTS = ['colour', 'font', 'tone'];
/** Evidence from messages of two tasks (so episodes form) and one API correction. */
const sourceOf = (evidenceId: string, i: number): EvidenceSource =>
  i === EVIDENCE.length - 1
    ? { type: 'correction', requestId: evidenceId }
    : {
        type: 'message',
        streamId: taskStreamId(`t-${i % 2}`),
        revision: i + 1,
        messageId: evidenceId,
        taskId: `t-${i % 2}`,
      };

type Step =
  | { op: 'state'; subject: string; scope: MemoryScope; evidence: string[]; same: boolean; inferred: boolean }
  | { op: 'refine' | 'confirm'; pick: number; evidence: string[] }
  | { op: 'forget'; evidence: string[] }
  | { op: 'forgetMemory'; pick: number }
  | { op: 'curate'; maxChanges: number };

const evidenceIds = fc.uniqueArray(fc.constantFrom(...EVIDENCE), { minLength: 1, maxLength: 2 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('state' as const),
    subject: fc.constantFrom(...SUBJECTS),
    scope: fc.constantFrom<MemoryScope>('user', 'workspace', 'task'),
    evidence: evidenceIds,
    same: fc.boolean(),
    inferred: fc.boolean(),
  }),
  fc.record({ op: fc.constantFrom('refine' as const, 'confirm' as const), pick: fc.nat(9), evidence: evidenceIds }),
  fc.record({ op: fc.constant('forget' as const), evidence: evidenceIds }),
  fc.record({ op: fc.constant('forgetMemory' as const), pick: fc.nat(9) }),
  fc.record({ op: fc.constant('curate' as const), maxChanges: fc.nat(4) }),
);

const lineContent = (text: string) => text.slice(text.indexOf(': ') + 2);

/**
 * Every content string the state still holds — memory versions, the profile, episode lines —
 * and every one the API serves from it: the memory, profile and episode views that the list
 * routes, the console, recall and the step context (profile + recall + recalled episodes) show.
 */
function contents(s: MemoryState): string[] {
  return [
    ...[...s.memories.values()].flatMap((m) => m.versions.flatMap((v) => (v.statement ? [v.statement.content] : []))),
    ...s.profile.entries.map((e) => e.content),
    ...[...s.episodes.values()].flatMap((e) => e.lines.map((l) => lineContent(l.text))),
    ...memoryViews(s).flatMap((m) => [m.content, ...m.versions.flatMap((v) => (v.content ? [v.content] : []))]),
    ...profileView(s).entries.map((e) => e.content),
    ...episodeViews(s).flatMap((e) => e.lines.map((l) => lineContent(l.text))),
  ];
}

/** Every excerpt the served views show as evidence. */
const servedExcerpts = (s: MemoryState): string[] => [
  ...memoryViews(s).flatMap((m) => m.evidence.map((e) => e.excerpt)),
  ...episodeViews(s).flatMap((e) => e.lines.flatMap((l) => l.evidence.map((x) => x.excerpt))),
];

/** The log after the forget redactor ran over it, as stored events. */
function redacted(log: MemoryEvent[]): MemoryEvent[] {
  const stored = log.map((e, i) => ({ id: String(i), type: e.type, data: e.data }));
  const changes = new Map(forgetRedactions(stored).map((r) => [r.eventId, r.data]));
  return log.map((e, i) => (changes.has(String(i)) ? ({ ...e, data: changes.get(String(i)) } as MemoryEvent) : e));
}

/** A state as plain data, to compare two folds. */
const plain = (s: MemoryState) =>
  JSON.stringify(s, (_k, v: unknown) => (v instanceof Map ? [...v.entries()].sort(([a], [b]) => (a < b ? -1 : 1)) : v));

describe('forget cascade (property)', () => {
  it('given any sequence of state / refine / confirm / forget / curate, then nothing derived from forgotten evidence remains: memories, profile, episodes, what the API serves of them, the redacted log', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        const log: MemoryEvent[] = [];
        let s = EVIDENCE.reduce((acc, evidenceId, i) => {
          const events = memoryDecider.decide(
            { type: 'RecordEvidence', evidenceId, source: sourceOf(evidenceId, i), excerpt: `said ${evidenceId}`, at },
            acc,
          );
          log.push(...events);
          return events.reduce(memoryDecider.evolve, acc);
        }, memoryDecider.initialState());
        // The oracle: which evidence each content string derives from, built from what the
        // test sent — a new content derives from its evidence and from whatever it may refine.
        const derivedFrom = new Map<string, Set<string>>();
        const forgotten = new Set<string>();
        let n = 0;
        const ids = () => [...s.memories.keys()];
        for (const st of steps) {
          n++;
          // One minute per step, so curation finds stale inferences.
          const at = new Date(Date.UTC(2026, 11, 1) + n * 60_000).toISOString();
          let command: MemoryCommand;
          const content = `content-${n}`;
          const inherit = (memoryId?: string) =>
            memoryId
              ? [...(derivedFrom.get(currentVersion(s.memories.get(memoryId)!)?.statement?.content ?? '') ?? [])]
              : [];
          switch (st.op) {
            case 'state': {
              const slot = ids().find((id) => {
                const c = currentVersion(s.memories.get(id)!)?.statement;
                return c?.subject === st.subject && c.scope === st.scope;
              });
              const sameContent = st.same && slot ? currentVersion(s.memories.get(slot)!)!.statement!.content : content;
              // Restating current content only confirms it: confirmations derive nothing.
              if (sameContent === content) derivedFrom.set(content, new Set([...st.evidence, ...inherit(slot)]));
              command = {
                type: 'StateMemory',
                memoryId: `m-${n}`,
                statement: {
                  subject: st.subject,
                  content: sameContent,
                  origin: st.inferred ? 'model_inferred' : 'user_stated',
                  scope: st.scope,
                  taskId: st.scope === 'task' ? 't-1' : undefined,
                  confidence: st.inferred ? 0.5 : 0.9,
                },
                evidenceIds: st.evidence,
                at,
              };
              break;
            }
            case 'refine':
            case 'confirm': {
              const memoryId = ids()[st.pick % Math.max(1, ids().length)] ?? 'none';
              if (st.op === 'refine') {
                derivedFrom.set(
                  content,
                  new Set([...st.evidence, ...inherit(s.memories.has(memoryId) ? memoryId : undefined)]),
                );
                command = { type: 'RefineMemory', memoryId, content, evidenceIds: st.evidence, at };
              } else command = { type: 'ConfirmMemory', memoryId, evidenceId: st.evidence[0], at };
              break;
            }
            case 'forget':
              command = { type: 'ForgetEvidence', evidenceIds: st.evidence, reason: 'property', at };
              break;
            case 'curate':
              command = {
                type: 'CurateMemory',
                staleBefore: new Date(Date.UTC(2026, 11, 1) + (n - 3) * 60_000).toISOString(),
                maxChanges: st.maxChanges,
                at,
              };
              break;
            case 'forgetMemory':
              command = {
                type: 'ForgetMemory',
                memoryId: ids()[st.pick % Math.max(1, ids().length)] ?? 'none',
                reason: 'property',
                at,
              };
              break;
          }
          let events;
          try {
            events = memoryDecider.decide(command, s);
          } catch {
            continue; // a refusal changes nothing
          }
          s = events.reduce(memoryDecider.evolve, s);
          log.push(...events);
          for (const e of events)
            if (e.type === 'MemoryForgotten') e.data.evidenceIds.forEach((id) => forgotten.add(id));
          for (const c of contents(s)) {
            const tainted = [...(derivedFrom.get(c) ?? [])].filter((id) => forgotten.has(id));
            expect({ content: c, tainted }).toEqual({ content: c, tainted: [] });
          }
          for (const id of forgotten) expect(s.evidence.get(id)).toMatchObject({ revoked: true, excerpt: undefined });
          expect(servedExcerpts(s).filter((x) => forgotten.has(x.slice('said '.length)))).toEqual([]);
          for (const m of s.memories.values())
            for (const v of m.versions) expect(v.confirmedBy.filter((id) => forgotten.has(id))).toEqual([]);
        }
        // The log, once the redactor ran, holds no word derived from forgotten evidence and
        // folds to the same state.
        const cleaned = redacted(log);
        const text = JSON.stringify(cleaned);
        for (const [content, basis] of derivedFrom)
          if ([...basis].some((id) => forgotten.has(id)))
            expect({ content, inLog: new RegExp(`${content}(?!\\d)`).test(text) }).toEqual({ content, inLog: false });
        for (const id of forgotten) expect(text).not.toContain(`said ${id}"`);
        expect(plain(cleaned.reduce(memoryDecider.evolve, memoryDecider.initialState()))).toBe(plain(s));
        expect([...s.episodes.keys()].every((t) => t === 't-0' || t === 't-1')).toBe(true);
      }),
      {
        numRuns: 1_000,
        // Found by a CI run (seed 449203132): one line confirmed twice in a task, the first
        // confirmation forgotten — the episode kept naming it (`sameEpisode` compared words only).
        examples: [
          [
            [
              { op: 'state', subject: 'colour', scope: 'user', evidence: ['e5'], same: false, inferred: false },
              { op: 'confirm', pick: 0, evidence: ['e0'] },
              { op: 'confirm', pick: 0, evidence: ['e2'] },
              { op: 'forget', evidence: ['e0'] },
              { op: 'refine', pick: 0, evidence: ['e0'] },
            ],
          ],
          // Found by a CI run (seed -972695252): an inference retired as stale, then its evidence
          // forgotten through another memory — the retired statement stayed in the log (the
          // forget purged only the memories the state still held).
          [
            [
              { op: 'state', subject: 'colour', scope: 'user', evidence: ['e5'], same: false, inferred: true },
              { op: 'state', subject: 'colour', scope: 'user', evidence: ['e5'], same: true, inferred: false },
              { op: 'curate', maxChanges: 0 },
              { op: 'state', subject: 'colour', scope: 'user', evidence: ['e5'], same: true, inferred: false },
              { op: 'curate', maxChanges: 1 },
              { op: 'curate', maxChanges: 0 },
              { op: 'curate', maxChanges: 0 },
              { op: 'curate', maxChanges: 0 },
              { op: 'curate', maxChanges: 1 },
              { op: 'state', subject: 'colour', scope: 'user', evidence: ['e5'], same: false, inferred: false },
              { op: 'forgetMemory', pick: 0 },
            ],
          ],
        ],
      },
    );
  });
});
