import { Logger, Module, type OnModuleInit } from '@nestjs/common';
import { systemClock } from '@lomo/clock';
import { APP_CONFIG } from '@lomo/config';
import { SQL_CLIENT, type SqlClient } from '@lomo/database';
import { EVENT_STORE, type EventStore } from '@lomo/event-store';
import { DataKeys } from './data-keys';
import { Vault } from './vault';
import { kekRingOf, type VaultConfigValues } from './vault.config';
import { migrateVault } from './vault-tables';

const logger = new Logger('vault');

/**
 * Before anything is served: the vault's tables, the KEK check (a wrong KEK stops the boot
 * with a ConfigError naming VAULT_KEK: exit 78, never a process serving secrets it cannot
 * open), then the re-wrap of data keys still under a previous KEK.
 */
class VaultLifecycle implements OnModuleInit {
  constructor(
    private readonly sql: SqlClient,
    private readonly keys: DataKeys,
  ) {}

  async onModuleInit(): Promise<void> {
    await migrateVault(this.sql);
    await this.keys.check();
    const rewrapped = await this.keys.rewrap();
    if (rewrapped > 0) logger.log({ msg: 'vault: data keys re-wrapped under the primary KEK', rewrapped });
  }
}

/**
 * The credential vault in any app that registers or uses credentials (the gateway, the
 * generation gateway; both in the embedded platform, where Nest makes one instance). Every
 * process of a deployment reads the same tables with the same KEKs.
 */
@Module({
  providers: [
    {
      provide: DataKeys,
      inject: [SQL_CLIENT, APP_CONFIG],
      useFactory: (sql: SqlClient, config: VaultConfigValues) => new DataKeys(sql, kekRingOf(config)),
    },
    {
      provide: Vault,
      inject: [SQL_CLIENT, EVENT_STORE, DataKeys],
      useFactory: (sql: SqlClient, store: EventStore, keys: DataKeys) => new Vault(sql, store, keys, systemClock),
    },
    {
      provide: VaultLifecycle,
      inject: [SQL_CLIENT, DataKeys],
      useFactory: (sql: SqlClient, keys: DataKeys) => new VaultLifecycle(sql, keys),
    },
  ],
  exports: [Vault, DataKeys],
})
export class VaultModule {}
