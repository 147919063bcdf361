import { ApiError } from '@lomo/service-api';
import type { GenerationProvider } from './provider.port';

/** The providers this process can talk to, by id; the first listed one registered is the default. */
export class ProviderRegistry {
  private readonly providers = new Map<string, GenerationProvider>();
  private readonly unlisted = new Set<string>();

  /**
   * `listed: false` keeps a provider out of the capability registry and the default: the video
   * renderer is reached only by its own tool (`render_video`), never offered as a generator.
   */
  register(provider: GenerationProvider, { listed = true } = {}): void {
    this.providers.set(provider.id, provider);
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
}
