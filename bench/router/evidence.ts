import { mainThreadStreamId } from '@lomo/contracts';
import type { EventStore } from '@lomo/event-store';
import type { ApiCaller } from '@lomo/service-api';

/** What the routing event records beyond the thread entry: who decided, the prompt's size, a model fallback. */
export interface RoutingEvidence {
  promptTokens?: number;
  decidedBy?: string;
  modelFallback?: string;
  searchDegraded?: string;
}

/** The routing events of the caller's main thread, by message id (read once, after the run). */
export async function routingEvidence(store: EventStore, caller: ApiCaller): Promise<Map<string, RoutingEvidence>> {
  const events = await store.readStream(mainThreadStreamId(caller.workspaceId, caller.userId));
  const byMessage = new Map<string, RoutingEvidence>();
  for (const e of events)
    if (e.type === 'MainMessageRouted') {
      const data = e.data as RoutingEvidence & { messageId: string };
      byMessage.set(data.messageId, data);
    }
  return byMessage;
}
