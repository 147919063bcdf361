import { create } from '@bufbuild/protobuf';
import { encodeEvent, envelopeOf, MEMORY_STREAMS, MemoryForgottenSchema } from '@lomo/contracts';
import type { OutboxRoute } from '@lomo/event-store';
import { TOPICS } from '@lomo/messaging';
import type { MemoryEvent } from '../domain/memory.events';

const FORGOTTEN = 'lomo.memory.v1.MemoryForgotten';
type Forgotten = Extract<MemoryEvent, { type: 'MemoryForgotten' }>['data'];

/**
 * `MemoryForgotten` → `memory.memory.v1`: ids only (which evidence, which memories, which
 * profile version), never what was forgotten, so other services' projections (router index,
 * context caches) purge what they derived without the topic keeping the content (R-10.8).
 */
export const memoryOutboxRoutes: readonly OutboxRoute[] = [
  {
    categories: [MEMORY_STREAMS.category],
    eventTypes: ['MemoryForgotten'],
    topic: TOPICS.memory.memory,
    toMessage: (event) => {
      const data = event.data as Forgotten;
      const memoryIds = [...new Set([...data.purged.map((p) => p.memoryId), ...data.removedMemoryIds])];
      const payload = create(MemoryForgottenSchema, {
        envelope: envelopeOf(event),
        userId: String(event.metadata.userId ?? ''),
        evidenceIds: data.evidenceIds,
        memoryIds,
        taskIds: data.taskIds ?? [],
        profileVersion: BigInt(data.profileVersion),
      });
      return { type: FORGOTTEN, value: encodeEvent(FORGOTTEN, payload) };
    },
  },
];
