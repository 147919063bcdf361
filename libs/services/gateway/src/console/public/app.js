import { client, session, useKey, ApiProblem } from './api.js';
import { h, taskCard, timelineItem } from './views.js';
import { renderMemory } from './memory.js';
import { renderCredentials } from './credentials.js';
import { renderMcpServers } from './mcp-servers.js';
import { renderBilling } from './billing.js';
import { deletionQuestion, deletionResult } from './delete-task.js';
import { moveControl, movedNote, whyItWent } from './move-message.js';
import { renderSettings } from './settings.js';

const app = document.getElementById('app');
const state = {
  api: undefined,
  tasks: new Map(),
  live: new Map(),
  thread: [],
  taskSource: undefined,
  deleted: new Map(),
};
const problemText = (e) => (e instanceof ApiProblem ? `${e.problem.title}: ${e.problem.detail ?? ''}` : String(e));
const flash = (text) => {
  const box = document.getElementById('flash');
  if (box) box.textContent = text;
};

const ui = {
  async act(taskId, action) {
    try {
      await state.api.post(`/v1/tasks/${taskId}/${action}`);
      await refreshTask(taskId);
    } catch (e) {
      flash(problemText(e));
    }
  },
  async answer(taskId, cardId, answer) {
    try {
      await state.api.post(`/v1/tasks/${taskId}/checkpoints/${encodeURIComponent(cardId)}/answer`, answer);
      await refreshTask(taskId);
    } catch (e) {
      flash(problemText(e));
    }
  },
  async remove(taskId) {
    const task = state.tasks.get(taskId);
    if (!confirm(deletionQuestion(task))) return;
    try {
      const receipt = await state.api.del(`/v1/tasks/${taskId}`);
      state.deleted.set(taskId, { kept: task?.artifacts?.length ?? 0, receipt });
      state.tasks.delete(taskId);
      render();
      if (location.hash === '' || location.hash === '#/')
        flash('Task deleted; the objects it made stay in the workspace.');
    } catch (e) {
      flash(problemText(e));
    }
  },
  /** Moves a main-thread message (issue 27); the entry comes back with the move, both tasks are re-read. */
  async move(messageId, taskId) {
    try {
      const before = state.thread.find((e) => e.messageId === messageId);
      const entry = await state.api.post(`/v1/main/messages/${encodeURIComponent(messageId)}/move`, { taskId });
      state.thread = state.thread.map((e) => (e.messageId === entry.messageId ? entry : e));
      await Promise.all([...new Set([...(before?.taskIds ?? []), ...entry.taskIds])].map(refreshTask));
      render();
    } catch (e) {
      // Drawn again first: the choice goes back to "move to…", and the flash line stays.
      render();
      flash(problemText(e));
    }
  },
  preview(objectId) {
    return h(
      'a',
      { href: `#/workspace/${objectId}`, class: 'preview' },
      h('img', {
        src: state.api.downloadUrl(objectId),
        alt: objectId,
        loading: 'lazy',
        // Not a picture: a rendered video or a track plays in place, anything else is named.
        onerror: (e) => void playable(objectId).then((el) => e.target.replaceWith(el)),
      }),
    );
  },
};

/** A <video> or <audio> player for a media object, else its id as a file name. */
async function playable(objectId, meta) {
  const type = (meta ?? (await state.api.get(`/v1/objects/${encodeURIComponent(objectId)}`).catch(() => ({}))))
    .mediaType;
  const src = state.api.downloadUrl(objectId);
  if (type?.startsWith('video/'))
    return h('video', { src, controls: true, preload: 'metadata', class: 'media', 'data-object': objectId });
  if (type?.startsWith('audio/')) return h('audio', { src, controls: true, preload: 'metadata', class: 'media' });
  if (type?.startsWith('image/')) return h('img', { src, alt: objectId, class: 'media' });
  return h('span', { class: 'file' }, objectId);
}

async function refreshTask(taskId) {
  try {
    state.tasks.set(taskId, await state.api.get(`/v1/tasks/${taskId}`));
  } catch (e) {
    if (e instanceof ApiProblem && e.problem.status === 404) state.tasks.delete(taskId);
  }
  if (onHome()) renderTasks();
}

const onHome = () => location.hash === '' || location.hash === '#/';

const ROUTED = {
  created_task: 'new task',
  created_lightweight_task: 'quick task',
  attached_to_task: 'added to a task',
  delivered_to_task: 'sent to the task',
  delivered_by_object_link: 'sent to the linked task',
  answered_in_main: 'answered here',
  asked_user: 'which task?',
};

/** A forget card's list (R-6.7, issue 28): exactly what its "forget" removes, each memory by what it says. */
const forgetList = (memories) =>
  h(
    'ul',
    { class: 'forget-memories' },
    memories.map((mem) => h('li', { 'data-memory': mem.memoryId }, mem.content, h('small', {}, ` · ${mem.subject}`))),
  );

/**
 * The router's question: each option routes the message, then the thread is re-read.
 * A forget said in chat asks too: the card lists the memories, "forget" runs the cascade.
 */
function disambiguationCard(m) {
  const answer = async (optionId) => {
    try {
      const entry = await state.api.post(`/v1/main/messages/${encodeURIComponent(m.messageId)}/answer`, { optionId });
      state.thread = state.thread.map((e) => (e.messageId === entry.messageId ? entry : e));
      await Promise.all(entry.taskIds.map(refreshTask));
      render();
    } catch (err) {
      flash(problemText(err));
    }
  };
  const forget = m.card.memories?.length > 0;
  return h(
    'div',
    { class: forget ? 'card disambiguation forget' : 'card disambiguation' },
    h('p', {}, m.card.question),
    forget ? forgetList(m.card.memories) : undefined,
    ...m.card.options.map((o) =>
      h(
        'button',
        {
          type: 'button',
          class: forget && o.optionId === 'forget' ? 'danger' : undefined,
          onclick: () => answer(o.optionId),
        },
        o.label,
      ),
    ),
  );
}

/** A task's brief where the console knows it, else its id. */
const briefOf = (taskId) => state.tasks.get(taskId)?.brief ?? taskId;

/**
 * The main thread's form, made once: every live update draws the tasks again, and a form made anew
 * each time would drop what the person is typing (and the "done when…" beside it) mid-sentence.
 */
let composer;
function composerForm() {
  if (composer) return composer;
  const input = h('textarea', {
    name: 'text',
    rows: 2,
    placeholder: 'Ask for something… e.g. a red cat, watercolour',
    required: true,
  });
  // "done when…" states the outcome instead of steps; given, the message starts a new task graded against it.
  const rubric = h('input', {
    name: 'rubric',
    placeholder: 'done when… (optional: starts a new task with this rubric)',
  });
  const send = async (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    const outcome = rubric.value.trim();
    try {
      const body = outcome ? { text, rubric: outcome } : { text };
      const entry = await state.api.post('/v1/main/messages', body, { 'idempotency-key': crypto.randomUUID() });
      input.value = '';
      rubric.value = '';
      state.thread.push(entry);
      await Promise.all(entry.taskIds.map(refreshTask));
      // Drawn again only where it was sent from: a person who went on to another view meanwhile stays there.
      if (onHome()) renderTasks();
    } catch (err) {
      flash(problemText(err));
    }
  };
  composer = h('form', { id: 'message-form', onsubmit: send }, input, rubric, h('button', { type: 'submit' }, 'Send'));
  return composer;
}

function mainThread() {
  return h(
    'section',
    { class: 'thread' },
    h('h2', {}, 'Main thread'),
    h(
      'ol',
      { class: 'messages' },
      state.thread
        .slice(-20)
        .map((m) =>
          h(
            'li',
            { 'data-message': m.messageId },
            h('span', {}, m.text),
            h('small', {}, ` → ${ROUTED[m.decision] ?? m.decision}`),
            movedNote(m, briefOf),
            m.reply ? h('p', { class: 'reply' }, m.reply) : undefined,
            m.card?.state === 'open' ? disambiguationCard(m) : undefined,
            whyItWent(m),
            moveControl(m, [...state.tasks.values()], ui.move),
          ),
        ),
    ),
    composerForm(),
    h('p', { id: 'flash', class: 'flash' }),
  );
}

function renderTasks() {
  const cards = [...state.tasks.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  // Moving the kept form in the page blurs it: the person typing keeps their caret.
  const typing = composer?.contains(document.activeElement) ? document.activeElement : undefined;
  const caret = typing ? [typing.selectionStart, typing.selectionEnd] : undefined;
  app.replaceChildren(
    h(
      'div',
      { class: 'layout' },
      mainThread(),
      h(
        'section',
        { class: 'tasks' },
        h('h2', {}, 'Tasks'),
        cards.length
          ? cards.map((t) => taskCard(t, state.live.get(t.taskId), ui))
          : h('p', { class: 'muted' }, 'No tasks yet.'),
      ),
    ),
  );
  if (typing) {
    typing.focus();
    typing.setSelectionRange?.(...caret);
  }
}

async function renderTask(taskId) {
  const list = h('ol', { class: 'timeline' });
  const card = h('div');
  const text = h('input', { name: 'text', placeholder: 'message this task', required: true });
  const send = async (e) => {
    e.preventDefault();
    try {
      await state.api.post(
        `/v1/tasks/${taskId}/messages`,
        { text: text.value },
        { 'idempotency-key': crypto.randomUUID() },
      );
      text.value = '';
      await refreshTask(taskId);
      draw();
    } catch (err) {
      flash(problemText(err));
    }
  };
  app.replaceChildren(
    h(
      'div',
      { class: 'layout' },
      h(
        'section',
        {},
        h('a', { href: '#/' }, '← tasks'),
        card,
        h('form', { id: 'task-message-form', onsubmit: send }, text, h('button', {}, 'Send to this task')),
        h('p', { id: 'flash', class: 'flash' }),
      ),
      h('section', {}, h('h2', {}, 'Timeline'), list),
    ),
  );
  const draw = () => {
    const t = state.tasks.get(taskId);
    const gone = state.deleted.get(taskId);
    card.replaceChildren(
      t
        ? taskCard(t, state.live.get(taskId), ui)
        : gone
          ? deletionResult(gone, state.api)
          : h('p', {}, 'Task not found.'),
    );
  };
  await refreshTask(taskId);
  draw();
  state.taskSource = state.api.taskStream(taskId, (u) => {
    list.append(timelineItem(u));
    void refreshTask(taskId).then(draw);
  });
}

async function renderWorkspace(objectId) {
  const { objects } = await state.api.get('/v1/objects?kind=document');
  const editor = h('div', { class: 'editor' });
  const name = h('input', { placeholder: 'new document name' });
  const create = async (e) => {
    e.preventDefault();
    const created = await state.api
      .post('/v1/objects', { name: name.value || 'untitled', text: '' })
      .catch((err) => flash(problemText(err)));
    if (created) location.hash = `#/workspace/${created.objectId}`;
  };
  app.replaceChildren(
    h(
      'div',
      { class: 'layout' },
      h(
        'section',
        {},
        h('h2', {}, 'Documents'),
        h(
          'ul',
          { class: 'objects' },
          objects.map((o) =>
            h('li', {}, h('a', { href: `#/workspace/${o.objectId}` }, o.name), h('small', {}, ` v${o.latestVersion}`)),
          ),
        ),
        h('form', { onsubmit: create }, name, h('button', {}, 'New document')),
        h('p', { id: 'flash', class: 'flash' }),
      ),
      h('section', {}, editor),
    ),
  );
  if (objectId) await openDocument(objectId, editor);
}

async function openDocument(objectId, editor) {
  const { data: meta } = await state.api.withEtag(`/v1/objects/${encodeURIComponent(objectId)}`);
  if (meta.kind !== 'document') {
    // Media (an upload, a rendered video): shown, not edited here.
    editor.replaceChildren(
      h('h2', {}, meta.name, h('small', {}, ` version ${meta.version}`)),
      await playable(objectId, meta),
    );
    return;
  }
  const { data: page, etag } = await state.api.withEtag(
    `/v1/objects/${encodeURIComponent(objectId)}/content?limit=100000`,
  );
  const text = h('textarea', { id: 'doc-text', rows: 20 }, page.text ?? '');
  const notice = h('p', { class: 'conflict', id: 'conflict' });
  const save = async () => {
    try {
      const result = await state.api.put(
        `/v1/objects/${encodeURIComponent(objectId)}/content`,
        { text: text.value },
        { 'if-match': etag },
      );
      await openDocument(objectId, editor);
      flash(`saved as version ${result.version}`);
    } catch (e) {
      if (e instanceof ApiProblem && e.problem.status === 412) {
        notice.replaceChildren(
          `Someone changed this document (now version ${e.problem.currentVersion ?? '?'}) since you opened version ${page.version}. `,
          h('button', { onclick: () => openDocument(objectId, editor) }, 'reload their version'),
        );
      } else flash(problemText(e));
    }
  };
  editor.replaceChildren(
    h('h2', {}, meta.name, h('small', {}, ` version ${page.version}`)),
    notice,
    text,
    h('button', { id: 'save', onclick: save }, 'Save'),
  );
}

function render() {
  state.taskSource?.close();
  state.taskSource = undefined;
  document
    .querySelectorAll('[data-nav]')
    .forEach((a) =>
      a.classList.toggle(
        'active',
        location.hash.startsWith(`#/${a.dataset.nav === 'tasks' ? 't' : a.dataset.nav}`) ||
          (a.dataset.nav === 'tasks' && ['', '#/'].includes(location.hash)),
      ),
    );
  const [, view, id] = location.hash.split('/');
  const run =
    view === 'tasks' && id
      ? renderTask(id)
      : view === 'workspace'
        ? renderWorkspace(id)
        : view === 'memory'
          ? renderMemory(app, state.api, problemText)
          : view === 'credentials'
            ? renderCredentials(app, state.api, problemText)
            : view === 'billing'
              ? renderBilling(app, state.api, problemText)
              : view === 'mcp'
                ? renderMcpServers(app, state.api, problemText)
                : view === 'settings'
                  ? renderSettings(app, state.api, problemText)
                  : Promise.resolve(renderTasks());
  run.catch((e) => app.replaceChildren(h('p', { class: 'flash' }, problemText(e))));
}

async function start() {
  const key = await session();
  if (!key) {
    app.replaceChildren(document.getElementById('login').content.cloneNode(true));
    document.getElementById('login-form').addEventListener('submit', (e) => {
      e.preventDefault();
      useKey(new FormData(e.target).get('key'));
      location.reload();
    });
    return;
  }
  state.api = client(key);
  const live = document.getElementById('live');
  state.api.stream(
    (update) => {
      if (!update.taskId) return;
      if (update.deleted) {
        state.tasks.delete(update.taskId);
        state.live.delete(update.taskId);
      } else state.live.set(update.taskId, update);
      void refreshTask(update.taskId);
    },
    (on) => {
      live.textContent = on ? 'live' : 'reconnecting';
      live.classList.toggle('off', !on);
    },
  );
  // One unavailable service must not blank the console: each view shows its own error.
  const [tasks, thread] = await Promise.allSettled([
    state.api.get('/v1/tasks?limit=50'),
    state.api.get('/v1/main/messages?limit=20'),
  ]);
  if (tasks.status === 'fulfilled') tasks.value.forEach((t) => state.tasks.set(t.taskId, t));
  if (thread.status === 'fulfilled') state.thread = thread.value;
  window.addEventListener('hashchange', render);
  render();
  const failed = [tasks, thread].find((r) => r.status === 'rejected');
  if (failed) flash(problemText(failed.reason));
}

start().catch((e) => app.replaceChildren(h('p', { class: 'flash' }, problemText(e))));
