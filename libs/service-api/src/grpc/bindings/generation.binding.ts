import { GenerationService, type PlanNodeNeed as WireNeed } from '@lomo/contracts';
import type { CapabilityRegistryView, GenerationApi, PlanCheckView, PlanNodeNeedView } from '../../generation.api';
import { fromValue, plain, toValue } from '../plain';
import { rpc, type ApiBindings, type ApiTransport } from '../rpc';

const m = GenerationService.method;

/** A node's call input is any JSON object: `google.protobuf.Value` on the wire. */
const needIn = (need: PlanNodeNeedView) => ({ ...need, input: toValue(need.input) });
/** A requirement without inputs (an empty repeated field on the wire) has none, as it was sent. */
const needOut = (need: WireNeed): PlanNodeNeedView => {
  const { input, requires, ...rest } = plain<Omit<PlanNodeNeedView, 'input'> & { input?: unknown }>(need);
  return {
    ...rest,
    ...(input !== undefined ? { input: fromValue(need.input) as Record<string, unknown> } : {}),
    ...(requires ? { requires: requires.inputs?.length ? requires : { kind: requires.kind } } : {}),
  };
};

/** Prices in minor units are int64 on the wire. */
const registryIn = (registry: CapabilityRegistryView) => ({
  ...registry,
  entries: registry.entries.map((entry) => ({
    ...entry,
    cost: { ...entry.cost, baseMinor: BigInt(entry.cost.baseMinor), perUnitMinor: BigInt(entry.cost.perUnitMinor) },
  })),
});

type WireCheck = { problems: PlanCheckView['problems']; checkedBy: string[]; quotes: WireQuote[] };
type WireQuote = { nodeId: string; amountMinor: number; currency: string };
/** A quote's money is flat on the wire (`PlanQuote`: minor units as int64, its currency). */
const checkIn = ({ quotes = [], ...check }: PlanCheckView) => ({
  ...check,
  quotes: quotes.map((q) => ({
    nodeId: q.nodeId,
    amountMinor: BigInt(q.amount.amountMinor),
    currency: q.amount.currency,
  })),
});
/** No quotes (an empty repeated field) is an answer without them, as the in-process call may give. */
const checkOut = (check: WireCheck): PlanCheckView => {
  const { quotes, ...rest } = check;
  if (!quotes.length) return rest;
  return {
    ...rest,
    quotes: quotes.map((q) => ({ nodeId: q.nodeId, amount: { amountMinor: q.amountMinor, currency: q.currency } })),
  };
};

// Both methods are reads of the deployment's registry: safe to repeat after any failure.
const bindings: ApiBindings<GenerationApi> = {
  capabilities: rpc(m.listCapabilities, {
    idempotent: true,
    toRequest: () => ({}),
    fromRequest: () => [],
    toResponse: registryIn,
    fromResponse: (r) => plain<CapabilityRegistryView>(r),
  }),
  checkPlan: rpc(m.checkPlan, {
    idempotent: true,
    toRequest: (nodes) => ({ nodes: nodes.map(needIn) }),
    fromRequest: (r) => [r.nodes.map(needOut)],
    toResponse: checkIn,
    fromResponse: (r) => checkOut(plain<WireCheck>(r)),
  }),
};

/**
 * GenerationApi (the capability registry, R-11.1) over `lomo.generation_gateway.v1.GenerationService`;
 * its `GetJob` is not part of this API and stays unserved.
 */
export const generationTransport: ApiTransport<GenerationApi> = {
  peer: 'generation-gateway',
  service: GenerationService,
  bindings,
};
