/** Where a piece of evidence came from: a raw message in its stream, an API correction, or an agent tool call. */
export type EvidenceSource =
  | { type: 'message'; streamId: string; revision: number; messageId: string; taskId?: string }
  | { type: 'correction'; requestId: string }
  | { type: 'tool'; taskId: string; toolCallId: string };

/** `user_stated`: the person said it; `model_inferred`: a hypothesis. */
export type MemoryOrigin = 'user_stated' | 'model_inferred';

/** `user`: about the person everywhere; `workspace`: this workspace's convention; `task`: this time only. */
export type MemoryScope = 'user' | 'workspace' | 'task';

/** The statement of one memory version: what is believed and where it applies. */
export interface MemoryStatement {
  /** What the memory is about (`colour preference`, `brand colour`): a second statement on it refines or confirms. */
  subject: string;
  content: string;
  origin: MemoryOrigin;
  scope: MemoryScope;
  /** The task a `task`-scoped memory belongs to. */
  taskId?: string;
  /** Validity period (R-9.4: brand colour blue, later green — both true in their time). */
  validFrom?: string;
  validUntil?: string;
  /** 0..1; user-stated facts start high, inferences low. */
  confidence: number;
  /** Said as a correction of an earlier statement ("actually…"): a teammate's replaces the workspace's value (ADR 0059). */
  corrects?: true;
}

/** One entry of the profile: a copy of a current memory's content, with where it came from. */
export interface ProfileEntry {
  memoryId: string;
  version: number;
  subject: string;
  content: string;
}

/** One line of an episodic summary, with every evidence id its words derive from. */
export interface EpisodeLine {
  text: string;
  basis: string[];
}

/** Events of a `memory-{workspace}-{user}` stream. */
export type MemoryEvent =
  /** A raw message (or correction, or tool call) was taken as evidence; `excerpt` is the part that supports a memory. */
  | { type: 'EvidenceRecorded'; data: { evidenceId: string; source: EvidenceSource; excerpt: string; at: string } }
  /** A new memory, version 1, linked ORIGIN to its evidence. */
  | { type: 'MemoryStated'; data: { memoryId: string; statement: MemoryStatement; evidenceIds: string[]; at: string } }
  /**
   * A new version of a memory (REFINE): `version` replaces `supersedes`, which becomes
   * SUPERSEDED. `basis` is every evidence id the content derives from, the superseded
   * version's basis included: forgetting any of them purges this version.
   */
  | {
      type: 'MemoryRefined';
      data: {
        memoryId: string;
        version: number;
        supersedes: number;
        statement: MemoryStatement;
        evidenceIds: string[];
        basis: string[];
        at: string;
      };
    }
  /** Evidence supports a version without changing it (CONFIRM). */
  | { type: 'MemoryConfirmed'; data: { memoryId: string; version: number; evidenceId: string; at: string } }
  /** The conservative profile changed: the full new list of entries. */
  | { type: 'ProfileVersioned'; data: { version: number; entries: ProfileEntry[]; at: string } }
  /**
   * The episodic summary of the stretch of work that was task `taskId` changed: the
   * full new list of lines, oldest first; no lines = the episode is gone (all it rested on
   * was forgotten). `version` counts per episode.
   */
  | {
      type: 'EpisodeSummarised';
      data: { taskId: string; version: number; lines: EpisodeLine[]; from?: string; until?: string; at: string };
    }
  /**
   * The forget cascade: the evidence is revoked and its excerpt purged; versions whose
   * basis names it lose their content; evidence that only CONFIRMed is unlinked; a memory whose
   * every version is purged is gone, else its latest surviving version is current again.
   */
  | CurationEvent
  | {
      type: 'MemoryForgotten';
      data: {
        evidenceIds: string[];
        purged: Array<{ memoryId: string; version: number }>;
        unlinked: Array<{ memoryId: string; version: number; evidenceId: string }>;
        /** Memories left with no content at all. */
        removedMemoryIds: string[];
        /** Tasks the revoked evidence came from (their messages, their agent's calls); absent in older events. */
        taskIds?: string[];
        /** The profile version this forget produced; 0 when the profile did not change. */
        profileVersion: number;
        reason: string;
        at: string;
      };
    };

export type MemoryEventType = MemoryEvent['type'];

/**
 * The self-curator's events: every change it makes is one of these, with its
 * reason. None revokes evidence: curation is not forgetting.
 */
export type CurationEvent =
  /** An unconfirmed inference grew stale: its confidence drops. */
  | {
      type: 'MemoryDecayed';
      data: { memoryId: string; version: number; confidence: number; reason: string; at: string };
    }
  /** A memory left memory (a stale inference gone too low); its evidence stays recorded. */
  | { type: 'MemoryRetired'; data: { memoryId: string; reason: string; at: string } }
  /** A duplicate: `from` goes, its evidence now CONFIRMs `into`'s current version. */
  | {
      type: 'MemoriesMerged';
      data: { from: string; into: string; version: number; evidenceIds: string[]; reason: string; at: string };
    }
  /** Two current memories say different things on one subject; kept both, flagged for the person. */
  | { type: 'MemoryConflictFlagged'; data: { memoryIds: [string, string]; reason: string; at: string } };

export type MemoryCommand =
  | { type: 'RecordEvidence'; evidenceId: string; source: EvidenceSource; excerpt: string; at: string }
  /**
   * States a memory. On a subject that already has a current memory in the same scope (and
   * task) it becomes a REFINE of it, or a CONFIRM when the content is the same.
   */
  | { type: 'StateMemory'; memoryId: string; statement: MemoryStatement; evidenceIds: string[]; at: string }
  /**
   * The person said a value is finished ("we're not <name> anymore", ADR 0095): the current lasting
   * memories holding it are retired (`MemoryRetired`); nothing is stated. `value` is the words named.
   */
  | { type: 'EndValue'; value: string; evidenceIds: string[]; at: string }
  /** A correction of one memory (API "correct"): always a new version of that memory. */
  | { type: 'RefineMemory'; memoryId: string; content: string; evidenceIds: string[]; at: string }
  | { type: 'ConfirmMemory'; memoryId: string; evidenceId: string; at: string }
  /** Revokes evidence; irreversible. */
  | { type: 'ForgetEvidence'; evidenceIds: string[]; reason: string; at: string }
  /**
   * One bounded curation pass: decay unconfirmed inferences last touched before
   * `staleBefore`, merge duplicates, flag conflicts; at most `maxChanges` events.
   */
  | { type: 'CurateMemory'; staleBefore: string; maxChanges: number; at: string }
  /** Revokes every piece of evidence behind a memory (its bases and confirmations). */
  | { type: 'ForgetMemory'; memoryId: string; reason: string; at: string };
