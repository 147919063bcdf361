import { RouterService } from '@lomo/contracts';
import type { MainThreadEntry, RouterApi } from '../../router.api';
import { plain } from '../plain';
import { rpc, type ApiBindings, type ApiTransport } from '../rpc';

const m = RouterService.method;

/** An entry as the interface has it: a routing card has no `memories` (proto3 sends an empty list). */
const entryOut = (wire: unknown): MainThreadEntry => {
  const entry = plain<MainThreadEntry>(wire);
  if (entry.card && !entry.card.memories?.length) {
    const { memories: _none, ...card } = entry.card;
    return { ...entry, card };
  }
  return entry;
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
};

/** RouterApi over `lomo.router.v1.RouterService`. */
export const routerTransport: ApiTransport<RouterApi> = { peer: 'router', service: RouterService, bindings };
