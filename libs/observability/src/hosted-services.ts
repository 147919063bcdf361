import { Controller, Get, Inject, Injectable, type Provider } from '@nestjs/common';
import { APP_NAME } from '@lomo/config';

/** What an operator needs to know about a service module hosted by this process. */
export interface ServiceDescriptor {
  name: string;
  /** What the service is responsible for, in one line. */
  purpose: string;
  /** Stream categories it owns (nobody else writes them); see docs/architecture.md. */
  ownsStreams: readonly string[];
}

/** The service modules this process hosts: all of them in `platform`, one elsewhere. */
@Injectable()
export class HostedServices {
  private readonly services: ServiceDescriptor[] = [];

  add(service: ServiceDescriptor): void {
    if (this.services.some((s) => s.name === service.name)) throw new Error(`service "${service.name}" hosted twice`);
    this.services.push(service);
  }

  list(): readonly ServiceDescriptor[] {
    return [...this.services].sort((a, b) => a.name.localeCompare(b.name));
  }
}

/** A provider that announces a service module to `HostedServices` when the module loads. */
export function hostedService(descriptor: ServiceDescriptor): Provider {
  return {
    provide: Symbol(`hosted:${descriptor.name}`),
    inject: [HostedServices],
    useFactory: (hosted: HostedServices) => hosted.add(descriptor),
  };
}

@Controller('info')
export class InfoController {
  constructor(
    @Inject(APP_NAME) private readonly app: string,
    private readonly hosted: HostedServices,
  ) {}

  /** Which app this is and which services it hosts: the first thing an operator asks. */
  @Get()
  info(): { app: string; services: readonly ServiceDescriptor[] } {
    return { app: this.app, services: this.hosted.list() };
  }
}
