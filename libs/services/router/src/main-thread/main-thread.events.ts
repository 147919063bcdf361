import type { RoutingDecision } from '@lomo/service-api';

/**
 * Events of a main-thread stream (`main-{workspace}-{user}`, R-1.1). The router owns it:
 * what the user said there and where each message went.
 */
export type MainThreadEvent =
  | {
      type: 'MainMessagePosted';
      data: { messageId: string; text: string; target?: { taskId?: string; objectId?: string }; at: string };
    }
  | {
      type: 'MainMessageRouted';
      data: { messageId: string; decision: RoutingDecision; taskIds: string[]; reason: string; at: string };
    };

/** Posts a message together with the routing the service decided (validation needs I/O, so it happens before). */
export interface RecordRouting {
  type: 'RecordRouting';
  messageId: string;
  text: string;
  target?: { taskId?: string; objectId?: string };
  decision: RoutingDecision;
  taskIds: string[];
  reason: string;
  at: string;
}

/** The ids already posted: a repeated message id is a no-op. */
export interface MainThreadState {
  messageIds: ReadonlySet<string>;
}
