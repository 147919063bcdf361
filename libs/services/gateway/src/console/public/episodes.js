// What Lomo remembers of each stretch of work, with the evidence of every line: /v1/memories/episodes only.
import { h } from './views.js';

const day = (iso) => iso.slice(0, 10);

function evidenceOf(e) {
  const s = e.source;
  const where =
    s.type === 'message'
      ? 'a message'
      : s.type === 'tool'
        ? 'the agent'
        : s.type === 'correction'
          ? 'your correction'
          : s.type;
  return h('li', {}, h('q', {}, e.excerpt), ` — ${where}, ${day(e.at)}`);
}

function episodeCard(episode) {
  const span =
    day(episode.from) === day(episode.until) ? day(episode.from) : `${day(episode.from)} – ${day(episode.until)}`;
  return h(
    'article',
    { class: 'card episode' },
    h('h4', {}, h('a', { href: `#/tasks/${episode.taskId}` }, 'A task'), h('small', {}, ` ${span}`)),
    h(
      'ul',
      {},
      episode.lines.map((line) =>
        h(
          'li',
          {},
          line.text,
          h('details', {}, h('summary', {}, 'Evidence'), h('ul', {}, line.evidence.map(evidenceOf))),
        ),
      ),
    ),
  );
}

/** The episodes section of the memory view. Forgetting a memory drops every line that rested on it. */
export function episodesSection(episodes) {
  return h(
    'section',
    { class: 'panel' },
    h('h3', {}, 'Your work, as Lomo remembers it'),
    episodes.length === 0
      ? h('p', { class: 'muted' }, 'No episodes yet: each task where you state a preference adds one.')
      : episodes.map(episodeCard),
  );
}
