import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { GenerationProvider, ProviderCredentials } from '../provider.port';
import { ComfyUiProvider } from './comfyui';
import { FalProvider } from './fal';
import { BackgroundSubmission } from '../background-submission';
import { OpenAiImagesProvider } from './openai-images';
import { OutputSpool } from './output-spool';
import { enabledAdapters, type ProviderAdaptersConfigValues } from './providers.config';
import type { ReferenceSource } from './references';
import { ReplicateProvider } from './replicate';
import { parseVendorKinds } from './vendor-kinds';

/** The enabled vendor adapters, built from validated config; `close` ends their connections. */
export function buildAdapters(
  settings: ProviderAdaptersConfigValues,
  credentials: ProviderCredentials,
  references: ReferenceSource,
  requestTimeoutMs: number,
): { providers: GenerationProvider[]; close: () => Promise<void> } {
  const limits = { requestTimeoutMs, maxOutputBytes: settings.GENERATION_MAX_OUTPUT_BYTES };
  const comfy: ComfyUiProvider[] = [];
  const providers = enabledAdapters(settings).map((id): GenerationProvider => {
    switch (id) {
      case 'openai':
        // Synchronous upstream: each call runs as a background job, bounded per provider (ADR 0040).
        return new BackgroundSubmission(
          new OpenAiImagesProvider({
            baseUrl: settings.GENERATION_OPENAI_BASE_URL,
            model: settings.GENERATION_OPENAI_MODEL,
            costMinor: settings.GENERATION_OPENAI_COST_MINOR,
            credentials,
            references,
            spool: new OutputSpool(settings.GENERATION_SPOOL_DIR ?? join(tmpdir(), 'lomo-generation-spool')),
            limits: { ...limits, requestTimeoutMs: settings.GENERATION_OPENAI_TIMEOUT_MS },
          }),
          { concurrency: settings.GENERATION_OPENAI_CONCURRENCY },
        );
      case 'replicate':
        return new ReplicateProvider({
          baseUrl: settings.GENERATION_REPLICATE_BASE_URL,
          kinds: parseVendorKinds(settings.GENERATION_REPLICATE_MODELS, 'USD', 'replicate'),
          credentials,
          references,
          limits,
        });
      case 'fal':
        return new FalProvider({
          queueUrl: settings.GENERATION_FAL_QUEUE_URL,
          jwksUrl: settings.GENERATION_FAL_JWKS_URL,
          kinds: parseVendorKinds(settings.GENERATION_FAL_MODELS, 'USD', 'fal'),
          credentials,
          references,
          limits,
        });
      case 'comfyui': {
        const provider = new ComfyUiProvider({
          baseUrl: settings.GENERATION_COMFYUI_URL!,
          checkpoint: settings.GENERATION_COMFYUI_CHECKPOINT,
          credentials,
          limits,
        });
        comfy.push(provider);
        return provider;
      }
    }
  });
  return { providers, close: async () => void (await Promise.all(comfy.map((p) => p.close()))) };
}
