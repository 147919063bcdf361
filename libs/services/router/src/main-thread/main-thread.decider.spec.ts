import { DeciderSpecification } from '@lomo/event-store/testing';
import { mainThreadDecider } from './main-thread.decider';
import type { RecordRouting } from './main-thread.events';

const spec = DeciderSpecification.for(mainThreadDecider);
const at = '2026-11-29T10:00:00.000Z';
const record: RecordRouting = {
  type: 'RecordRouting',
  messageId: 'm1',
  text: 'a red cat',
  decision: 'created_task',
  taskIds: ['t1'],
  reason: 'no explicit target',
  at,
};

describe('main thread', () => {
  it('given an empty thread, when a routing is recorded, then the message and its routing are posted', () => {
    spec
      .given([])
      .when(record)
      .then([
        { type: 'MainMessagePosted', data: { messageId: 'm1', text: 'a red cat', at } },
        {
          type: 'MainMessageRouted',
          data: { messageId: 'm1', decision: 'created_task', taskIds: ['t1'], reason: 'no explicit target', at },
        },
      ]);
  });

  it('keeps the explicit target the user named', () => {
    spec
      .given([])
      .when({ ...record, target: { taskId: 't9' }, decision: 'delivered_to_task', taskIds: ['t9'] })
      .then([
        { type: 'MainMessagePosted', data: { messageId: 'm1', text: 'a red cat', target: { taskId: 't9' }, at } },
        {
          type: 'MainMessageRouted',
          data: { messageId: 'm1', decision: 'delivered_to_task', taskIds: ['t9'], reason: 'no explicit target', at },
        },
      ]);
  });

  it('given the message was posted, when it is recorded again, then nothing happens', () => {
    spec
      .given([{ type: 'MainMessagePosted', data: { messageId: 'm1', text: 'a red cat', at } }])
      .when(record)
      .then([]);
  });
});
