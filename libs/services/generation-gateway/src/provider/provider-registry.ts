import { ApiError } from '@lomo/service-api';
import { type ModelPrice, PriceConfigError, priceOf, pricedKind } from '../capabilities/pricing';
import type { GenerationKind, GenerationProvider, KindCapability, ProviderCapability } from './provider.port';
import { tracedProvider } from './traced-provider';

/**
 * The providers this process can talk to, by id; the first listed one registered is the default.
 * Prices configured per model (`GENERATION_PRICES`) replace the adapters' defaults in every
 * capability it hands out, so the registry, plan checks, quotes and cost cards read one price.
 */
export class ProviderRegistry {
  private readonly providers = new Map<string, GenerationProvider>();
  private readonly unlisted = new Set<string>();

  constructor(private readonly prices: readonly ModelPrice[] = []) {}

  /**
   * `listed: false` keeps a provider out of the capability registry and the default: the video
   * renderer is reached only by its own tool (`render_video`), never offered as a generator.
   */
  register(provider: GenerationProvider, { listed = true } = {}): void {
    const priced = this.prices.some((p) => p.provider === provider.id) ? withPrices(provider, this.prices) : provider;
    this.providers.set(provider.id, tracedProvider(priced));
    if (!listed) this.unlisted.add(provider.id);
  }

  ids(): string[] {
    return [...this.providers.keys()].filter((id) => !this.unlisted.has(id));
  }

  /** @throws ApiError(invalid, unknown_provider) */
  get(id?: string): GenerationProvider {
    const provider = this.providers.get(id ?? this.ids()[0] ?? '');
    if (!provider)
      throw new ApiError(
        'invalid',
        'unknown_provider',
        `no generation provider ${id ?? '(default)'}; known: ${this.ids().join(', ') || 'none'}`,
      );
    return provider;
  }

  /**
   * At boot, once every provider is registered: each configured price names a provider and one
   * of its models, and a per-second price a model with a duration. A provider that does not
   * answer now (a ComfyUI server that is down) has its models left unchecked.
   * @throws PriceConfigError naming every price that cannot apply
   */
  async checkPrices(): Promise<void> {
    const problems: string[] = [];
    for (const price of this.prices) {
      const name = `${price.provider}:${price.model}`;
      const provider = this.providers.get(price.provider);
      if (!provider) {
        problems.push(`${name}: no provider ${price.provider} is configured (known: ${this.ids().join(', ')})`);
        continue;
      }
      const capability = await provider.capability().catch(() => undefined);
      if (!capability) continue;
      const kinds = Object.values(capability.kinds).filter((k): k is KindCapability => k?.model !== undefined);
      const kind = kinds.find((k) => priceOf([price], price.provider, k.model));
      if (!kind) problems.push(`${name}: ${price.provider} has no model ${price.model}`);
      else if (price.unit === 'second' && kind.cost.unitParam === undefined)
        problems.push(`${name}: priced per second, but the model takes no duration`);
    }
    if (problems.length > 0) throw new PriceConfigError(problems);
  }
}

/** The provider with its configured prices in its capability; every other call passes through. */
function withPrices(provider: GenerationProvider, prices: readonly ModelPrice[]): GenerationProvider {
  return {
    id: provider.id,
    capability: async (): Promise<ProviderCapability> => {
      const capability = await provider.capability();
      const kinds = Object.fromEntries(
        Object.entries(capability.kinds).map(([kind, k]) => [
          kind,
          k && pricedKind(k, priceOf(prices, provider.id, k.model)),
        ]),
      ) as Partial<Record<GenerationKind, KindCapability>>;
      return { ...capability, kinds };
    },
    submit: (request) => provider.submit(request),
    query: (upstreamJobId, scope) => provider.query(upstreamJobId, scope),
    queryByKey: (key, scope) => provider.queryByKey(key, scope),
    cancel: (upstreamJobId, scope) => provider.cancel(upstreamJobId, scope),
    fetchOutput: (upstreamJobId, index, scope) => provider.fetchOutput(upstreamJobId, index, scope),
    verifyCallback: (rawBody, headers, nowMs, query) => provider.verifyCallback(rawBody, headers, nowMs, query),
  };
}
