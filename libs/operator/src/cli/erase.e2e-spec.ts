import { randomUUID } from 'node:crypto';
import { recordReceiptStep } from '@lomo/messaging';
import { pgliteBackend, type Backend } from './testing/backends';
import { jsonLines, runCli } from './testing/cli-process';

jest.setTimeout(180_000);

interface Receipt {
  id: string;
  kind: string;
  state: string;
  services: Array<{ service: string; state: string }>;
}

/**
 * `lomo erase user` and `lomo erase receipt` as an operator runs them on a PGlite data dir
 * (ADR 0051): the erasure is recorded with its receipt, the same one when asked again; the
 * gateway's worker, absent here, would run it. `audit deletion --receipt` reads what it waits for.
 */
describe('lomo erase on a PGlite data dir', () => {
  let backend: Backend;
  const lomo = (args: string[]) => runCli([...args, '--database', backend.database, '--format', 'jsonl']);

  beforeAll(async () => {
    backend = await pgliteBackend();
    await backend.withStore(async () => undefined);
  });
  afterAll(() => backend.dispose());

  it('given a person, when erased twice, then one receipt, pending (65) until the platform runs it', async () => {
    const first = await lomo(['erase', 'user', 'carol', '--workspace', 'studio-7']);
    expect(first.code).toBe(65);
    const [receipt] = jsonLines<Receipt>(first.stdout);
    expect(receipt).toMatchObject({ kind: 'person', state: 'pending' });
    expect(receipt.services.map((s) => s.service)).toEqual(
      expect.arrayContaining(['task-runtime', 'memory:memories', 'gateway:api-keys', 'billing', 'kafka-keys']),
    );
    expect(first.stderr).toContain(`receipt ${receipt.id} (person, 0 task(s)): pending`);

    const again = await lomo(['erase', 'user', 'carol', '--workspace', 'studio-7']);
    expect(jsonLines<Receipt>(again.stdout)[0].id).toBe(receipt.id);
    const read = await lomo(['erase', 'receipt', receipt.id]);
    expect({ code: read.code, id: jsonLines<Receipt>(read.stdout)[0].id }).toEqual({ code: 65, id: receipt.id });

    // The audit of the erasure names what the receipt waits for.
    const audit = await lomo(['audit', 'deletion', '--receipt', receipt.id, '--text', 'carol-word']);
    expect(audit.code).toBe(65);
    expect(audit.stdout).toContain('"pending":"memory:memories"');
  });

  it('given every step and service done, then the receipt is done and exits 0, and its audit is clean', async () => {
    const { stdout } = await lomo(['erase', 'user', 'dora', '--workspace', 'studio-7']);
    const { id, services } = jsonLines<Receipt>(stdout)[0];
    // What the gateway's worker records for a person with no task (every cascade then has nothing to wait for).
    await backend.withStore(async (_store, sql) => {
      for (const { service } of services.filter((s) => s.service === 'task-runtime' || s.service.includes(':')))
        await recordReceiptStep(sql, id, service, { state: 'done' });
    });
    expect((await lomo(['erase', 'receipt', id])).code).toBe(0);
    const audit = await lomo(['audit', 'deletion', '--receipt', id, '--text', 'dora-word']);
    expect({ code: audit.code, stdout: audit.stdout }).toEqual({ code: 0, stdout: '' });
  });

  it('given bad input, then a usage error, no such receipt, or no deletion recorded', async () => {
    expect((await lomo(['erase', 'user', 'bad id', '--workspace', 'studio-7'])).code).toBe(64);
    expect((await lomo(['erase', 'user', 'carol'])).code).toBe(64);
    expect((await lomo(['erase', 'receipt', randomUUID()])).code).toBe(66);
    expect((await lomo(['audit', 'deletion'])).code).toBe(64);
    expect((await lomo(['audit', 'deletion', '--receipt', randomUUID()])).code).toBe(64);
    expect((await lomo(['audit', 'deletion', '--receipt', randomUUID(), '--text', 'w'])).code).toBe(67);
  });
});
