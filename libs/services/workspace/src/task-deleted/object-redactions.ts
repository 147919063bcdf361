import type { EventRedaction, RecordedEvent } from '@lomo/event-store';
import type { ObjectAuthor, ObjectProvenance } from '@lomo/service-api';
import type { ObjectEvent } from '../object/object.events';

/** A task author whose task was deleted: the kind stays (an agent made it), the id goes. */
export const DELETED_TASK_AUTHOR: ObjectAuthor = { type: 'task', taskId: '' };

const author = (a: ObjectAuthor, taskId: string): ObjectAuthor =>
  a.type === 'task' && a.taskId === taskId ? DELETED_TASK_AUTHOR : a;

/** What the object keeps of a deleted task's provenance: model, provider and cost, not the task, job or prompt. */
function provenance(p: ObjectProvenance | undefined, taskId: string): ObjectProvenance | undefined {
  if (!p || p.taskId !== taskId) return p;
  const { model, provider, cost } = p;
  const kept = { ...(model && { model }), ...(provider && { provider }), ...(cost && { cost }) };
  return Object.keys(kept).length ? kept : undefined;
}

/**
 * Pure: the rewrites that take a deleted task out of an object the user keeps. The
 * content and versions stay; provenance loses the task, its job and its prompt; authorship by
 * the task becomes an anonymous task author; the task's link, seen versions and notices become
 * tombstones (`taskId: ''`, which the object's state skips); metadata naming the task loses
 * those keys.
 */
export function objectRedactions(events: readonly RecordedEvent[], taskId: string): EventRedaction[] {
  const redactions: EventRedaction[] = [];
  for (const recorded of events) {
    const event = { type: recorded.type, data: recorded.data } as ObjectEvent;
    const data = rewrite(event, taskId);
    const metadata = Object.fromEntries(
      Object.entries(recorded.metadata).filter(([, v]) => !(typeof v === 'string' && v.includes(taskId))),
    );
    const metadataChanged = Object.keys(metadata).length !== Object.keys(recorded.metadata).length;
    if (JSON.stringify(data) !== JSON.stringify(event.data) || metadataChanged)
      redactions.push({ eventId: recorded.id, data, ...(metadataChanged && { metadata }) });
  }
  return redactions;
}

function rewrite(event: ObjectEvent, taskId: string): ObjectEvent['data'] {
  switch (event.type) {
    case 'ObjectCreated': {
      const { provenance: p, ...rest } = event.data;
      if (p?.taskId !== taskId && author(event.data.author, taskId) === event.data.author) return event.data;
      const kept = provenance(p, taskId);
      return { ...rest, author: author(event.data.author, taskId), ...(kept && { provenance: kept }) };
    }
    case 'ObjectVersionCreated':
      return { ...event.data, author: author(event.data.author, taskId) };
    case 'ChangeNoticeIssued':
      return event.data.taskId === taskId
        ? { ...event.data, taskId: '', author: author(event.data.author, taskId) }
        : { ...event.data, author: author(event.data.author, taskId) };
    case 'TaskLinked':
    case 'VersionSeen':
    case 'ChangeNoticesAcknowledged':
      return event.data.taskId === taskId ? { ...event.data, taskId: '' } : event.data;
  }
}
