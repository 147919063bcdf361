import { randomUUID } from 'node:crypto';
import { SearchInputError } from '../search.errors';
import type { SearchDocument, SearchIndex } from '../search.port';

/** Opens the adapter under test on a server shared by the suite; the suite closes it with `close`. */
export interface SearchIndexFixture {
  index: SearchIndex;
  /** Vector size the index was opened with. */
  dimensions: number;
  close(): Promise<void>;
}

const at = '2026-12-01T10:00:00.000Z';

/** A unit vector along one axis: nearest-neighbour order is obvious. */
const axis = (dimensions: number, i: number, tilt = 0) =>
  Array.from({ length: dimensions }, (_, j) => (j === i ? 1 : j === (i + 1) % dimensions ? tilt : 0)).map(
    (v, _, all) => v / Math.hypot(...all),
  );

/**
 * The one behaviour every `SearchIndex` adapter shows (STYLE rule 4). Each test works in a
 * fresh workspace, so adapters share one server and one index. An index without vectors
 * gets a test pinning that vectors are dropped, never a skipped vector test.
 */
export function searchIndexConformance(adapter: string, open: () => Promise<SearchIndexFixture>): void {
  describe(`SearchIndex conformance: ${adapter}`, () => {
    let fixture: SearchIndexFixture;
    let ws: string;
    const doc = (id: string, title: string, body = '', extra: Partial<SearchDocument> = {}): SearchDocument => ({
      id,
      workspaceId: ws,
      kind: 'task',
      title,
      body,
      createdAt: at,
      updatedAt: at,
      ...extra,
    });
    const ids = async (text: string, extra: { vector?: number[]; kinds?: string[]; limit?: number } = {}) =>
      (await fixture.index.search({ workspaceId: ws, text, ...extra })).map((h) => h.document.id);

    beforeAll(async () => {
      fixture = await open();
      await fixture.index.init();
    });
    afterAll(() => fixture.close());
    beforeEach(() => {
      ws = `ws-${randomUUID()}`;
    });

    it('given documents, when a keyword of one is searched, then that document is found, with its fields', async () => {
      await fixture.index.upsert([
        doc('cat', 'a red cat, watercolour', 'painted in soft washes', { taskId: 't-cat' }),
        doc('dog', 'a blue dog poster'),
      ]);
      const hits = await fixture.index.search({ workspaceId: ws, text: 'watercolour' });
      expect(hits.map((h) => h.document)).toEqual([
        doc('cat', 'a red cat, watercolour', 'painted in soft washes', { taskId: 't-cat' }),
      ]);
      expect(hits[0].matchedBy).toEqual(['keyword']);
    });

    it('ranks the document matching more of the query first, and searches the body too', async () => {
      await fixture.index.upsert([
        doc('one', 'cat'),
        doc('two', 'red cat watercolour'),
        doc('three', 'poster', 'a red cat'),
      ]);
      expect((await ids('red cat watercolour'))[0]).toBe('two');
      expect(await ids('poster')).toEqual(['three']);
    });

    it('finds a word spelled slightly differently (typo, US spelling)', async () => {
      await fixture.index.upsert([doc('cat', 'a red cat, watercolour'), doc('dog', 'a blue dog poster')]);
      expect(await ids('watercolor')).toEqual(['cat']);
    });

    it('never returns another workspace’s documents', async () => {
      await fixture.index.upsert([doc('cat', 'a red cat')]);
      const other = `ws-${randomUUID()}`;
      await fixture.index.upsert([{ ...doc('cat', 'a red cat'), workspaceId: other, title: 'their cat' }]);
      expect((await fixture.index.search({ workspaceId: ws, text: 'cat' })).map((h) => h.document.title)).toEqual([
        'a red cat',
      ]);
      expect(await fixture.index.get(ws, 'cat')).toMatchObject({ title: 'a red cat' });
      expect(await fixture.index.get(`ws-${randomUUID()}`, 'cat')).toBeUndefined();
    });

    it('given a document, when it is upserted again, then one document holds the new text', async () => {
      await fixture.index.upsert([doc('cat', 'a red cat')]);
      await fixture.index.upsert([doc('cat', 'an orange cat', '', { updatedAt: '2026-12-02T10:00:00.000Z' })]);
      expect(await ids('cat')).toEqual(['cat']);
      expect(await ids('red')).toEqual([]);
      expect(await fixture.index.get(ws, 'cat')).toMatchObject({
        title: 'an orange cat',
        updatedAt: '2026-12-02T10:00:00.000Z',
      });
    });

    it('deletes documents by id, and purges every document of a task but no other', async () => {
      await fixture.index.upsert([
        doc('a', 'red cat', '', { taskId: 't1' }),
        doc('b', 'red cat object', '', { taskId: 't1', kind: 'object' }),
        doc('c', 'red cat elsewhere', '', { taskId: 't2' }),
        doc('d', 'red dog'),
      ]);
      await fixture.index.delete(ws, ['d']);
      expect(await fixture.index.purgeTask(ws, 't1')).toBe(2);
      expect(await ids('red')).toEqual(['c']);
      expect(await fixture.index.purgeTask(ws, 't1')).toBe(0);
    });

    it('filters by kind and honours the limit', async () => {
      await fixture.index.upsert([
        doc('t', 'red cat'),
        doc('o1', 'red cat image', '', { kind: 'object' }),
        doc('o2', 'red cat sketch', '', { kind: 'object' }),
      ]);
      expect((await ids('red cat', { kinds: ['object'] })).sort()).toEqual(['o1', 'o2']);
      expect(await ids('red cat', { limit: 1 })).toHaveLength(1);
    });

    it('takes any user text as plain words: operators and quotes neither fail nor match', async () => {
      await fixture.index.upsert([doc('cat', 'a red cat')]);
      expect(await ids(`cat & !(dog) | "' :* \\ `)).toEqual(['cat']);
      expect(await ids('?!…')).toEqual([]);
    });

    it('refuses a document without a workspace and a vector of the wrong size, storing nothing', async () => {
      await expect(fixture.index.upsert([{ ...doc('x', 'x'), workspaceId: '' }])).rejects.toBeInstanceOf(
        SearchInputError,
      );
      await expect(
        fixture.index.upsert([doc('ok', 'fine'), doc('bad', 'bad', '', { vector: [1, 0] })]),
      ).rejects.toMatchObject({ field: 'vector' });
      expect(await fixture.index.get(ws, 'ok')).toBeUndefined();
      await expect(fixture.index.search({ workspaceId: ws, text: 'x', limit: 0 })).rejects.toMatchObject({
        field: 'limit',
      });
    });

    it('vectors: nearest first when a query vector is given; keyword and vector together rank highest', async () => {
      const d = fixture.dimensions;
      await fixture.index.upsert([
        doc('near', 'alpha', '', { vector: axis(d, 0, 0.1) }),
        doc('far', 'beta', '', { vector: axis(d, 1) }),
        doc('both', 'gamma', '', { vector: axis(d, 0, 0.3) }),
      ]);
      const byVector = await fixture.index.search({ workspaceId: ws, text: '', vector: axis(d, 0) });
      const hybrid = await ids('gamma', { vector: axis(d, 0) });
      if (fixture.index.capabilities.vectors) {
        expect(byVector.map((h) => h.document.id)).toEqual(['near', 'both', 'far']);
        expect(byVector[0].matchedBy).toEqual(['vector']);
        expect(hybrid[0]).toBe('both');
      } else {
        expect(byVector).toEqual([]);
        expect(hybrid).toEqual(['both']);
      }
    });
  });
}
