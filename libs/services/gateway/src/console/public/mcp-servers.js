// Remote MCP servers of the workspace: /v1/mcp-servers only. The token is a vault
// credential chosen by name; the view sends its id and never sees a secret.
import { h } from './views.js';

function server(s, detach) {
  return h(
    'div',
    { class: 'panel', 'data-mcp-server': s.name },
    h(
      'h3',
      {},
      s.name,
      ' ',
      h('span', { class: 'muted' }, s.url),
      ' ',
      h('button', { class: 'danger', onclick: () => detach(s) }, 'Detach'),
    ),
    h(
      'p',
      { class: 'muted' },
      s.credentialId ? `token: credential ${s.credentialId}` : 'no token',
      ` · attached by ${s.attachedBy} ${s.attachedAt.slice(0, 16).replace('T', ' ')}`,
    ),
    h(
      'table',
      { class: 'mcp-tools' },
      s.tools.map((t) =>
        h(
          'tr',
          { 'data-tool': t.name },
          h('td', {}, h('code', {}, t.name)),
          h('td', {}, t.risk),
          h('td', {}, t.policy ?? ''),
          h('td', { class: 'muted' }, t.description),
        ),
      ),
    ),
  );
}

/** Renders the MCP servers view into `root`; `problemText` turns an API problem into a line. */
export async function renderMcpServers(root, api, problemText) {
  const [servers, credentials] = await Promise.all([api.get('/v1/mcp-servers'), api.get('/v1/credentials')]);
  const tokens = credentials.filter((c) => c.kind === 'mcp_token' && !c.revokedAt && c.scope === 'workspace');
  const flash = h('p', { class: 'flash', id: 'mcp-flash' });
  const rerender = () => renderMcpServers(root, api, problemText).catch((e) => (flash.textContent = problemText(e)));
  const detach = async (s) => {
    if (!confirm(`Detach "${s.name}"? Its tools are no longer offered to tasks.`)) return;
    await api.del(`/v1/mcp-servers/${s.name}`).then(rerender, (e) => (flash.textContent = problemText(e)));
  };
  const form = h(
    'form',
    { id: 'mcp-form', class: 'panel', autocomplete: 'off' },
    h('h3', {}, 'Attach an MCP server'),
    h('input', { name: 'name', placeholder: 'name, e.g. print', required: true }),
    h('input', { name: 'url', placeholder: 'https://…/mcp', required: true }),
    h(
      'select',
      { name: 'credentialId' },
      h('option', { value: '' }, 'no token'),
      tokens.map((c) => h('option', { value: c.credentialId }, c.name)),
    ),
    h('button', { type: 'submit' }, 'Attach'),
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(form));
    if (!data.credentialId) delete data.credentialId;
    await api.post('/v1/mcp-servers', data).then(rerender, (err) => (flash.textContent = problemText(err)));
  });
  root.replaceChildren(
    h('h2', {}, 'MCP servers'),
    h(
      'p',
      { class: 'muted' },
      'Remote tools for this workspace’s tasks. Tokens come from Credentials (kind: MCP server token); set a tool’s policy via /v1/tool-policies.',
    ),
    flash,
    form,
    ...(servers.length === 0
      ? [h('p', { class: 'muted' }, 'No MCP servers attached.')]
      : servers.map((s) => server(s, detach))),
  );
}
