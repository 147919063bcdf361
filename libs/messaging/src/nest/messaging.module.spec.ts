import 'reflect-metadata';
import { Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfigModule, BaseAppConfig, loadConfig } from '@lomo/config';
import { jsonMessageType } from '../message-type';
import { message, type MessageBus } from '../message-bus';
import { InProcessMessageBus } from '../in-process/in-process-message-bus';
import { MESSAGE_BUS, MessagingModule } from './messaging.module';

const Ping = jsonMessageType<{ n: number }>('Ping');
const order: string[] = [];

/** A provider that, like task-runtime's drain, still publishes during its own shutdown hook. */
@Injectable()
class DrainingPublisher implements OnApplicationShutdown {
  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onApplicationShutdown(): Promise<void> {
    await this.bus.publish(message(Ping, { n: 1 }, { topic: 'task-runtime.wakeup.v1', key: 't1' }));
    order.push('service drained');
  }
}

@Module({ providers: [DrainingPublisher] })
class ServiceModule {}

describe('MessagingModule', () => {
  it('provides the in-process bus provisioned with the catalog, and closes it only after the services shut down', async () => {
    const config = loadConfig(BaseAppConfig, { LOG_LEVEL: 'silent' });
    // Import order puts the bus before the service, as in rootModule: the order must not depend on it.
    @Module({ imports: [AppConfigModule.forRoot(config, 'test'), MessagingModule.forRoot(config), ServiceModule] })
    class Root {}
    const app = await NestFactory.createApplicationContext(Root, { logger: false });
    const bus = app.get<MessageBus>(MESSAGE_BUS);
    expect(bus).toBeInstanceOf(InProcessMessageBus);
    const close = jest.spyOn(bus, 'close').mockImplementation(async function (this: InProcessMessageBus) {
      order.push('bus closed');
      return InProcessMessageBus.prototype.close.call(this);
    });
    await app.close();
    expect(close).toHaveBeenCalledTimes(1);
    expect(order).toEqual(['service drained', 'bus closed']);
  });
});
