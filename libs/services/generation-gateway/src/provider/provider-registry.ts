import { ApiError } from '@lomo/service-api';
import type { GenerationProvider } from './provider.port';

/** The providers this process can talk to, by id; the first registered is the default. */
export class ProviderRegistry {
  private readonly providers = new Map<string, GenerationProvider>();

  register(provider: GenerationProvider): void {
    this.providers.set(provider.id, provider);
  }

  ids(): string[] {
    return [...this.providers.keys()];
  }

  /** @throws ApiError(invalid, unknown_provider) */
  get(id?: string): GenerationProvider {
    const provider = id === undefined ? this.providers.values().next().value : this.providers.get(id);
    if (!provider)
      throw new ApiError(
        'invalid',
        'unknown_provider',
        `no generation provider ${id ?? '(default)'}; known: ${this.ids().join(', ') || 'none'}`,
      );
    return provider;
  }
}
