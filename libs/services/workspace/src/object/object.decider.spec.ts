import { ApiError, type ObjectAuthor } from '@lomo/service-api';
import { DeciderSpecification } from '@lomo/event-store/testing';
import type { ObjectCommand } from './object.commands';
import type { ObjectEvent } from './object.events';
import { objectDecider } from './object.decider';

const spec = DeciderSpecification.for(objectDecider);
const at = '2026-01-01T00:00:00.000Z';
const content = { sha256: 'a'.repeat(64), sizeBytes: 3, mediaType: 'text/markdown' };
const user = { type: 'user' as const, userId: 'ana' };
const created: ObjectEvent = {
  type: 'ObjectCreated',
  data: {
    objectId: 'o1',
    workspaceId: 'w1',
    kind: 'document',
    name: 'storyboard',
    permissions: { agents: 'write' },
    author: user,
    content,
    at,
  },
};
const linked = (taskId: string, seenVersion = 1): ObjectEvent => ({
  type: 'TaskLinked',
  data: { taskId, seenVersion, at },
});
const commit = (author: ObjectAuthor, onTopOf = 1): ObjectCommand => ({
  type: 'CommitVersion',
  onTopOf,
  baseVersion: onTopOf,
  author,
  content,
  change: { summary: 'line 2 changed (+1 −1)', parts: ['L2'] },
  at,
});

describe('object decider', () => {
  it('creates version 1 and links the creating task', () => {
    spec
      .given([])
      .when({
        type: 'CreateObject',
        objectId: 'o1',
        workspaceId: 'w1',
        kind: 'document',
        name: 'storyboard',
        permissions: { agents: 'write' },
        author: { type: 'task', taskId: 't1' },
        content,
        linkTaskIds: [],
        at,
      })
      .then([
        { type: 'ObjectCreated', data: { ...created.data, author: { type: 'task', taskId: 't1' } } },
        linked('t1'),
      ]);
  });

  it('given two linked tasks, when one of them writes, then only the other gets a notice and the writer has seen the new version', () => {
    spec
      .given([created, linked('t1'), linked('t2')])
      .when(commit({ type: 'task', taskId: 't1' }))
      .then([
        {
          type: 'ObjectVersionCreated',
          data: {
            version: 2,
            baseVersion: 1,
            author: { type: 'task', taskId: 't1' },
            content,
            change: { summary: 'line 2 changed (+1 −1)', parts: ['L2'] },
            at,
          },
        },
        { type: 'VersionSeen', data: { taskId: 't1', version: 2, at } },
        {
          type: 'ChangeNoticeIssued',
          data: {
            noticeId: 'o1:t2:v2',
            taskId: 't2',
            fromVersion: 1,
            toVersion: 2,
            author: { type: 'task', taskId: 't1' },
            summary: 'storyboard v1 → v2: line 2 changed (+1 −1)',
            parts: ['L2'],
            at,
          },
        },
      ]);
  });

  it('refuses a commit computed on a version that is no longer the latest', () => {
    spec
      .given([created])
      .when(commit(user, 0))
      .thenThrows(ApiError, (e) => expect(e.code).toBe('stale_version'));
  });

  it('refuses an agent write to an object agents may only read', () => {
    spec
      .given([{ ...created, data: { ...created.data, permissions: { agents: 'read' } } } as ObjectEvent])
      .when(commit({ type: 'task', taskId: 't1' }))
      .thenThrows(ApiError, (e) => expect(e.kind).toBe('forbidden'));
  });

  it('is a no-op to link a linked task, to record an older version as seen, or to acknowledge an unknown notice', () => {
    spec
      .given([created, linked('t1', 1)])
      .when({ type: 'LinkTask', taskId: 't1', at })
      .thenNothingHappens();
    spec
      .given([created, linked('t1', 1)])
      .when({ type: 'RecordSeen', taskId: 't1', version: 1, at })
      .thenNothingHappens();
    spec
      .given([created, linked('t1', 1)])
      .when({ type: 'AcknowledgeNotices', taskId: 't1', noticeIds: ['o1:t1:v9'], at })
      .thenNothingHappens();
  });

  it('refuses every command on an object that does not exist', () => {
    spec
      .given([])
      .when({ type: 'LinkTask', taskId: 't1', at })
      .thenThrows(ApiError, (e) => expect(e.kind).toBe('not_found'));
  });
});
