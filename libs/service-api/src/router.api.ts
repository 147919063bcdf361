import type { ApiCaller } from './caller';

/** How the router placed a main-thread message. */
export type RoutingDecision = 'delivered_to_task' | 'delivered_by_object_link' | 'created_task';

/** One message of the main thread with where it went. */
export interface MainThreadEntry {
  messageId: string;
  text: string;
  postedAt: string;
  /** The explicit target the client named, if any. */
  target?: { taskId?: string; objectId?: string };
  decision: RoutingDecision;
  taskIds: string[];
  /** Global log position of the routing event (resumable cursor). */
  position: string;
}

/**
 * The router's application API: the main thread of one user in one workspace, stream
 * `main-{workspace}-{user}`. Deterministic routing: an explicit task
 * id goes to that task's inbox, an object reference to the task(s) linked to it, anything
 * else creates a new task until semantic routing exists. Re-posting a `messageId` returns
 * the first routing and changes nothing.
 */
export interface RouterApi {
  postMessage(
    caller: ApiCaller,
    input: { messageId: string; text: string; taskId?: string; objectId?: string; language?: string },
  ): Promise<MainThreadEntry>;
  readThread(caller: ApiCaller, query?: { limit?: number }): Promise<MainThreadEntry[]>;
}

export const ROUTER_API = Symbol('ROUTER_API');
