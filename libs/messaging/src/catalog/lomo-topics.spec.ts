import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eventSchemas } from '@lomo/contracts';
import { resolveCatalog } from '../topic-catalog';
import { LOMO_TOPICS, lomoTopicCatalog, renderTopicTable, topicEvents } from './lomo-topics';

const allEvents = [...eventSchemas.keys()];

describe('the Lomo topic catalog', () => {
  it('is a valid catalog: names, partitions, one group per consuming service', () => {
    const catalog = lomoTopicCatalog();
    expect(() => resolveCatalog(catalog)).not.toThrow();
    expect(catalog.groups!.map((g) => g.name)).toEqual([
      'billing',
      'gateway',
      'generation-gateway',
      'memory',
      'router',
      'task-runtime',
      'workspace',
    ]);
  });

  it('puts every integration event on exactly one topic, and names only events that exist', () => {
    const carried = [...topicEvents(allEvents).values()].flat();
    expect(carried.sort()).toEqual([...allEvents].sort());
    for (const topic of LOMO_TOPICS) for (const name of topic.messages ?? []) expect(allEvents).toContain(name);
  });

  it('matches the table in docs/topics.md (regenerate with `npm run topics:doc`)', () => {
    const doc = readFileSync(resolve(__dirname, '../../../../docs/topics.md'), 'utf8');
    const embedded = /<!-- topics:begin -->\n([\s\S]*?)\n<!-- topics:end -->/.exec(doc)?.[1];
    expect(embedded).toBe(renderTopicTable(allEvents));
  });
});
