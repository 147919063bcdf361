import { ToolRegistry } from '../tool-registry';
import { guideTools, loadGuides } from './guides-tools';

const context = { taskId: 't1', workspaceId: 'ws', callId: '1:1:0', generation: 1 };

describe('creative guides (R-11.2)', () => {
  it('given the shipped guides, then the five topics of R-11.2 are there, each with a title', () => {
    expect(loadGuides().map((g) => [g.id, g.title])).toEqual([
      ['character-consistency', 'Character consistency'],
      ['flow-orchestration', 'Flow orchestration'],
      ['production-capabilities', 'What the current providers can do'],
      ['references', 'References'],
      ['storyboard-planning', 'Storyboard planning'],
    ]);
  });

  it('given the guide tools, when the model lists and reads one, then it gets the ids and then the whole markdown', async () => {
    const registry = new ToolRegistry();
    for (const tool of guideTools()) registry.register(tool as never);
    const listed = await registry.get('list_guides')!.run({} as never, context);
    expect((listed.result as { guides: Array<{ id: string }> }).guides).toHaveLength(5);
    const read = await registry.get('read_guide')!.run({ id: 'character-consistency' } as never, context);
    expect((read.result as { text: string }).text).toContain('references_from: ["character"]');
  });

  it('given an id that is no guide, when read, then the registry refuses the call before it runs', () => {
    const registry = new ToolRegistry();
    for (const tool of guideTools()) registry.register(tool as never);
    expect(registry.check('read_guide', { id: 'secret-plans' })).toMatchObject({
      refused: true,
      reason: 'invalid_input',
    });
    expect(registry.get('read_guide')!.risk).toBe('read');
  });
});
