// Mistakes are cheap (issue 27): a main-thread message says why it went where it did, and can be
// moved to another live task or to a new one (POST /v1/main/messages/{id}/move).
import { h } from './views.js';

const percent = (score) => `${Math.round(score * 100)}%`;

/** The router's reason and the tasks it weighed, folded away under "why?". */
export function whyItWent(m) {
  if (!m.reason && !m.candidates?.length) return undefined;
  return h(
    'details',
    { class: 'why' },
    h('summary', {}, 'why?'),
    m.reason ? h('p', { class: 'reason' }, m.reason) : undefined,
    m.candidates?.length
      ? h(
          'ul',
          { class: 'candidates' },
          m.candidates.map((c) =>
            h(
              'li',
              { 'data-task': c.taskId },
              c.brief,
              h('small', {}, ` · ${percent(c.score)} · ${c.source === 'search' ? 'found by search' : 'recent'}`),
            ),
          ),
        )
      : undefined,
  );
}

/** Where the user moved it, last move first in words ("moved by you to …"). */
export function movedNote(m, briefOf) {
  const last = m.moves?.at(-1);
  if (!last) return undefined;
  return h('small', { class: 'moved' }, ` · moved by you to “${briefOf(last.toTaskId)}”`);
}

/** What the server would refuse anyway: an open question, a forget card, words already deleted, several tasks. */
const movable = (m) => m.text && m.taskIds.length <= 1 && !m.card?.memories?.length && m.card?.state !== 'open';

/** "move to…": the live tasks other than the one it is in, and a new task. */
export function moveControl(m, tasks, move) {
  if (!movable(m)) return undefined;
  const targets = tasks.filter((t) => t.status !== 'terminated' && !m.taskIds.includes(t.taskId));
  return h(
    'select',
    {
      class: 'move',
      'aria-label': 'move to another task',
      onchange: (e) => e.target.value && move(m.messageId, e.target.value),
    },
    h('option', { value: '' }, 'move to…'),
    ...targets.map((t) => h('option', { value: t.taskId }, t.brief)),
    h('option', { value: 'new' }, 'a new task'),
  );
}
