import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@lomo/event-store';
import { each, pgliteBackend, serverBackend, type Backend } from './testing/backends';
import { jsonLines, runCli } from './testing/cli-process';

interface EventLine {
  position: string;
  streamId: string;
  revision: string;
  type: string;
  metadata: { workspaceId?: string };
  data: Record<string, unknown>;
}

const event = (type: string, workspaceId: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { workspaceId },
});

// On PGlite every CLI run opens the data dir anew, one run after another: slow on a busy machine.
jest.setTimeout(180_000);

describe.each([
  ['a PostgreSQL server', serverBackend],
  ['a PGlite data dir', pgliteBackend],
])('lomo events read / streams / log on %s', (_name, open) => {
  let backend: Backend;
  const lomo = (...args: string[]) => runCli(['events', ...args, '--database', backend.database]);

  beforeAll(async () => {
    backend = await open();
    await backend.withStore(async (store) => {
      await store.append(
        'order-1',
        [event('OrderPlaced', 'w1', { total: 10 }), event('OrderPaid', 'w1'), event('OrderShipped', 'w1')],
        { expected: 'no_stream' },
      );
      await store.append('order-2', [event('OrderPlaced', 'w2', { total: 20 })], { expected: 'no_stream' });
      await store.append('invoice-1', [event('InvoiceIssued', 'w1')], { expected: 'no_stream' });
      await store.append(
        'victim-1',
        [event('VictimSaid', 'w1', { secret: 'purge me' }), event('VictimSaid', 'w1', { secret: 'me too' })],
        { expected: 'no_stream' },
      );
    });
  });
  afterAll(() => backend.dispose());

  it('given a stream, when read, then it prints it as a table and as JSON lines (the default when piped)', async () => {
    const [table, jsonl, piped, newestFirst] = await each(backend, [
      () => lomo('read', 'order-1', '--format', 'table'),
      () => lomo('read', 'order-1', '--format', 'jsonl', '--from', '1'),
      () => lomo('read', 'order-2'),
      () => lomo('read', 'order-1', '--backwards', '--limit', '1'),
    ]);
    expect(table).toMatchObject({ code: 0, stderr: '' });
    const rows = table.stdout.trim().split('\n');
    expect(rows[0]).toMatch(/^RECORDED\s+POSITION\s+STREAM\s+REV\s+TYPE\s+DATA$/);
    expect(rows.slice(1).map((row) => row.split(/\s+/).slice(2, 5))).toEqual([
      ['order-1', '0', 'OrderPlaced'],
      ['order-1', '1', 'OrderPaid'],
      ['order-1', '2', 'OrderShipped'],
    ]);
    expect(rows[1]).toContain('{"total":10}');
    expect(jsonLines<EventLine>(jsonl.stdout).map((e) => [e.revision, e.type])).toEqual([
      ['1', 'OrderPaid'],
      ['2', 'OrderShipped'],
    ]);
    const [placed] = jsonLines<EventLine>(piped.stdout);
    expect(placed).toMatchObject({
      streamId: 'order-2',
      revision: '0',
      type: 'OrderPlaced',
      metadata: { workspaceId: 'w2' },
      data: { total: 20 },
    });
    expect(placed.position).toMatch(/^\d+-\d+$/);
    expect(jsonLines<EventLine>(newestFirst.stdout).map((e) => e.type)).toEqual(['OrderShipped']);
  });

  it('lists streams by category, as JSON lines and as a table', async () => {
    const [jsonl, table] = await each(backend, [
      () => lomo('streams', '--category', 'order'),
      () => lomo('streams', '--format', 'table', '--after', 'order-1'),
    ]);
    expect(jsonLines(jsonl.stdout)).toEqual([
      expect.objectContaining({ streamId: 'order-1', category: 'order', revision: '2' }),
      expect.objectContaining({ streamId: 'order-2', category: 'order', revision: '0' }),
    ]);
    expect(
      table.stdout
        .trim()
        .split('\n')
        .map((row) => row.split(/\s+/).slice(0, 3)),
    ).toEqual([
      ['STREAM', 'CATEGORY', 'REVISION'],
      ['order-2', 'order', '0'],
      ['victim-1', 'victim', '1'],
    ]);
  });

  it('filters the global log by type and category (server side), workspace and time (client side), and pages by position', async () => {
    const [byType, byBoth, byWorkspace, past, all] = await each(backend, [
      () => lomo('log', '--type', 'OrderPlaced'),
      () =>
        lomo(
          'log',
          '--category',
          'invoice,order',
          '--type',
          'OrderPaid',
          '--type',
          'InvoiceIssued',
          '--since',
          '2000-01-01',
        ),
      () => lomo('log', '--workspace', 'w2'),
      () => lomo('log', '--until', '2000-01-01T00:00:00Z'),
      () => lomo('log'),
    ]);
    const streamsAndTypes = (stdout: string) => jsonLines<EventLine>(stdout).map((e) => `${e.streamId}:${e.type}`);
    expect(streamsAndTypes(byType.stdout)).toEqual(['order-1:OrderPlaced', 'order-2:OrderPlaced']);
    expect(streamsAndTypes(byBoth.stdout)).toEqual(['order-1:OrderPaid', 'invoice-1:InvoiceIssued']);
    expect(streamsAndTypes(byWorkspace.stdout)).toEqual(['order-2:OrderPlaced']);
    expect(past).toMatchObject({ code: 0, stdout: '' });
    const log = jsonLines<EventLine>(all.stdout);
    expect(log.map((e) => e.streamId)).toEqual([
      'order-1',
      'order-1',
      'order-1',
      'order-2',
      'invoice-1',
      'victim-1',
      'victim-1',
    ]);

    const page = await lomo('log', '--after', log[2].position, '--limit', '2');
    expect(jsonLines<EventLine>(page.stdout).map((e) => e.position)).toEqual([log[3].position, log[4].position]);
  });

  it('given a purged stream, read exits 66 and the log shows none of its events', async () => {
    await backend.withStore((store) => store.purgeStream('victim-1', { actor: 'analyst-test', reason: 'R-10.8' }));
    const [read, log] = await each(backend, [() => lomo('read', 'victim-1'), () => lomo('log')]);
    expect(read).toEqual({ code: 66, stdout: '', stderr: 'lomo: stream victim-1 was deleted\n' });
    const events = jsonLines<EventLine>(log.stdout);
    expect(events.filter((e) => e.streamId === 'victim-1')).toEqual([]);
    expect(log.stdout).not.toContain('purge me');
    expect(events.at(-1)).toMatchObject({
      streamId: '$purges',
      type: 'StreamPurged',
      data: { streamId: 'victim-1', category: 'victim' },
    });
  });
});
