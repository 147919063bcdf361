import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { systemClock } from '@lomo/clock';
import { openSqlClient, type SqlClient } from '@lomo/database';
import { PostgresEventStore } from '@lomo/event-store';
import { embedderFor, type Embedder } from '@lomo/search';
import { MemoryStreams } from '../../application/memory-streams';
import { ObserveMessage, ObserveMessageHandler } from '../../application/observe-message.handler';
import { currentVersion } from '../../domain/memory.state';
import { MeaningExtractor } from './meaning-extractor';

// The real e5-small engine (ADR 0035) and the checked-in statement model (ADR 0039), over PGlite.
const ROOT = resolve(__dirname, '../../../../../..');
const path = execFileSync('bash', [join(ROOT, 'scripts/lib/ensure-embedder.sh')], { encoding: 'utf8' }).trim();
jest.setTimeout(120_000);

let sql: SqlClient;
let store: PostgresEventStore;
let embedder: Embedder;
let streams: MemoryStreams;
const who = { workspaceId: 'ws-meaning', userId: 'u-1' };

beforeAll(async () => {
  sql = await openSqlClient({ url: 'memory://', pgliteDataDir: 'unused' });
  store = await PostgresEventStore.open(sql);
  embedder = await embedderFor({ EMBEDDER: 'e5-small', EMBEDDER_PATH: path });
  streams = new MemoryStreams(store, systemClock);
});
afterAll(async () => {
  await embedder.close?.();
  await store.close();
  await sql.close();
});

const observe = (messageId: string, text: string, revision: number) =>
  new ObserveMessageHandler(streams, new MeaningExtractor(embedder)).execute(
    new ObserveMessage(who, { streamId: 'thread-1', revision, messageId, text }),
  );

describe('extraction from meaning with e5-small (sentences written for this test)', () => {
  it('states a brand colour said in German, stores nothing of a request, and versions it on a correction said in English', async () => {
    const stated = await observe('m-1', 'Unsere Markenfarbe ist Ocker, #C8963E.', 1);
    expect(stated.memoryIds).toHaveLength(1);
    const request = await observe('m-2', 'Zeichne mir bitte einen Fuchs in Ocker.', 2);
    expect(request.memoryIds).toEqual([]);
    const corrected = await observe('m-3', 'Sorry, I got that wrong: our brand colour is rust, #B7410E.', 3);
    expect(corrected.memoryIds).toEqual(stated.memoryIds);

    const memory = (await streams.state(who)).memories.get(stated.memoryIds[0]);
    expect(memory?.versions).toHaveLength(2);
    expect(currentVersion(memory!)?.statement).toMatchObject({
      subject: 'colour',
      scope: 'workspace',
      origin: 'user_stated',
      content: expect.stringContaining('#B7410E'),
    });
  });

  it('stores nothing of a client’s values or of a draft’s value turned down, and versions the typeface on a switch said as news (ADR 0067)', async () => {
    const ws = { workspaceId: 'ws-meaning', userId: 'u-2' };
    const said = (messageId: string, text: string, revision: number) =>
      new ObserveMessageHandler(streams, new MeaningExtractor(embedder)).execute(
        new ObserveMessage(ws, { streamId: 'thread-2', revision, messageId, text }),
      );
    const stated = await said('n-1', 'Our typeface is Lora, on everything we print.', 1);
    expect(stated.memoryIds).toHaveLength(1);
    expect(
      (await said('n-2', 'This flyer is for the harbour café, so their sea green and their anchor logo.', 2)).memoryIds,
    ).toEqual([]);
    expect((await said('n-3', 'nope, not Baskerville, we stopped using it', 3)).memoryIds).toEqual([]);
    const switched = await said('n-4', 'we have switched the font to Fraunces since the spring', 4);
    expect(switched.memoryIds).toEqual(stated.memoryIds);

    const memory = (await streams.state(ws)).memories.get(stated.memoryIds[0]);
    expect(currentVersion(memory!)?.statement).toMatchObject({
      subject: 'font',
      scope: 'workspace',
      content: expect.stringContaining('Fraunces'),
    });
  });
});
