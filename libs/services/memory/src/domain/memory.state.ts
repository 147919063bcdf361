import type {
  CurationEvent,
  EpisodeLine,
  EvidenceSource,
  MemoryEvent,
  MemoryStatement,
  ProfileEntry,
} from './memory.events';

export interface Evidence {
  evidenceId: string;
  source: EvidenceSource;
  /** Undefined once revoked: the excerpt is purged with it. */
  excerpt?: string;
  revoked: boolean;
  at: string;
}

/** ORIGIN: version 1; REFINE: a later version. CONFIRMs are `confirmedBy` on the version they support. */
export interface MemoryVersion {
  version: number;
  link: 'ORIGIN' | 'REFINE';
  /** Undefined once purged. */
  statement?: MemoryStatement;
  evidenceIds: string[];
  /** Every evidence id the content derives from (earlier versions' bases included). */
  basis: string[];
  confirmedBy: string[];
  state: 'current' | 'superseded' | 'purged';
  at: string;
}

export interface Memory {
  memoryId: string;
  versions: MemoryVersion[];
  updatedAt: string;
}

export interface MemoryState {
  evidence: ReadonlyMap<string, Evidence>;
  memories: ReadonlyMap<string, Memory>;
  profile: { version: number; entries: ProfileEntry[] };
  /** Episodic summaries by task, as last recorded. */
  episodes: ReadonlyMap<string, Episode>;
  /** Pairs of memories the curator flagged as contradicting each other, for the person to settle. */
  conflicts: ReadonlyArray<{ memoryIds: [string, string]; reason: string }>;
  /**
   * Versions of memories the curator retired or merged away, with the evidence each rests on:
   * their statements stay in the log, so a later forget of that evidence still purges them
   * there. Emptied as forgets take them.
   */
  retired: ReadonlyMap<string, ReadonlyArray<{ version: number; basis: readonly string[] }>>;
}

/** One recorded episodic summary: a task's stretch of work in what it established. */
export interface Episode {
  taskId: string;
  version: number;
  lines: EpisodeLine[];
  from: string;
  until: string;
}

export const initialMemoryState = (): MemoryState => ({
  evidence: new Map(),
  memories: new Map(),
  profile: { version: 0, entries: [] },
  episodes: new Map(),
  conflicts: [],
  retired: new Map(),
});

/** The version that holds now: the latest one with content. */
export const currentVersion = (memory: Memory): MemoryVersion | undefined =>
  memory.versions.find((v) => v.state === 'current');

function supersede(versions: MemoryVersion[], next: MemoryVersion): MemoryVersion[] {
  return [...versions.map((v) => (v.state === 'current' ? { ...v, state: 'superseded' as const } : v)), next];
}

/** After a purge the latest surviving version is current again (or none is). */
function recomputeCurrent(versions: MemoryVersion[]): MemoryVersion[] {
  const latest = [...versions].reverse().find((v) => v.state !== 'purged');
  return versions.map((v) =>
    v.state === 'purged' ? v : { ...v, state: v === latest ? ('current' as const) : ('superseded' as const) },
  );
}

function forget(state: MemoryState, data: Extract<MemoryEvent, { type: 'MemoryForgotten' }>['data']): MemoryState {
  const evidence = new Map(state.evidence);
  for (const id of data.evidenceIds) {
    const e = evidence.get(id);
    if (e) evidence.set(id, { ...e, excerpt: undefined, revoked: true });
  }
  const revoked = new Set(data.evidenceIds);
  const memories = new Map(state.memories);
  for (const [memoryId, memory] of state.memories) {
    const versions = memory.versions.map((v): MemoryVersion => {
      const confirmedBy = v.confirmedBy.filter((id) => !revoked.has(id));
      if (v.basis.some((id) => revoked.has(id))) return { ...v, statement: undefined, confirmedBy, state: 'purged' };
      return { ...v, confirmedBy };
    });
    if (versions.every((v) => v.state === 'purged')) memories.delete(memoryId);
    else memories.set(memoryId, { ...memory, versions: recomputeCurrent(versions), updatedAt: data.at });
  }
  const retired = new Map<string, ReadonlyArray<{ version: number; basis: readonly string[] }>>();
  for (const [memoryId, versions] of state.retired) {
    const left = versions.filter((v) => !v.basis.some((id) => revoked.has(id)));
    if (left.length) retired.set(memoryId, left);
  }
  return { ...state, evidence, memories, conflicts: withMemories(state.conflicts, memories), retired };
}

/** `memory`'s versions whose statements the log still holds, with what each rests on. */
const retiredOf = (state: MemoryState, memory: Memory): MemoryState['retired'] => {
  const versions = memory.versions
    .filter((v) => v.state !== 'purged')
    .map((v) => ({ version: v.version, basis: v.basis }));
  return versions.length ? new Map(state.retired).set(memory.memoryId, versions) : state.retired;
};

/** Conflicts whose memories still exist. */
const withMemories = (conflicts: MemoryState['conflicts'], memories: ReadonlyMap<string, Memory>) =>
  conflicts.filter((c) => c.memoryIds.every((id) => memories.has(id)));

function curate(state: MemoryState, event: CurationEvent): MemoryState {
  const memories = new Map(state.memories);
  switch (event.type) {
    case 'MemoryDecayed': {
      const { memoryId, version, confidence, at } = event.data;
      const memory = memories.get(memoryId)!;
      const versions = memory.versions.map((v) =>
        v.version === version && v.statement ? { ...v, statement: { ...v.statement, confidence } } : v,
      );
      memories.set(memoryId, { ...memory, versions, updatedAt: at });
      return { ...state, memories };
    }
    case 'MemoryRetired': {
      const retired = retiredOf(state, memories.get(event.data.memoryId)!);
      memories.delete(event.data.memoryId);
      return { ...state, memories, conflicts: withMemories(state.conflicts, memories), retired };
    }
    case 'MemoriesMerged': {
      const { from, into, version, evidenceIds, at } = event.data;
      const target = memories.get(into)!;
      const versions = target.versions.map((v) =>
        v.version === version ? { ...v, confirmedBy: [...v.confirmedBy, ...evidenceIds] } : v,
      );
      const retired = retiredOf(state, memories.get(from)!);
      memories.delete(from);
      memories.set(into, { ...target, versions, updatedAt: at });
      return { ...state, memories, conflicts: withMemories(state.conflicts, memories), retired };
    }
    case 'MemoryConflictFlagged':
      return {
        ...state,
        conflicts: [...state.conflicts, { memoryIds: event.data.memoryIds, reason: event.data.reason }],
      };
  }
}

export function evolveMemory(state: MemoryState, event: MemoryEvent): MemoryState {
  switch (event.type) {
    case 'EvidenceRecorded': {
      const { evidenceId, source, excerpt, at } = event.data;
      const evidence = new Map(state.evidence).set(evidenceId, { evidenceId, source, excerpt, revoked: false, at });
      return { ...state, evidence };
    }
    case 'MemoryStated': {
      const { memoryId, statement, evidenceIds, at } = event.data;
      const version: MemoryVersion = {
        version: 1,
        link: 'ORIGIN',
        statement,
        evidenceIds,
        basis: evidenceIds,
        confirmedBy: [],
        state: 'current',
        at,
      };
      return {
        ...state,
        memories: new Map(state.memories).set(memoryId, { memoryId, versions: [version], updatedAt: at }),
      };
    }
    case 'MemoryRefined': {
      const { memoryId, version, statement, evidenceIds, basis, at } = event.data;
      const memory = state.memories.get(memoryId)!;
      const next: MemoryVersion = {
        version,
        link: 'REFINE',
        statement,
        evidenceIds,
        basis,
        confirmedBy: [],
        state: 'current',
        at,
      };
      const updated = { ...memory, versions: supersede(memory.versions, next), updatedAt: at };
      return { ...state, memories: new Map(state.memories).set(memoryId, updated) };
    }
    case 'MemoryConfirmed': {
      const { memoryId, version, evidenceId, at } = event.data;
      const memory = state.memories.get(memoryId)!;
      const versions = memory.versions.map((v) =>
        v.version === version ? { ...v, confirmedBy: [...v.confirmedBy, evidenceId] } : v,
      );
      return { ...state, memories: new Map(state.memories).set(memoryId, { ...memory, versions, updatedAt: at }) };
    }
    case 'ProfileVersioned':
      return { ...state, profile: { version: event.data.version, entries: event.data.entries } };
    case 'EpisodeSummarised': {
      const { taskId, version, lines, from, until } = event.data;
      const episodes = new Map(state.episodes);
      if (lines.length === 0 || !from || !until) episodes.delete(taskId);
      else episodes.set(taskId, { taskId, version, lines, from, until });
      return { ...state, episodes };
    }
    case 'MemoryForgotten':
      return forget(state, event.data);
    case 'MemoryDecayed':
    case 'MemoryRetired':
    case 'MemoriesMerged':
    case 'MemoryConflictFlagged':
      return curate(state, event);
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}
