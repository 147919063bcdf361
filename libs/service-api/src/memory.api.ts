import type { ApiCaller } from './caller';

/** Where a memory's evidence came from: a raw message at its log position, a correction, or an agent tool call. */
export type MemoryEvidenceSourceView =
  | { type: 'message'; streamId: string; revision: number; messageId: string; taskId?: string }
  | { type: 'correction'; requestId: string }
  | { type: 'tool'; taskId: string; toolCallId: string };

/** One piece of evidence behind a memory: the source reference and the excerpt that supports it. */
export interface MemoryEvidenceView {
  evidenceId: string;
  source: MemoryEvidenceSourceView;
  excerpt: string;
  /** How the evidence is linked: ORIGIN / REFINE made a version, CONFIRM only supports one. */
  link: 'ORIGIN' | 'REFINE' | 'CONFIRM';
  version: number;
  at: string;
}

/** One version of a memory; a purged version keeps its number and state, never its content. */
export interface MemoryVersionView {
  version: number;
  link: 'ORIGIN' | 'REFINE';
  state: 'current' | 'superseded' | 'purged';
  content?: string;
  validFrom?: string;
  validUntil?: string;
  at: string;
}

/** The curator's flag on two memories: both current, one subject, different words. */
export interface MemoryConflictView {
  /** The other memory. */
  memoryId: string;
  reason: string;
}

/** An atomic memory with its provenance: what Lomo believes, why, and since when. */
export interface MemoryView {
  memoryId: string;
  subject: string;
  content: string;
  /** `user_stated`: the person said it; `model_inferred`: a hypothesis. */
  origin: 'user_stated' | 'model_inferred';
  /** `task`: only for `taskId` ("this time…", R-9.2). */
  scope: 'user' | 'workspace' | 'task';
  taskId?: string;
  confidence: number;
  version: number;
  validFrom?: string;
  validUntil?: string;
  updatedAt: string;
  versions: MemoryVersionView[];
  evidence: MemoryEvidenceView[];
  /** Memories the curator found saying otherwise on this subject; the person settles it (correct or forget one). */
  conflicts: MemoryConflictView[];
  /** A workspace memory a teammate stated (every member sees those): their user id. Absent on the caller's own. */
  sharedBy?: string;
}

/** The small, conservative profile: long-term user-stated memories, versioned. */
export interface ProfileView {
  version: number;
  entries: Array<{ memoryId: string; version: number; subject: string; content: string }>;
}

export interface RecalledMemory {
  memory: MemoryView;
  /** Relevance to the query weighted by confidence and recency; orders the hits of one call. */
  score: number;
}

/** One line of an episodic summary with the evidence its words rest on. */
export interface EpisodeLineView {
  /** What that stretch of work established: "stated colour: muted colours", "refined …", "confirmed …". */
  text: string;
  /** The evidence the line derives from; forgetting any of it drops the line. */
  evidence: Array<Omit<MemoryEvidenceView, 'link' | 'version'>>;
}

/** What Lomo remembers of one stretch of work: a task's episode, oldest line first. */
export interface EpisodeView {
  taskId: string;
  /** Grows by one every time the summary changes. */
  version: number;
  /** When its first and last evidence was taken. */
  from: string;
  until: string;
  lines: EpisodeLineView[];
}

export interface RecalledEpisode {
  episode: EpisodeView;
  /** Relevance to the query weighted by recency; orders the hits of one call. */
  score: number;
}

/** What one extraction pass over a message made of it (R-9.6: candidates are judged one by one). */
export interface ObservedMessage {
  /** Evidence recorded: one per accepted statement (an excerpt of the message). */
  evidenceIds: string[];
  memoryIds: string[];
  rejected: Array<{ content: string; reason: string }>;
}

/** What a forget removed: the evidence revoked and the memories left with no content. */
export interface ForgetResult {
  evidenceIds: string[];
  removedMemoryIds: string[];
  profileVersion: number;
}

/**
 * The memory service's application API: one person's memory in one workspace (stream
 * `memory-{workspace}-{user}`). Ids of another person or workspace are `ApiError('not_found')`.
 * Forgetting is irreversible and only happens on an explicit call; the agent has no
 * forget tool.
 */
export interface MemoryApi {
  listMemories(
    caller: ApiCaller,
    query?: { scope?: MemoryView['scope']; taskId?: string; limit?: number },
  ): Promise<MemoryView[]>;
  getMemory(caller: ApiCaller, memoryId: string): Promise<MemoryView>;
  /** The person's correction becomes a new version (REFINE) with the correction as its evidence. */
  correctMemory(
    caller: ApiCaller,
    memoryId: string,
    input: { content: string; requestId: string },
  ): Promise<MemoryView>;
  /**
   * Revokes every piece of evidence behind the memory and runs the forget cascade.
   * With `messageId`, only the statements that message made behind it ("forget that"): what
   * other evidence says stays, re-extracted from it (a fact stated twice survives). With
   * `versions`, only the statements behind those versions (a value once held, since replaced):
   * the later versions resting on them go too, and what their own messages still say is
   * re-extracted.
   */
  forgetMemory(
    caller: ApiCaller,
    memoryId: string,
    input?: { reason?: string; messageId?: string; versions?: number[] },
  ): Promise<ForgetResult>;
  getProfile(caller: ApiCaller): Promise<ProfileView>;
  /** The agent's `remember` tool: a statement with the evidence that supports it. */
  remember(
    caller: ApiCaller,
    input: {
      subject: string;
      content: string;
      scope: MemoryView['scope'];
      taskId: string;
      toolCallId: string;
      excerpt: string;
    },
  ): Promise<MemoryView>;
  /** Memories relevant to `query` (a task's goal): hybrid search, then confidence and recency. */
  recall(caller: ApiCaller, input: { query: string; taskId?: string; limit?: number }): Promise<RecalledMemory[]>;
  /** Episodic summaries, the most recent stretch of work first; `taskId` picks one task's. */
  listEpisodes(caller: ApiCaller, query?: { taskId?: string; limit?: number }): Promise<EpisodeView[]>;
  /**
   * Episodes relevant to `query` (a task's goal): hybrid search, then recency. `taskId` is the
   * asking task, whose own episode is left out (its history is in its context already).
   */
  recallEpisodes(
    caller: ApiCaller,
    input: { query: string; taskId?: string; limit?: number },
  ): Promise<RecalledEpisode[]>;
  /** Takes a raw message as evidence and extracts memories from it (background extraction's entry point). */
  observeMessage(
    caller: ApiCaller,
    input: { streamId: string; revision: number; messageId: string; text: string; taskId?: string },
  ): Promise<ObservedMessage>;
}

export const MEMORY_API = Symbol('MEMORY_API');
