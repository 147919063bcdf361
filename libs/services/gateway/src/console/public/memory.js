// What Lomo believes about you, why, and forgetting it (R-9): the /v1/memories and /v1/profile API only.
import { episodesSection } from './episodes.js';
import { h } from './views.js';

const ORIGIN = { user_stated: 'you said', model_inferred: 'Lomo inferred' };
const SCOPE = { user: 'about you', workspace: 'this workspace', task: 'one task only' };

function source(e) {
  const s = e.source;
  if (s.type === 'message')
    return s.taskId ? h('a', { href: `#/tasks/${s.taskId}` }, 'a message in a task') : 'a message';
  return s.type === 'correction' ? 'your correction' : 'the agent, in a task';
}

/** The curator's flags (R-10.10): another memory says otherwise on this subject; the person settles it. */
function conflictsOf(m, byId) {
  return m.conflicts.map((c) =>
    h(
      'p',
      { class: 'conflict memory-conflict' },
      `Conflicts with "${byId.get(c.memoryId)?.content ?? c.memoryId}" (${c.reason}). Correct or forget one of them.`,
    ),
  );
}

function memoryCard(m, ui, byId) {
  return h(
    'article',
    { class: 'card memory' },
    h('h3', {}, m.content),
    h(
      'p',
      { class: 'muted' },
      `${m.subject} · ${ORIGIN[m.origin] ?? m.origin} · ${SCOPE[m.scope] ?? m.scope} · confidence ${Math.round(m.confidence * 100)}% · version ${m.version}`,
    ),
    ...conflictsOf(m, byId),
    h(
      'details',
      {},
      h('summary', {}, `Why (${m.evidence.length})`),
      h(
        'ul',
        {},
        m.evidence.map((e) =>
          h('li', {}, h('q', {}, e.excerpt), ' — ', source(e), ` (${e.link}, ${e.at.slice(0, 10)})`),
        ),
      ),
      m.versions.length > 1
        ? h(
            'ol',
            { class: 'versions' },
            m.versions.map((v) => h('li', {}, `${v.state}${v.content ? `: ${v.content}` : ''}`)),
          )
        : undefined,
    ),
    h(
      'div',
      { class: 'actions' },
      h('button', { onclick: () => ui.correct(m) }, 'Correct'),
      h('button', { class: 'danger', onclick: () => ui.forget(m) }, 'Forget'),
    ),
  );
}

/** Renders the memory view into `root`; `problemText` turns an API problem into a line. */
export async function renderMemory(root, api, problemText) {
  const [memories, profile, episodes] = await Promise.all([
    api.get('/v1/memories'),
    api.get('/v1/profile'),
    api.get('/v1/memories/episodes'),
  ]);
  const flash = h('p', { class: 'flash', id: 'memory-flash' });
  const byId = new Map(memories.map((m) => [m.memoryId, m]));
  const rerender = () => renderMemory(root, api, problemText).catch((e) => (flash.textContent = problemText(e)));
  const ui = {
    async correct(m) {
      const content = prompt('What is true instead?', m.content);
      if (!content || content === m.content) return;
      try {
        await api.post(`/v1/memories/${m.memoryId}/correct`, { content });
        await rerender();
      } catch (e) {
        flash.textContent = problemText(e);
      }
    },
    async forget(m) {
      const sure = confirm(
        `Forget "${m.content}" for good?\n\nLomo also forgets what it derived from it (later versions, the profile, episodes, search). This cannot be undone.`,
      );
      if (!sure) return;
      try {
        await api.post(`/v1/memories/${m.memoryId}/forget`, { confirm: true });
        await rerender();
      } catch (e) {
        flash.textContent = problemText(e);
      }
    },
  };
  root.replaceChildren(
    h('h2', {}, 'What Lomo remembers about you'),
    flash,
    h(
      'section',
      { class: 'panel' },
      h('h3', {}, `Profile`, h('small', {}, ` version ${profile.version}`)),
      profile.entries.length === 0
        ? h('p', { class: 'muted' }, 'Nothing long-term yet.')
        : h(
            'ul',
            {},
            profile.entries.map((e) => h('li', {}, `${e.subject}: ${e.content}`)),
          ),
    ),
    // replaceChildren takes nodes, not an array of them (an array would print as "[object HTMLElement]").
    ...(memories.length === 0
      ? [h('p', { class: 'muted' }, 'No memories. Say what you prefer ("I prefer muted colours") and Lomo keeps it.')]
      : memories.map((m) => memoryCard(m, ui, byId))),
    episodesSection(episodes),
  );
}
