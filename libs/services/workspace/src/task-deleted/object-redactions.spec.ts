import { genJobStreamId, objectStreamId } from '@lomo/contracts';
import { LOG_START, type RecordedEvent } from '@lomo/event-store';
import { evolveObject, initialObjectState, type WorkspaceObject } from '../object/object.state';
import type { ObjectEvent } from '../object/object.events';
import { objectRedactions } from './object-redactions';

const at = '2026-12-01T10:00:00.000Z';
const content = { sha256: 'a'.repeat(64), sizeBytes: 3, mediaType: 'image/png' };
const recorded = (i: number, event: ObjectEvent, metadata = {}): RecordedEvent =>
  ({
    id: `e${i}`,
    streamId: objectStreamId('o1'),
    revision: BigInt(i),
    position: LOG_START,
    ...event,
    metadata,
  }) as RecordedEvent;

describe('object redactions of a deleted task (R-10.8)', () => {
  const stream = [
    recorded(
      0,
      {
        type: 'ObjectCreated',
        data: {
          objectId: 'o1',
          workspaceId: 'ws',
          kind: 'image',
          name: 'image 1',
          permissions: { agents: 'write' },
          provenance: {
            taskId: 't-gone',
            jobId: genJobStreamId('ws', 't-gone:1'),
            prompt: 'a quillfox cat',
            model: 'm1',
          },
          author: { type: 'task', taskId: 't-gone' },
          content,
          at,
        },
      },
      { actor: 'task:t-gone', workspaceId: 'ws' },
    ),
    recorded(1, { type: 'TaskLinked', data: { taskId: 't-gone', seenVersion: 1, at } }),
    recorded(2, { type: 'TaskLinked', data: { taskId: 't-kept', seenVersion: 1, at } }),
  ];

  it('given an artifact of the task, when redacted, then it keeps its content but names neither the task nor its prompt', () => {
    const redactions = objectRedactions(stream, 't-gone');
    expect(redactions.map((r) => r.eventId)).toEqual(['e0', 'e1']);
    expect(JSON.stringify(redactions)).not.toMatch(/t-gone|quillfox/);
    expect(redactions[0].metadata).toEqual({ workspaceId: 'ws' });
    const byId = new Map(redactions.map((r) => [r.eventId, r.data]));
    const state = stream.reduce(
      (s, e) => evolveObject(s, { type: e.type, data: byId.get(e.id) ?? e.data } as ObjectEvent),
      initialObjectState(),
    ) as WorkspaceObject;
    expect(Object.keys(state.links)).toEqual(['t-kept']);
    expect(state.provenance).toEqual({ model: 'm1' });
    expect(state.versions[0].content).toEqual(content);
  });

  it('given an object the task never touched, then nothing is rewritten', () => {
    expect(objectRedactions(stream, 't-other')).toEqual([]);
  });
});
