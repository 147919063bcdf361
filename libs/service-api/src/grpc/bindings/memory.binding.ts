import { MemoryService, type Episode as WireEpisode, type Memory as WireMemory } from '@lomo/contracts';
import type {
  EpisodeView,
  ForgetResult,
  MemoryApi,
  MemoryView,
  ObservedMessage,
  ProfileView,
  MemoryEvidenceSourceView,
  RecalledEpisode,
  RecalledMemory,
} from '../../memory.api';
import { plain } from '../plain';
import { rpc, type ApiBindings, type ApiTransport } from '../rpc';

const m = MemoryService.method;

/** The evidence source's log revision is a uint64 on the wire. */
const sourceIn = (source: MemoryEvidenceSourceView) => ({
  ...source,
  revision: 'revision' in source ? BigInt(source.revision) : undefined,
});
const memoryIn = (view: MemoryView) => ({
  ...view,
  evidence: view.evidence.map((e) => ({ ...e, source: sourceIn(e.source) })),
});
const memoryOut = (memory: WireMemory | undefined) => plain<MemoryView>(memory);
const episodeIn = (view: EpisodeView) => ({
  ...view,
  lines: view.lines.map((l) => ({ ...l, evidence: l.evidence.map((e) => ({ ...e, source: sourceIn(e.source) })) })),
});
const episodeOut = (episode: WireEpisode | undefined) => plain<EpisodeView>(episode);
type EpisodeQuery = { query: string; taskId?: string; limit?: number };

// Reads are safe to repeat; every mutation is keyed: a correction by its request id, a
// remembered statement by (task, tool call), an observed message by (stream, revision), and
// forgetting what is already forgotten changes nothing more.
const bindings: ApiBindings<MemoryApi> = {
  listMemories: rpc(m.listMemories, {
    idempotent: true,
    toRequest: (query) => ({ ...query }),
    fromRequest: (r) => [plain<{ scope?: MemoryView['scope']; taskId?: string; limit?: number }>(r)],
    toResponse: (memories) => ({ memories: memories.map(memoryIn) }),
    fromResponse: (r) => r.memories.map(memoryOut),
  }),
  getMemory: rpc(m.getMemory, {
    idempotent: true,
    toRequest: (memoryId) => ({ memoryId }),
    fromRequest: (r) => [r.memoryId],
    toResponse: (memory) => ({ memory: memoryIn(memory) }),
    fromResponse: (r) => memoryOut(r.memory),
  }),
  correctMemory: rpc(m.correctMemory, {
    idempotent: true,
    toRequest: (memoryId, input) => ({ memoryId, ...input }),
    fromRequest: (r) => [r.memoryId, { content: r.content, requestId: r.requestId }],
    toResponse: (memory) => ({ memory: memoryIn(memory) }),
    fromResponse: (r) => memoryOut(r.memory),
  }),
  forgetMemory: rpc(m.forgetMemory, {
    idempotent: true,
    toRequest: (memoryId, input) => ({
      memoryId,
      reason: input?.reason,
      messageId: input?.messageId,
      versions: input?.versions ?? [],
    }),
    fromRequest: ({ memoryId, reason, messageId, versions }) => [
      memoryId,
      reason !== undefined || messageId !== undefined || versions.length > 0
        ? {
            ...(reason !== undefined && { reason }),
            ...(messageId !== undefined && { messageId }),
            ...(versions.length > 0 && { versions }),
          }
        : undefined,
    ],
    toResponse: (result) => ({ ...result, profileVersion: BigInt(result.profileVersion) }),
    fromResponse: (r) => plain<ForgetResult>(r),
  }),
  getProfile: rpc(m.getProfile, {
    idempotent: true,
    toRequest: () => ({}),
    fromRequest: () => [],
    toResponse: (profile) => ({ profile: { ...profile, version: BigInt(profile.version) } }),
    fromResponse: (r) => plain<ProfileView>(r.profile),
  }),
  remember: rpc(m.remember, {
    idempotent: true,
    toRequest: (input) => input,
    fromRequest: (r) => [
      {
        subject: r.subject,
        content: r.content,
        scope: r.scope as MemoryView['scope'],
        taskId: r.taskId,
        toolCallId: r.toolCallId,
        excerpt: r.excerpt,
      },
    ],
    toResponse: (memory) => ({ memory: memoryIn(memory) }),
    fromResponse: (r) => memoryOut(r.memory),
  }),
  recall: rpc(m.recall, {
    idempotent: true,
    toRequest: (input) => input,
    fromRequest: (r) => [plain<{ query: string; taskId?: string; limit?: number }>(r)],
    toResponse: (hits) => ({ memories: hits.map((hit) => ({ memory: memoryIn(hit.memory), score: hit.score })) }),
    fromResponse: (r) =>
      r.memories.map((hit) => ({ memory: memoryOut(hit.memory), score: hit.score }) as RecalledMemory),
  }),
  listEpisodes: rpc(m.listEpisodes, {
    idempotent: true,
    toRequest: (query) => ({ ...query }),
    fromRequest: (r) => [plain<{ taskId?: string; limit?: number }>(r)],
    toResponse: (episodes) => ({ episodes: episodes.map(episodeIn) }),
    fromResponse: (r) => r.episodes.map(episodeOut),
  }),
  recallEpisodes: rpc(m.recallEpisodes, {
    idempotent: true,
    toRequest: (input) => input,
    fromRequest: (r) => [plain<EpisodeQuery>(r)],
    toResponse: (hits) => ({ episodes: hits.map((hit) => ({ episode: episodeIn(hit.episode), score: hit.score })) }),
    fromResponse: (r) =>
      r.episodes.map((hit) => ({ episode: episodeOut(hit.episode), score: hit.score }) as RecalledEpisode),
  }),
  observeMessage: rpc(m.observeMessage, {
    idempotent: true,
    toRequest: (input) => ({ ...input, revision: BigInt(input.revision) }),
    fromRequest: (r) => [
      plain<{ streamId: string; revision: number; messageId: string; text: string; taskId?: string }>(r),
    ],
    toResponse: (observed) => observed,
    fromResponse: (r) => plain<ObservedMessage>(r),
  }),
};

/** MemoryApi over `lomo.memory.v1.MemoryService`. */
export const memoryTransport: ApiTransport<MemoryApi> = { peer: 'memory', service: MemoryService, bindings };
