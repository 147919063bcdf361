import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '@lomo/config';
import { openSqlClient } from '@lomo/database';
import { ApiKeys, SCOPES, type Scope } from '@lomo/services/gateway';
import { GatewayConfig } from '../app';

/**
 * Operator CLI for API keys: `npm run api-keys -- create --workspace w --user u --scopes read,write`.
 * Uses the database the gateway uses (DATABASE_URL, or the embedded PGlite under
 * LOMO_DATA_DIR — stop the embedded platform first: PGlite allows one process).
 */
const scopes = (value: string): Scope[] => {
  const list = value.split(',').map((s) => s.trim());
  const bad = list.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (bad.length) throw new InvalidArgumentError(`unknown scope(s) ${bad.join(', ')}; allowed: ${SCOPES.join(', ')}`);
  return list as Scope[];
};

async function withKeys<T>(fn: (keys: ApiKeys) => Promise<T>): Promise<T> {
  const config = loadConfig(GatewayConfig, process.env);
  const sql = await openSqlClient({ url: config.DATABASE_URL, pgliteDataDir: config.pgliteDataDir() });
  try {
    const keys = new ApiKeys(sql);
    await keys.migrate();
    return await fn(keys);
  } finally {
    await sql.close();
  }
}

const program = new Command('api-keys').description('Create, list and revoke Lomo API keys');
program
  .command('create')
  .requiredOption('--workspace <id>', 'workspace the key acts in')
  .requiredOption('--user <id>', 'user the key acts as')
  .option('--scopes <list>', `comma-separated: ${SCOPES.join(', ')}`, scopes, ['read', 'write'] as Scope[])
  .action(async (o: { workspace: string; user: string; scopes: Scope[] }) => {
    const { key, record } = await withKeys((keys) =>
      keys.create({ workspaceId: o.workspace, userId: o.user, scopes: o.scopes, kind: 'api' }),
    );
    console.log(
      `key id ${record.keyId} for ${record.workspaceId}/${record.userId} [${record.scopes.join(' ')}]; shown once:\n${key}`,
    );
  });
program.command('list').action(async () => {
  for (const k of await withKeys((keys) => keys.list()))
    console.log(
      `${k.keyId}\t${k.workspaceId}\t${k.userId}\t${k.scopes.join(' ')}\t${k.kind}${k.revoked ? '\trevoked' : ''}`,
    );
});
program.command('revoke <keyId>').action(async (keyId: string) => {
  const revoked = await withKeys((keys) => keys.revoke(keyId));
  console.log(revoked ? `revoked ${keyId}` : `no active key ${keyId}`);
  process.exitCode = revoked ? 0 : 1;
});

void program.parseAsync();
