// Small DOM builders: text always goes through textContent, never innerHTML.
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (name.startsWith('on')) el.addEventListener(name.slice(2), value);
    else if (name === 'class') el.className = value;
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat())
    if (child !== undefined && child !== null && child !== false)
      el.append(child instanceof Node ? child : String(child));
  return el;
}

const STATUS_LABEL = {
  idle: 'idle',
  running: 'working',
  rescheduling: 'continuing',
  waiting_external: 'waiting for a result',
  awaiting_approval: 'needs your answer',
  paused: 'paused',
  terminated: 'stopped',
};

/** received (in the inbox) is not consumed (read by a step). */
const inboxLine = (m) =>
  h(
    'li',
    { class: `msg ${m.state}`, 'data-message': m.messageId },
    h('span', {}, m.text),
    h(
      'span',
      { class: 'badge' },
      m.state === 'consumed' ? 'read by the task' : m.state === 'pending' ? 'received' : m.state,
    ),
  );

function checkpoint(card, act) {
  const comment = h('input', { placeholder: 'comment (for adjust)', class: 'comment' });
  return h(
    'div',
    { class: 'checkpoint', 'data-card': card.cardId },
    h(
      'p',
      {},
      h('strong', {}, card.origin === 'tool_permission' ? 'Permission needed: ' : 'Checkpoint: '),
      card.proposal,
    ),
    card.candidates.length
      ? h(
          'ul',
          { class: 'candidates' },
          card.candidates.map((c) =>
            h(
              'li',
              {},
              c.label,
              card.actions.includes('pick') ? h('button', { onclick: () => act('pick', c.candidateId) }, 'pick') : null,
            ),
          ),
        )
      : null,
    card.actions.includes('adjust') ? comment : null,
    h(
      'div',
      { class: 'actions' },
      card.actions
        .filter((a) => a !== 'pick')
        .map((a) => h('button', { 'data-action': a, onclick: () => act(a, undefined, comment.value || undefined) }, a)),
    ),
  );
}

export function taskCard(task, live, ui) {
  const open = task.checkpoints.filter((c) => c.state === 'open');
  return h(
    'article',
    { class: `card ${task.status}`, 'data-task': task.taskId, 'data-status': task.status },
    h(
      'header',
      {},
      h('a', { href: `#/tasks/${task.taskId}`, class: 'brief' }, task.brief),
      h('span', { class: `status ${task.status}` }, STATUS_LABEL[task.status] ?? task.status),
    ),
    task.rubric ? h('p', { class: 'rubric' }, h('small', {}, 'done when: '), task.rubric) : null,
    h(
      'p',
      { class: 'progress' },
      live?.line ?? task.progress ?? (task.stopReason ? `stopped: ${task.stopReason}` : ''),
    ),
    task.checklist.length
      ? h(
          'ol',
          { class: 'checklist' },
          task.checklist.map((i) => h('li', { class: i.status }, i.title, nodeNote(i))),
        )
      : null,
    open.map((card) =>
      checkpoint(card, (action, candidateId, comment) =>
        ui.answer(task.taskId, card.cardId, { action, candidateId, comment }),
      ),
    ),
    task.artifacts.length
      ? h(
          'div',
          { class: 'artifacts' },
          task.artifacts.map((a) => ui.preview(a.objectId)),
        )
      : null,
    task.lastOutput ? h('p', { class: 'output' }, task.lastOutput) : null,
    task.parentTaskId
      ? h(
          'p',
          { class: 'parent' },
          'sub-agent of ',
          h('a', { href: `#/tasks/${task.parentTaskId}` }, 'its parent task'),
        )
      : null,
    task.children?.length ? h('ul', { class: 'children' }, task.children.map(childLine)) : null,
    task.inbox.length ? h('ul', { class: 'inbox' }, task.inbox.slice(-3).map(inboxLine)) : null,
    h(
      'footer',
      { class: 'actions' },
      ['running', 'rescheduling', 'waiting_external', 'awaiting_approval'].includes(task.status)
        ? h('button', { 'data-action': 'interrupt', onclick: () => ui.act(task.taskId, 'interrupt') }, 'interrupt')
        : null,
      task.status === 'paused'
        ? h('button', { 'data-action': 'resume', onclick: () => ui.act(task.taskId, 'resume') }, 'resume')
        : task.status !== 'terminated'
          ? h('button', { 'data-action': 'pause', onclick: () => ui.act(task.taskId, 'pause') }, 'pause')
          : null,
      task.status !== 'terminated'
        ? h('button', { 'data-action': 'stop', onclick: () => ui.act(task.taskId, 'stop') }, 'stop')
        : null,
      h('button', { 'data-action': 'delete', class: 'danger', onclick: () => ui.remove(task.taskId) }, 'delete'),
    ),
  );
}

export function timelineItem(update) {
  return h(
    'li',
    { 'data-id': update.id },
    h('time', {}, update.at ? new Date(update.at).toLocaleTimeString() : ''),
    h('span', { class: 'type' }, update.type),
    // A sub-agent's line on its parent's timeline links to the sub-agent.
    update.parentTaskId
      ? h('a', { href: `#/tasks/${update.taskId}`, class: 'child' }, `sub-agent ${update.taskId.slice(0, 8)}: `)
      : null,
    h('span', {}, update.line),
  );
}

/** A sub-agent on its parent's card: a link to it and how far it got. */
function childLine(child) {
  return h(
    'li',
    { class: child.state, 'data-child': child.taskId },
    h('a', { href: `#/tasks/${child.taskId}` }, `sub-agent ${child.taskId.slice(0, 8)}`),
    ` · ${child.state}`,
  );
}

/** A production DAG node's line: what it is doing now, or what it waits for. */
function nodeNote(item) {
  if (item.progress) return h('span', { class: 'node-progress' }, ` · ${item.progress}`);
  if (item.status === 'open' && item.dependsOn?.length)
    return h('span', { class: 'node-deps' }, ` · after ${item.dependsOn.join(', ')}`);
  return null;
}
