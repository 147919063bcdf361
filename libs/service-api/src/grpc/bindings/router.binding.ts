import { RouterService } from '@lomo/contracts';
import type { MainThreadEntry, RouterApi } from '../../router.api';
import { plain } from '../plain';
import { rpc, type ApiBindings, type ApiTransport } from '../rpc';

const m = RouterService.method;

/**
 * An entry as the interface has it: proto3 sends an empty list for a routing card's `memories`,
 * an entry without candidates or moves; the interface leaves them out.
 */
const entryOut = (wire: unknown): MainThreadEntry => {
  const { candidates, moves, ...entry } = plain<MainThreadEntry>(wire);
  const lists = { ...(candidates?.length ? { candidates } : {}), ...(moves?.length ? { moves } : {}) };
  if (entry.card && !entry.card.memories?.length) {
    const { memories: _none, ...card } = entry.card;
    return { ...entry, card, ...lists };
  }
  return { ...entry, ...lists };
};

const bindings: ApiBindings<RouterApi> = {
  postMessage: rpc(m.postMessage, {
    // Re-posting a message id returns the first routing and changes nothing.
    idempotent: true,
    toRequest: (input) => input,
    fromRequest: (r) => [plain(r)],
    toResponse: (entry) => ({ entry }),
    fromResponse: (r) => entryOut(r.entry),
  }),
  readThread: rpc(m.readThread, {
    idempotent: true,
    toRequest: (query) => ({ limit: query?.limit }),
    fromRequest: (r) => [plain({ limit: r.limit })],
    toResponse: (entries) => ({ entries }),
    fromResponse: (r) => r.entries.map(entryOut),
  }),
  answerCard: rpc(m.answerCard, {
    // The same answer again returns the entry; another one is a conflict, never a second routing.
    idempotent: true,
    toRequest: (messageId, input) => ({ messageId, optionId: input.optionId }),
    fromRequest: (r) => [r.messageId, { optionId: r.optionId }],
    toResponse: (entry) => ({ entry }),
    fromResponse: (r) => entryOut(r.entry),
  }),
  moveMessage: rpc(m.moveMessage, {
    // The same move to a task again returns the entry; a move to "new" again would start another task.
    idempotent: (_messageId, input) => input.taskId !== 'new',
    toRequest: (messageId, input) => ({ messageId, taskId: input.taskId }),
    fromRequest: (r) => [r.messageId, { taskId: r.taskId }],
    toResponse: (entry) => ({ entry }),
    fromResponse: (r) => entryOut(r.entry),
  }),
  erasePerson: rpc(m.erasePerson, {
    // Erasing again erases nothing more.
    idempotent: true,
    toRequest: () => ({}),
    fromRequest: () => [],
    toResponse: (erased) => erased,
    fromResponse: (r) => ({ messages: r.messages, documents: r.documents }),
  }),
};

/** RouterApi over `lomo.router.v1.RouterService`. */
export const routerTransport: ApiTransport<RouterApi> = { peer: 'router', service: RouterService, bindings };
