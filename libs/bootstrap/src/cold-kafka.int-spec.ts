import { Inject, Injectable, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BaseAppConfig, loadConfig, waitForDependency } from '@lomo/config';
import {
  jsonMessageType,
  MESSAGE_BUS,
  type MessageBus,
  on,
  openKafkaMessageBus,
  type ReceivedMessage,
} from '@lomo/messaging';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createLomoApp } from './lomo-app';
import { freePort } from '@lomo/testing';

const root = resolve(__dirname, '../../..');
const probe = jsonMessageType<{ n: number }>('ColdStartProbed');
const TOPIC = 'cold-start.probe.v1';

/** Runs a project script with the test's environment plus `env`; its output is collected. */
function script(args: string[], env: Record<string, string>) {
  const child = spawn('bash', args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'close').then(([code]) => ({ code: code as number | null }));
  return { exited, output: () => output };
}

/** Subscribes at boot, as every service does, and records what it receives. */
@Injectable()
class JoinsAtBoot implements OnApplicationBootstrap {
  static received: Array<ReceivedMessage<{ n: number }>> = [];

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.bus.provision({
      topics: [{ name: TOPIC, partitions: 1 }],
      groups: [{ name: 'cold-start-probe', topics: [TOPIC] }],
    });
    await this.bus.subscribe({
      group: 'cold-start-probe',
      handlers: [on(probe, async (message) => void JoinsAtBoot.received.push(message))],
    });
  }
}

@Module({ providers: [JoinsAtBoot] })
class JoinsAtBootModule {}

/** The real path: a service's module subscribes in onApplicationBootstrap. */
async function bootAndConsume(config: BaseAppConfig): Promise<Array<{ n: number }>> {
  const app = await createLomoApp({ name: 'cold', config: BaseAppConfig, services: () => [JoinsAtBootModule] }, config);
  try {
    await app.init();
    const bus = app.get<MessageBus>(MESSAGE_BUS);
    await bus.publish({ topic: TOPIC, key: 'k', type: probe.type, value: probe.encode({ n: 1 }) });
    for (const deadline = Date.now() + 30_000; JoinsAtBoot.received.length === 0 && Date.now() < deadline;)
      await new Promise((r) => setTimeout(r, 100));
    return JoinsAtBoot.received.map((m) => m.payload);
  } finally {
    await app.close();
  }
}

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** The bus alone, with no client-level retries: a coordinator not ready yet fails an attempt at once. */
async function joinWithoutClientRetries(brokers: string): Promise<{ joined: boolean }> {
  const wait = { timeoutMs: 150_000, initialDelayMs: 100, maxDelayMs: 1_000 };
  const retry = { retries: 0 };
  const bus = await waitForDependency(
    'Kafka',
    () => openKafkaMessageBus({ brokers: [brokers], retry, publishRetry: retry, joinWait: wait, logger: quiet }),
    wait,
  );
  try {
    await waitForDependency(
      'topics',
      () =>
        bus.provision({
          topics: [{ name: TOPIC, partitions: 1 }],
          groups: [{ name: 'cold-start-bare', topics: [TOPIC] }],
        }),
      wait,
    );
    const subscription = await bus.subscribe({
      group: 'cold-start-bare',
      handlers: [on(probe, async () => undefined)],
    });
    await subscription.close({ timeoutMs: 5_000 });
    return { joined: true };
  } finally {
    await bus.close();
  }
}

describe('a service booting against a brand-new Kafka broker', () => {
  it('given a broker started from an empty data dir this instant, when a service boots and joins a group at once, then it waits, joins, and consumes; services.sh up returns only once a group can be served', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'lomo-fresh-kafka-'));
    const env = {
      LOMO_KAFKA_DIR: dir,
      LOMO_KAFKA_PORT: String(await freePort()),
      LOMO_KAFKA_CONTROLLER_PORT: String(await freePort()),
    };
    const services = (command: 'up' | 'down') => script(['scripts/services.sh', command, 'kafka'], env);
    const starting = services('up');
    try {
      const config = loadConfig(BaseAppConfig, {
        LOG_LEVEL: 'silent',
        DATABASE_URL: 'memory://',
        BUS: 'kafka',
        KAFKA_BROKERS: `127.0.0.1:${env.LOMO_KAFKA_PORT}`,
        STARTUP_TIMEOUT_MS: '150000',
      });
      // A broker that could not start (a port taken meanwhile, a failed storage format) ends
      // `services.sh up` at once: say so with its output, not after the clients' 150 s wait.
      const brokerFailed = starting.exited.then(({ code }) =>
        code === 0
          ? new Promise<never>(() => undefined)
          : Promise.reject(new Error(`services.sh up kafka exited ${code}:\n${starting.output().slice(-4_000)}`)),
      );
      const [viaApp, viaBus] = await Promise.race([
        Promise.all([bootAndConsume(config), joinWithoutClientRetries(config.KAFKA_BROKERS!)]),
        brokerFailed,
      ]);
      expect(viaApp).toEqual([{ n: 1 }]);
      // kafkajs's own retries are off there: only the join wait can have got it through.
      expect(viaBus).toEqual({ joined: true });
      const ready = await starting.exited;
      expect({ code: ready.code, ready: /consumer group joined, offset committed/.test(starting.output()) }).toEqual({
        code: 0,
        ready: true,
      });
    } finally {
      await starting.exited;
      await services('down').exited;
      await rm(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
