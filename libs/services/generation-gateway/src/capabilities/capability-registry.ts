import type { CapabilityEntryView, CapabilityRegistryView } from '@lomo/service-api';
import type { KindCapability, ProviderCapability } from '../provider/provider.port';
import type { ProviderRegistry } from '../provider/provider-registry';

/** The inputs a kind accepts, named as plans ask for them. */
export function inputsOf(kind: KindCapability): string[] {
  const params = Object.keys(kind.params);
  return [
    'prompt',
    ...(kind.maxReferences > 0 ? ['reference_images'] : []),
    ...(params.some((p) => /^(seconds|duration|duration_seconds|length_seconds)$/.test(p)) ? ['duration'] : []),
    ...(params.includes('width') && params.includes('height') ? ['size'] : []),
  ];
}

function entriesOf(provider: string, capability: ProviderCapability): CapabilityEntryView[] {
  return Object.entries(capability.kinds).flatMap(([kind, k]) =>
    k
      ? [
          {
            provider,
            kind,
            model: k.model,
            inputs: inputsOf(k),
            outputFormats: k.outputFormats,
            maxPromptChars: k.maxPromptChars,
            maxReferences: k.maxReferences,
            params: k.params,
            cost: k.cost,
            supports: capability.supports,
          },
        ]
      : [],
  );
}

/**
 * The capability registry: aggregated from the providers this deployment configured,
 * asked afresh each time (a provider's capability may depend on its server, e.g. ComfyUI's
 * installed models). A provider that does not answer is left out and named in `unreachable`.
 */
export class CapabilityRegistry {
  constructor(private readonly providers: ProviderRegistry) {}

  async snapshot(): Promise<CapabilityRegistryView & { capabilities: Map<string, ProviderCapability> }> {
    const capabilities = new Map<string, ProviderCapability>();
    const ids = this.providers.ids();
    await Promise.all(
      ids.map(async (id) => {
        try {
          capabilities.set(id, await this.providers.get(id).capability());
        } catch {
          // Unreachable now: its kinds are not offered to plans until it answers again.
        }
      }),
    );
    const entries = ids.flatMap((id) => (capabilities.has(id) ? entriesOf(id, capabilities.get(id)!) : []));
    return { providers: ids, entries, capabilities };
  }
}
