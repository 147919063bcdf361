import type { Decider } from '@lomo/event-store';
import { ApiError } from '@lomo/service-api';
import type { MemoryCommand, MemoryEvent, MemoryStatement } from './memory.events';
import { currentVersion, evolveMemory, initialMemoryState, type Memory, type MemoryState } from './memory.state';
import { curationOf } from './curation';
import { copiesOfForgotten } from './derived-copies';
import { endedBy } from './ended-values';
import { episodesOf, sameEpisode } from './episodes';
import { profileOf, sameProfile } from './profile';

const MAX_CONTENT = 1_000;
const MAX_EXCERPT = 2_000;
const norm = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
const invalid = (code: string, message: string, field: string) => new ApiError('invalid', code, message, { field });

function assertEvidence(state: MemoryState, evidenceIds: readonly string[]): void {
  if (evidenceIds.length === 0) throw invalid('evidence_required', 'a memory needs evidence', 'evidenceIds');
  for (const id of evidenceIds) {
    const e = state.evidence.get(id);
    if (!e) throw new ApiError('not_found', 'unknown_evidence', `no evidence ${id}`, { evidenceId: id });
    if (e.revoked)
      throw new ApiError('conflict', 'evidence_revoked', `evidence ${id} was forgotten`, { evidenceId: id });
  }
}

function assertStatement(s: MemoryStatement): void {
  if (!s.subject.trim()) throw invalid('invalid_subject', 'the subject is empty', 'subject');
  if (!s.content.trim() || s.content.length > MAX_CONTENT)
    throw invalid('invalid_content', `content must be 1..${MAX_CONTENT} characters`, 'content');
  if (!(s.confidence >= 0 && s.confidence <= 1))
    throw invalid('invalid_confidence', 'confidence is 0..1', 'confidence');
  if (s.scope === 'task' && !s.taskId) throw invalid('task_required', 'a task-scoped memory names its task', 'taskId');
  if (s.validFrom && s.validUntil && s.validFrom >= s.validUntil)
    throw invalid('invalid_validity', 'validFrom must be before validUntil', 'validUntil');
}

const sameSlot = (a: MemoryStatement, b: MemoryStatement) =>
  norm(a.subject) === norm(b.subject) && a.scope === b.scope && (a.taskId ?? '') === (b.taskId ?? '');

const linked = (memory: Memory, version: number) => {
  const v = memory.versions.find((x) => x.version === version)!;
  return new Set([...v.basis, ...v.confirmedBy]);
};

function confirmations(memory: Memory, evidenceIds: readonly string[], at: string): MemoryEvent[] {
  const v = currentVersion(memory)!;
  const known = linked(memory, v.version);
  return [...new Set(evidenceIds)]
    .filter((id) => !known.has(id))
    .map((evidenceId) => ({
      type: 'MemoryConfirmed',
      data: { memoryId: memory.memoryId, version: v.version, evidenceId, at },
    }));
}

function refinement(memory: Memory, statement: MemoryStatement, evidenceIds: string[], at: string): MemoryEvent {
  const v = currentVersion(memory)!;
  const last = Math.max(...memory.versions.map((x) => x.version));
  const basis = [...new Set([...v.basis, ...evidenceIds])];
  return {
    type: 'MemoryRefined',
    data: { memoryId: memory.memoryId, version: last + 1, supersedes: v.version, statement, evidenceIds, basis, at },
  };
}

function stateMemory(command: Extract<MemoryCommand, { type: 'StateMemory' }>, state: MemoryState): MemoryEvent[] {
  const { memoryId, statement, evidenceIds, at } = command;
  if (state.memories.has(memoryId)) return [];
  assertStatement(statement);
  assertEvidence(state, evidenceIds);
  const slot = [...state.memories.values()].find((m) => {
    const s = currentVersion(m)?.statement;
    return s !== undefined && sameSlot(s, statement);
  });
  if (!slot) return [{ type: 'MemoryStated', data: { memoryId, statement, evidenceIds, at } }];
  const current = currentVersion(slot)!.statement!;
  if (norm(current.content) === norm(statement.content)) return confirmations(slot, evidenceIds, at);
  // An inference never overrides what the person said: it is a conflicting candidate.
  if (statement.origin === 'model_inferred' && current.origin === 'user_stated')
    throw new ApiError('conflict', 'conflicts_with_stated', `the person stated otherwise on ${statement.subject}`, {
      memoryId: slot.memoryId,
    });
  return [refinement(slot, statement, evidenceIds, at)];
}

/** What revoking `gone` does to the memories: versions purged, confirmations unlinked, memories left empty. */
function purgeOf(state: MemoryState, gone: ReadonlySet<string>) {
  const purged: Array<{ memoryId: string; version: number }> = [];
  const unlinked: Array<{ memoryId: string; version: number; evidenceId: string }> = [];
  const removedMemoryIds: string[] = [];
  for (const m of state.memories.values()) {
    let survivors = 0;
    for (const v of m.versions) {
      if (v.state === 'purged') continue;
      if (v.basis.some((id) => gone.has(id))) purged.push({ memoryId: m.memoryId, version: v.version });
      else survivors++;
      for (const evidenceId of v.confirmedBy.filter((id) => gone.has(id)))
        unlinked.push({ memoryId: m.memoryId, version: v.version, evidenceId });
    }
    if (survivors === 0) removedMemoryIds.push(m.memoryId);
  }
  // A retired or merged-away memory's statements are still in the log: they go with their evidence too.
  for (const [memoryId, versions] of state.retired)
    for (const v of versions) if (v.basis.some((id) => gone.has(id))) purged.push({ memoryId, version: v.version });
  return { purged, unlinked, removedMemoryIds };
}

function forgetting(state: MemoryState, evidenceIds: readonly string[], reason: string, at: string): MemoryEvent[] {
  const asked = [...new Set(evidenceIds)].filter((id) => !state.evidence.get(id)?.revoked);
  if (asked.length === 0) return [];
  // The agent's `remember` copies of what goes rest on their tool calls: revoked with it (derived-copies.ts).
  const first = purgeOf(state, new Set(asked));
  const purgedKeys = new Set(first.purged.map((p) => `${p.memoryId}#${p.version}`));
  const copies = copiesOfForgotten(
    state,
    first.purged,
    (memoryId, version) => !purgedKeys.has(`${memoryId}#${version}`),
  );
  const revoked = [...new Set([...asked, ...copies])].filter((id) => !state.evidence.get(id)?.revoked);
  const { purged, unlinked, removedMemoryIds } = copies.length > 0 ? purgeOf(state, new Set(revoked)) : first;
  const taskIds = [
    ...new Set(
      revoked.flatMap((id) => {
        const source = state.evidence.get(id)?.source;
        return source && source.type !== 'correction' && source.taskId ? [source.taskId] : [];
      }),
    ),
  ].sort();
  return [
    {
      type: 'MemoryForgotten',
      data: { evidenceIds: revoked, purged, unlinked, removedMemoryIds, taskIds, profileVersion: 0, reason, at },
    },
  ];
}

function decideCore(command: MemoryCommand, state: MemoryState): MemoryEvent[] {
  switch (command.type) {
    case 'RecordEvidence': {
      // Known ids are a no-op, revoked ones too: a redelivered message never brings forgotten evidence back.
      if (state.evidence.has(command.evidenceId)) return [];
      if (!command.excerpt.trim() || command.excerpt.length > MAX_EXCERPT)
        throw invalid('invalid_excerpt', `the excerpt must be 1..${MAX_EXCERPT} characters`, 'excerpt');
      const { evidenceId, source, excerpt, at } = command;
      return [{ type: 'EvidenceRecorded', data: { evidenceId, source, excerpt, at } }];
    }
    case 'StateMemory':
      return stateMemory(command, state);
    case 'EndValue':
      assertEvidence(state, command.evidenceIds);
      return endedBy(state, command.value, command.evidenceIds, command.at);
    case 'RefineMemory': {
      const memory = state.memories.get(command.memoryId);
      if (!memory) throw new ApiError('not_found', 'unknown_memory', `no memory ${command.memoryId}`);
      const current = currentVersion(memory)!.statement!;
      const statement: MemoryStatement = {
        ...current,
        content: command.content,
        origin: 'user_stated',
        confidence: Math.max(current.confidence, 0.9),
      };
      assertStatement(statement);
      assertEvidence(state, command.evidenceIds);
      if (norm(current.content) === norm(command.content))
        return confirmations(memory, command.evidenceIds, command.at);
      return [refinement(memory, statement, command.evidenceIds, command.at)];
    }
    case 'ConfirmMemory': {
      const memory = state.memories.get(command.memoryId);
      if (!memory) throw new ApiError('not_found', 'unknown_memory', `no memory ${command.memoryId}`);
      assertEvidence(state, [command.evidenceId]);
      return confirmations(memory, [command.evidenceId], command.at);
    }
    case 'ForgetEvidence': {
      if (command.evidenceIds.length === 0)
        throw invalid('evidence_required', 'name the evidence to forget', 'evidenceIds');
      const unknown = command.evidenceIds.find((id) => !state.evidence.has(id));
      if (unknown)
        throw new ApiError('not_found', 'unknown_evidence', `no evidence ${unknown}`, { evidenceId: unknown });
      return forgetting(state, command.evidenceIds, command.reason, command.at);
    }
    case 'CurateMemory':
      return curationOf(state, command.staleBefore, command.maxChanges, command.at);
    case 'ForgetMemory': {
      const memory = state.memories.get(command.memoryId);
      if (!memory) throw new ApiError('not_found', 'unknown_memory', `no memory ${command.memoryId}`);
      const evidenceIds = memory.versions.flatMap((v) => [...v.basis, ...v.confirmedBy]);
      return forgetting(state, evidenceIds, command.reason, command.at);
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

/**
 * Decides a command, then versions what it implies when that changed: the profile, and the
 * episodic summary of each task whose evidence is touched. A forget always leaves a profile
 * and episodes without the forgotten content.
 */
function decide(command: MemoryCommand, state: MemoryState): MemoryEvent[] {
  const events = decideCore(command, state);
  if (events.length === 0) return events;
  const next = events.reduce(evolveMemory, state);
  return [...withProfile(command, state, next, events), ...episodeChanges(state, next, command.at)];
}

function withProfile(command: MemoryCommand, state: MemoryState, next: MemoryState, events: MemoryEvent[]) {
  const entries = profileOf(next, command.at);
  if (sameProfile(entries, state.profile.entries)) return events;
  const version = state.profile.version + 1;
  // Consumers of the forget learn which profile replaces the snapshots they hold.
  const stamped = events.map((e) =>
    e.type === 'MemoryForgotten' ? { ...e, data: { ...e.data, profileVersion: version } } : e,
  );
  return [...stamped, { type: 'ProfileVersioned', data: { version, entries, at: command.at } } as MemoryEvent];
}

function episodeChanges(state: MemoryState, next: MemoryState, at: string): MemoryEvent[] {
  const implied = episodesOf(next);
  const taskIds = [...new Set([...state.episodes.keys(), ...implied.keys()])].sort();
  return taskIds.flatMap((taskId): MemoryEvent[] => {
    const before = state.episodes.get(taskId);
    const after = implied.get(taskId);
    if (sameEpisode(before, after)) return [];
    const version = (before?.version ?? 0) + 1;
    return [
      {
        type: 'EpisodeSummarised',
        data: { taskId, version, lines: after?.lines ?? [], from: after?.from, until: after?.until, at },
      },
    ];
  });
}

/** One person's memory in one workspace (`memory-{workspace}-{user}`): evidence, version chains, the profile. */
export const memoryDecider: Decider<MemoryCommand, MemoryEvent, MemoryState> = {
  decide,
  evolve: evolveMemory,
  initialState: initialMemoryState,
};
