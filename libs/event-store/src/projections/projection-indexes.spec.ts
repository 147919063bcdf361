import { documentIndexes } from './projection-processor';
import type { DocumentProjection } from './projection';

const projection = (name: string, indexed?: string[][]): DocumentProjection => ({
  name,
  handles: '*',
  indexed,
  documentId: () => undefined,
  evolve: () => null,
});

describe('the indexes a document projection declares', () => {
  it('given no indexed fields, when its indexes are read, then there are none, whatever its name', () => {
    expect(documentIndexes(projection('stats:v2.1'))).toEqual([]);
  });

  it('given indexed fields, when its indexes are read, then each is partial to the projection, on the expressions a find writes', () => {
    expect(documentIndexes(projection('task-cards_v3', [['workspaceId', 'updatedAt']]))).toEqual([
      `create index if not exists lomo_projection_docs_task_cards_v3_workspaceId_updatedAt on lomo_projection_docs (projection, generation, (doc->>'workspaceId'), (doc->>'updatedAt'), doc_id) where projection = 'task-cards_v3'`,
    ]);
  });

  it('given a field or a name that is not a plain word, when its indexes are read, then it is refused (they are SQL text)', () => {
    expect(() => documentIndexes(projection('cards', [["ws') or ('1"]]))).toThrow(/cannot index field/);
    expect(() => documentIndexes(projection('cards', [[]]))).toThrow(/cannot index field/);
    expect(() => documentIndexes(projection("cards'", [['ws']]))).toThrow(/cannot name an index/);
  });
});
