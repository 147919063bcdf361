import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signCallback, SIGNATURE_HEADER } from '../../callback-signature';
import { HttpGenerationProvider } from '../../http-provider';
import type { ProviderCredentials } from '../../provider.port';
import { SimulatedUpstream } from '../../../simulated/simulated-upstream';
import { ComfyUiProvider } from '../comfyui';
import { FalProvider } from '../fal';
import { OpenAiImagesProvider } from '../openai-images';
import { OutputSpool } from '../output-spool';
import type { ReferenceSource } from '../references';
import { ReplicateProvider } from '../replicate';
import { parseVendorKinds } from '../vendor-kinds';
import { ComfyUiDouble } from './comfyui-double';
import type { ConformanceWorld, Delivery } from './conformance-world';
import { FalDouble } from './fal-double';
import { OpenAiDouble } from './openai-double';
import { CONFORMANCE_KEY, CONFORMANCE_MAX_OUTPUT, CONFORMANCE_WORKSPACE } from './provider.conformance';
import { ReplicateDouble } from './replicate-double';
import { OVERSIZED_BYTES, type DoubleScript } from './wire-double';

/** The vault stand-in: the conformance workspace's own key, nobody else's. */
export const conformanceCredentials: ProviderCredentials = {
  resolve: (_provider, workspaceId) =>
    Promise.resolve(workspaceId === CONFORMANCE_WORKSPACE ? CONFORMANCE_KEY : undefined),
};

/** One small PNG as a workspace reference. */
export const conformanceReferences: ReferenceSource = {
  read: (_workspaceId, objectId) =>
    Promise.resolve({
      bytes: new Uint8Array(Buffer.from('89504e470d0a1a0a', 'hex')),
      mediaType: 'image/png',
      name: `${objectId}.png`,
    }),
};

/** Short timeouts so `hang` ends quickly; the conformance suite's output limit sits under the doubles' oversized output. */
const limits = { requestTimeoutMs: 1_500, maxOutputBytes: CONFORMANCE_MAX_OUTPUT * 2 };

export async function openAiWorld(): Promise<ConformanceWorld> {
  const double = new OpenAiDouble(CONFORMANCE_KEY);
  const baseUrl = `${await double.start()}/v1`;
  const dir = await mkdtemp(join(tmpdir(), 'lomo-openai-spool-'));
  const spool = new OutputSpool(dir);
  const provider = new OpenAiImagesProvider({
    baseUrl,
    credentials: conformanceCredentials,
    references: conformanceReferences,
    spool,
    limits,
  });
  return {
    provider,
    kind: 'image',
    reasonPrefix: 'openai:',
    authorization: `Bearer ${CONFORMANCE_KEY}`,
    script: (script: DoubleScript) => double.script(script),
    creates: () => double.creates(),
    createAuthorizations: () => double.ledger.map((r) => r.authorization),
    outputOf: () => [...double.jobs.values()].at(-1)!.output,
    cancels: () => 0,
    violations: () => double.violations,
    checked: () => double.checked,
    close: async () => {
      await double.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Replicate with the models of `models` (`kind=owner/name,…`; each must have a vendored schema). */
export async function replicateWorld(models = 'image=black-forest-labs/flux-schnell'): Promise<ConformanceWorld> {
  const double = new ReplicateDouble(CONFORMANCE_KEY);
  const url = await double.start();
  const provider = new ReplicateProvider({
    baseUrl: `${url}/v1`,
    kinds: parseVendorKinds(models, 'USD', 'replicate'),
    credentials: conformanceCredentials,
    references: conformanceReferences,
    limits,
  });
  const delivery = (
    id: string,
    ref: string,
    ws: string,
    options: Parameters<ReplicateDouble['webhook']>[1],
  ): Delivery => ({
    ...double.webhook(id, options),
    query: { ws, ref },
  });
  return {
    provider,
    kind: 'image',
    reasonPrefix: 'replicate:',
    authorization: `Bearer ${CONFORMANCE_KEY}`,
    script: (script) => double.script(script),
    creates: () => double.creates(),
    createAuthorizations: () =>
      double.ledger.filter((r) => r.method === 'POST' && /predictions$/.test(r.path)).map((r) => r.authorization),
    outputOf: (id) => double.jobs.get(id)!.output,
    cancels: () => double.ledger.filter((r) => r.path.endsWith('/cancel')).length,
    violations: () => double.violations,
    checked: () => double.checked,
    webhooks: {
      valid: (id, ref, ws) => delivery(id, ref, ws, {}),
      forged: (id, ref, ws) => delivery(id, ref, ws, { secret: `whsec_${randomBytes(24).toString('base64')}` }),
      stale: (id, ref, ws) => delivery(id, ref, ws, { at: new Date(Date.now() - 600_000) }),
    },
    close: () => double.stop(),
  };
}

/** fal with the endpoints of `models` (`kind=endpoint,…`; each must have a vendored schema). */
export async function falWorld(
  models = 'image=fal-ai/flux/schnell,audio=fal-ai/stable-audio',
): Promise<ConformanceWorld> {
  const double = new FalDouble(CONFORMANCE_KEY);
  const url = await double.start();
  const provider = new FalProvider({
    queueUrl: url,
    jwksUrl: `${url}/.well-known/jwks.json`,
    kinds: parseVendorKinds(models, 'USD', 'fal'),
    credentials: conformanceCredentials,
    references: conformanceReferences,
    limits,
  });
  const requestIdOf = (upstreamJobId: string) => upstreamJobId.split('::')[1]!;
  const delivery = (
    upstreamJobId: string,
    ref: string,
    ws: string,
    options: Parameters<FalDouble['webhook']>[1],
  ): Delivery => ({
    ...double.webhook(requestIdOf(upstreamJobId), options),
    query: { ws, ref, app: upstreamJobId.split('::')[0]! },
  });
  return {
    provider,
    kind: 'image',
    reasonPrefix: 'fal:',
    authorization: `Key ${CONFORMANCE_KEY}`,
    script: (script) => double.script(script),
    creates: () => double.creates(),
    createAuthorizations: () => double.ledger.filter((r) => r.method === 'POST').map((r) => r.authorization),
    outputOf: (id) => double.jobs.get(requestIdOf(id))!.output,
    cancels: () => double.ledger.filter((r) => r.path.endsWith('/cancel')).length,
    violations: () => double.violations,
    checked: () => double.checked,
    webhooks: {
      valid: (id, ref, ws) => delivery(id, ref, ws, {}),
      forged: (id, ref, ws) => delivery(id, ref, ws, { key: generateKeyPairSync('ed25519').privateKey }),
      stale: (id, ref, ws) => delivery(id, ref, ws, { atSeconds: Math.floor(Date.now() / 1000) - 600 }),
    },
    close: () => double.stop(),
  };
}

export async function comfyUiWorld(): Promise<ConformanceWorld> {
  const double = new ComfyUiDouble();
  const baseUrl = await double.start();
  const provider = new ComfyUiProvider({ baseUrl, limits });
  return {
    provider,
    kind: 'image',
    reasonPrefix: 'comfyui:',
    script: (script) => double.script(script),
    creates: () => double.creates(),
    createAuthorizations: () => [],
    outputOf: (id) => double.jobs.get(id)!.output,
    cancels: () =>
      double.ledger.filter((r) => r.method === 'POST' && (r.path === '/interrupt' || r.path === '/queue')).length,
    violations: () => double.violations,
    checked: () => double.checked,
    close: async () => {
      await provider.close();
      await double.stop();
    },
  };
}

/** The generic HTTP provider against the simulated upstream (scripts by prompt). */
export async function httpWorld(): Promise<ConformanceWorld> {
  const secret = randomBytes(16).toString('hex');
  const upstream = new SimulatedUpstream({ secret });
  const url = await upstream.start();
  const provider = new HttpGenerationProvider({
    id: 'http',
    baseUrl: url,
    secrets: [secret],
    credentials: conformanceCredentials,
    limits,
    requestTimeoutMs: limits.requestTimeoutMs,
  });
  const scripts: Record<DoubleScript, object> = {
    reject: { rejectWith: 'content_policy' },
    fail: { failWith: 'upstream_exploded' },
    hang: { hangAfterCreate: true },
    malformed: { malformedAnswer: true },
    slow: { steps: 10_000, stepMs: 50 },
    oversized: { oversizedOutput: OVERSIZED_BYTES },
  };
  const sign = (upstreamJobId: string, ref: string, key: string, t: number): Delivery => {
    const raw = Buffer.from(
      JSON.stringify({ id: upstreamJobId, clientReference: ref, state: 'succeeded', progress: 100, outputs: [] }),
    );
    return { raw, headers: { [SIGNATURE_HEADER]: signCallback(raw, key, t) }, query: {} };
  };
  const now = () => Math.floor(Date.now() / 1000);
  return {
    provider,
    kind: 'image',
    reasonPrefix: '',
    authorization: `Bearer ${CONFORMANCE_KEY}`,
    script: (script, prompt) => upstream.script({ promptContains: prompt, script: scripts[script] }),
    creates: () => new Set(upstream.submissions().map((e) => e.upstreamJobId ?? e.at)).size,
    createAuthorizations: () => upstream.submissions().map((e) => e.authorization),
    outputOf: (id) => Buffer.from(upstream.outputOf(id, 0)),
    cancels: () => upstream.ledger.filter((e) => e.path.endsWith('/cancel')).length,
    violations: () => [],
    checked: () => [],
    webhooks: {
      valid: (id, ref) => sign(id, ref, secret, now()),
      forged: (id, ref) => sign(id, ref, 'not-the-secret', now()),
      stale: (id, ref) => sign(id, ref, secret, now() - 600),
    },
    close: () => upstream.stop(),
  };
}
