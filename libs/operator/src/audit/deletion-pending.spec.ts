import { LOMO_TOPICS, TOPICS } from '@lomo/messaging';
import { DELETION_CONSUMERS } from './deletion-pending';

describe('the consumers a deletion waits for', () => {
  it('are exactly the groups following the task topic in the catalog (what `lomo audit deletion` waits for)', () => {
    const task = LOMO_TOPICS.find((t) => t.name === TOPICS.taskRuntime.task)!;
    expect([...task.consumers].sort()).toEqual([...DELETION_CONSUMERS]);
  });
});
