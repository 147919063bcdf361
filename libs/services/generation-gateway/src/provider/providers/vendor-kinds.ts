import {
  type GenerationKind,
  type JobScope,
  type KindCapability,
  type ParamLimit,
  type ProviderCapability,
  type ProviderCredentials,
  SubmissionRejected,
  type SubmitRequest,
} from '../provider.port';
import { type InputVendor, modelInputs, profileInput } from './model-inputs';
import { dataUri, type ReferenceSource } from './references';

/** One kind a hosted-model provider serves: which model, its inputs and this deployment's price. */
export interface VendorKind {
  /** `owner/name` or `owner/name:version` (Replicate); an endpoint id like `fal-ai/flux/dev` (fal). */
  model: string;
  params: Record<string, ParamLimit>;
  /** Input field a reference image goes to (as a data URI); none = the kind takes no references. */
  referenceInput?: string;
  outputFormats: string[];
  cost: KindCapability['cost'];
}

export type VendorKinds = Partial<Record<GenerationKind, VendorKind>>;

const size = { width: { min: 256, max: 1440, default: 1024 }, height: { min: 256, max: 1440, default: 1024 } };

/** Capability rows from the configured kinds (R-11.1: what the planner and the gateway check against). */
export function vendorCapabilityKinds(kinds: VendorKinds): Partial<Record<GenerationKind, KindCapability>> {
  return Object.fromEntries(
    Object.entries(kinds).map(([kind, v]) => [
      kind,
      {
        model: v.model,
        outputFormats: v.outputFormats,
        maxPromptChars: 4000,
        maxReferences: v.referenceInput ? 1 : 0,
        params: v.params,
        cost: v.cost,
      } satisfies KindCapability,
    ]),
  );
}

/**
 * Parses `image=owner/model,audio=owner/other:version` into kinds with default inputs and prices.
 * A model whose request schema is vendored takes its reference field from that schema (none =
 * it takes no references); any other model keeps the generic `image` field, unchecked.
 */
export function parseVendorKinds(spec: string, currency: string, vendor?: InputVendor): VendorKinds {
  const kinds: VendorKinds = {};
  for (const entry of spec
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [kind, model] = entry.split('=', 2) as [string, string | undefined];
    if (!model || !(kind in DEFAULTS))
      throw new Error(`bad provider model entry "${entry}" (kind=model, kinds: image, video, audio)`);
    const defaults = DEFAULTS[kind as keyof typeof DEFAULTS](currency);
    const profile = vendor ? modelInputs(vendor, model) : undefined;
    kinds[kind as keyof typeof DEFAULTS] = profile
      ? { ...defaults, model, referenceInput: profile.reference }
      : { ...defaults, model };
  }
  return kinds;
}

const DEFAULTS = {
  image: (currency: string): Omit<VendorKind, 'model'> => ({
    params: size,
    referenceInput: 'image',
    outputFormats: ['image/png', 'image/webp', 'image/jpeg'],
    cost: { currency, baseMinor: 3, perUnitMinor: 0 },
  }),
  video: (currency: string): Omit<VendorKind, 'model'> => ({
    params: { ...size, seconds: { min: 1, max: 10, default: 5 } },
    referenceInput: 'image',
    outputFormats: ['video/mp4'],
    cost: { currency, baseMinor: 10, perUnitMinor: 10, unitParam: 'seconds' },
  }),
  audio: (currency: string): Omit<VendorKind, 'model'> => ({
    params: { duration: { min: 1, max: 30, default: 8 } },
    outputFormats: ['audio/wav', 'audio/mpeg'],
    cost: { currency, baseMinor: 2, perUnitMinor: 1, unitParam: 'duration' },
  }),
};

/** A hosted-model provider's capability: its kinds; webhooks, polling and cancel, no idempotency keys. */
export function vendorCapability(kinds: VendorKinds): Promise<ProviderCapability> {
  return Promise.resolve({
    kinds: vendorCapabilityKinds(kinds),
    supports: { callbacks: true, polling: true, cancel: true, queryByKey: false },
  });
}

/**
 * The model input. A model with a vendored schema gets the fields that schema names (see
 * `model-inputs.ts`): its size field, its duration field, its reference field, its fixed
 * choices. Any other model gets the prompt, the numeric params by name and the first reference
 * under the configured field (`referenceSuffix` appended: fal's `_url` convention).
 */
export async function vendorInput(
  kinds: VendorKinds,
  request: SubmitRequest,
  references: ReferenceSource,
  vendor: InputVendor,
  referenceSuffix = '',
): Promise<Record<string, unknown>> {
  const kind = kinds[request.kind];
  const reference = request.references[0]
    ? dataUri(await references.read(request.workspaceId, request.references[0]))
    : undefined;
  const [model] = request.model.split(':') as [string];
  const profile = modelInputs(vendor, model);
  if (profile) return profileInput(vendor, profile, request, reference);
  const input: Record<string, unknown> = { prompt: request.prompt, ...request.params };
  if (kind?.referenceInput && reference) input[`${kind.referenceInput}${referenceSuffix}`] = reference;
  return input;
}

/** The workspace's key for this provider, asked now; none = a typed refusal (nothing is sent). */
export async function requireKey(
  credentials: ProviderCredentials,
  providerId: string,
  scope: JobScope,
): Promise<string> {
  const key = await credentials.resolve(providerId, scope.workspaceId);
  if (!key) throw new SubmissionRejected(`${providerId}:no_credential`);
  return key;
}
