/**
 * Live check of the vendor adapters against the real services, for a developer with keys:
 * `npm run providers:live-check`. Each adapter runs only when its key or URL is set
 * (GENERATION_OPENAI_API_KEY, GENERATION_REPLICATE_API_TOKEN, GENERATION_FAL_KEY,
 * GENERATION_COMFYUI_URL) and then spends real money once (one small image; ComfyUI is free):
 * submit → poll to the end → stream the first output under the output limit. Webhooks need a
 * public URL and are not part of it. CI has no keys, so this is not part of CI.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readAllBytes } from '@lomo/service-api';
import { limitedOutput } from '../../application/read-output';
import { DeploymentCredentials, type GenerationProvider, type UpstreamStatus } from '../provider.port';
import { buildAdapters } from './build-adapters';
import { type AdapterId, ADAPTERS, providerAdapterSettings } from './providers.config';
import { NO_REFERENCES } from './references';

const env = process.env;
const configured: Record<AdapterId, string | undefined> = {
  openai: env.GENERATION_OPENAI_API_KEY,
  replicate: env.GENERATION_REPLICATE_API_TOKEN,
  fal: env.GENERATION_FAL_KEY,
  comfyui: env.GENERATION_COMFYUI_URL,
};

async function check(provider: GenerationProvider): Promise<string> {
  const scope = { workspaceId: 'live-check' };
  const kind = (await provider.capability()).kinds.image!;
  const key = `live-${Date.now()}`;
  const { upstreamJobId, status } = await provider.submit({
    idempotencyKey: key,
    workspaceId: scope.workspaceId,
    clientReference: key,
    kind: 'image',
    model: kind.model,
    prompt: 'a small red apple on a white table',
    params: Object.fromEntries(Object.entries(kind.params).map(([name, limit]) => [name, limit.min])),
    references: [],
  });
  const deadline = Date.now() + 300_000;
  let last: UpstreamStatus | undefined = status;
  while (!last || !['succeeded', 'failed', 'cancelled'].includes(last.state)) {
    if (Date.now() > deadline) return `timed out after 300 s (${upstreamJobId})`;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    last = await provider.query(upstreamJobId, scope);
  }
  if (last.state !== 'succeeded') return `${last.state} ${last.errorCode ?? ''} (${upstreamJobId})`;
  const output = await provider.fetchOutput(upstreamJobId, 0, scope);
  const bytes = await readAllBytes(limitedOutput(output, 64 * 2 ** 20));
  const { mediaType } = output;
  const sha = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return `ok: ${mediaType}, ${bytes.byteLength} bytes, sha256 ${sha} (${upstreamJobId.slice(0, 40)})`;
}

async function main(): Promise<void> {
  const enabled = ADAPTERS.filter((id) => configured[id]);
  const settings = providerAdapterSettings({
    ...(Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('GENERATION_'))) as object),
    GENERATION_PROVIDERS: enabled.join(','),
    GENERATION_SPOOL_DIR: mkdtempSync(join(tmpdir(), 'lomo-live-check-')),
  });
  const credentials = new DeploymentCredentials({
    openai: configured.openai,
    replicate: configured.replicate,
    fal: configured.fal,
  });
  const adapters = buildAdapters(settings, credentials, NO_REFERENCES, 120_000);
  for (const id of ADAPTERS) {
    const provider = adapters.providers.find((p) => p.id === id);
    const outcome = provider
      ? await check(provider).catch((error: unknown) => `error: ${String(error)}`)
      : 'not run (no key or URL configured)';
    process.stdout.write(`${id.padEnd(10)} ${outcome}\n`);
  }
  await adapters.close();
}

void main();
