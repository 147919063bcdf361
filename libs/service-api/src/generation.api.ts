import type { Money } from './billing.api';
import type { ApiCaller } from './caller';

/** One thing one provider can generate, as the capability registry lists it. */
export interface CapabilityEntryView {
  provider: string;
  /** `image`, `video`, `model3d`, … */
  kind: string;
  model: string;
  /** What a request may carry: always `prompt`; `reference_images`, `duration`, `size` where the model takes them. */
  inputs: string[];
  outputFormats: string[];
  maxPromptChars: number;
  maxReferences: number;
  params: Record<string, { min: number; max: number; default: number }>;
  /**
   * Price: `baseMinor` + `perUnitMinor` × the units of a call: the value of `unitParam`, or with a
   * configured `unit` one image, the seconds, the megapixels, or at most `maxUnits` compute seconds.
   */
  cost: {
    currency: string;
    baseMinor: number;
    perUnitMinor: number;
    unitParam?: string;
    unit?: 'image' | 'second' | 'megapixel' | 'compute_second';
    maxUnits?: number;
  };
  supports: { callbacks: boolean; polling: boolean; cancel: boolean; queryByKey: boolean };
}

/** The capability registry of this deployment: every configured provider's kinds and limits. */
export interface CapabilityRegistryView {
  providers: string[];
  entries: CapabilityEntryView[];
}

/** What one plan node needs, as the task runtime asks the registry about it. */
export interface PlanNodeNeedView {
  nodeId: string;
  /** The node's call, when it has one (`generate_video` with its input). */
  tool?: string;
  input?: Record<string, unknown>;
  /** References the node will get from other nodes' artifacts when it runs (counted against the model's limit). */
  referencesFromNodes?: number;
  /** A capability the node needs without naming a call (e.g. `{ kind: 'audio' }`). */
  requires?: { kind: string; inputs?: string[] };
}

/** The registry's answer: one problem per node it cannot make, in words the user reads. */
export interface PlanCheckView {
  problems: Array<{ nodeId: string; code: string; reason: string }>;
  checkedBy: string[];
  /** What each node's generation call would be quoted now (nodes whose call passes): what the DAG bounds its parallelism by. */
  quotes?: Array<{ nodeId: string; amount: Money }>;
}

/** The generation gateway's application API beyond its tools. */
export interface GenerationApi {
  /** Every configured provider's kinds, inputs, outputs, limits and prices. */
  capabilities(caller: ApiCaller): Promise<CapabilityRegistryView>;
  /** Checks plan nodes against the registry without sending or charging anything. */
  checkPlan(caller: ApiCaller, nodes: PlanNodeNeedView[]): Promise<PlanCheckView>;
}

export const GENERATION_API = Symbol('GENERATION_API');
