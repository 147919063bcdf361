import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ApiCaller, CapabilityRegistryView } from '@lomo/service-api';
import { CapabilityRegistry } from './capability-registry';

export class ListCapabilities extends Query<CapabilityRegistryView> {
  constructor(readonly caller: ApiCaller) {
    super();
  }
}

/** What the configured providers can make now; the same for every workspace. */
@QueryHandler(ListCapabilities)
export class ListCapabilitiesHandler implements IQueryHandler<ListCapabilities> {
  constructor(private readonly registry: CapabilityRegistry) {}

  async execute(): Promise<CapabilityRegistryView> {
    const { providers, entries } = await this.registry.snapshot();
    return { providers, entries };
  }
}
