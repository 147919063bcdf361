import { CommitWakers, concerns } from './commit-wakers';

describe('which readers a commit wakes', () => {
  const task = { category: 'task', eventTypes: ['TurnStarted', 'TurnCompleted'] };

  it.each([
    ['no filter', undefined, true],
    ['its category', { categories: ['task', 'genjob'] }, true],
    ['another category', { categories: ['genjob'] }, false],
    ['one of its event types', { eventTypes: ['TurnCompleted'] }, true],
    ['none of its event types', { eventTypes: ['TaskCreated'] }, false],
    ['its category but none of its types', { categories: ['task'], eventTypes: ['TaskCreated'] }, false],
  ])('given a reader of %s, then the commit concerns it: %s', (_what, filter, expected) => {
    expect(concerns(filter, task)).toBe(expected);
  });

  it('given a commit of unknown content (a purge, an empty hint), then it concerns every reader', () => {
    expect(concerns({ categories: ['genjob'] }, undefined)).toBe(true);
  });

  it("given another process's commit (categories only), then a reader of the category is woken whatever its types", () => {
    expect(concerns({ categories: ['task'], eventTypes: ['TaskCreated'] }, { category: 'task' })).toBe(true);
  });

  it('given readers of two categories, when one commits, then only its reader is woken, until it is removed', () => {
    const woken: string[] = [];
    const wakers = new CommitWakers();
    const stop = wakers.add(() => woken.push('task'), { categories: ['task'] });
    wakers.add(() => woken.push('genjob'), { categories: ['genjob'] });
    wakers.wake(task);
    stop();
    wakers.wake(task);
    expect(woken).toEqual(['task']);
  });
});
