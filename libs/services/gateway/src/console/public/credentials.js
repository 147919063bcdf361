// The credential vault: /v1/credentials only. A secret is typed once into a password
// field and sent; no answer of the API holds it, so the view can never show it again.
import { h } from './views.js';

const KINDS = { provider_key: 'provider key', mcp_token: 'MCP server token', webhook_secret: 'webhook secret' };
const SCOPES = { workspace: 'the workspace', user: 'only me', task: 'one task' };

function row(c, revoke) {
  const scope = c.scope === 'task' ? `task ${c.taskId}` : SCOPES[c.scope];
  return h(
    'tr',
    { class: c.revokedAt ? 'revoked' : undefined, 'data-credential': c.credentialId },
    h('td', {}, c.name),
    h('td', {}, KINDS[c.kind] ?? c.kind, c.providerId ? ` · ${c.providerId}` : ''),
    h('td', {}, scope),
    h('td', { class: 'muted' }, c.lastUsedAt ? `used ${c.lastUsedAt.slice(0, 16).replace('T', ' ')}` : 'never used'),
    h('td', {}, c.revokedAt ? 'revoked' : h('button', { class: 'danger', onclick: () => revoke(c) }, 'Revoke')),
  );
}

/** Renders the credentials view into `root`; `problemText` turns an API problem into a line. */
export async function renderCredentials(root, api, problemText) {
  const credentials = await api.get('/v1/credentials');
  const flash = h('p', { class: 'flash', id: 'credentials-flash' });
  const rerender = () => renderCredentials(root, api, problemText).catch((e) => (flash.textContent = problemText(e)));
  const revoke = async (c) => {
    if (!confirm(`Revoke "${c.name}"? Requests that use it stop working; its secret is deleted.`)) return;
    await api.del(`/v1/credentials/${c.credentialId}`).then(rerender, (e) => (flash.textContent = problemText(e)));
  };
  const form = h(
    'form',
    { id: 'credential-form', class: 'panel', autocomplete: 'off' },
    h('h3', {}, 'Register a credential'),
    h('input', { name: 'name', placeholder: 'name, e.g. studio fal key', required: true }),
    h(
      'select',
      { name: 'kind' },
      Object.entries(KINDS).map(([v, label]) => h('option', { value: v }, label)),
    ),
    h('input', { name: 'providerId', placeholder: 'provider id (provider keys), e.g. fal' }),
    h(
      'select',
      { name: 'scope' },
      ['workspace', 'user'].map((v) => h('option', { value: v }, SCOPES[v])),
    ),
    h('input', { name: 'secret', type: 'password', placeholder: 'secret', required: true }),
    h('button', { type: 'submit' }, 'Register'),
  );
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(form));
    if (!data.providerId) delete data.providerId;
    form.reset();
    await api.post('/v1/credentials', data).then(rerender, (err) => (flash.textContent = problemText(err)));
  });
  root.replaceChildren(
    h('h2', {}, 'Credentials'),
    h(
      'p',
      { class: 'muted' },
      'Registered once, used by id. Lomo never shows a secret again, nor gives it to the agent.',
    ),
    flash,
    form,
    credentials.length === 0
      ? h('p', { class: 'muted' }, 'No credentials yet.')
      : h(
          'table',
          { class: 'credentials' },
          credentials.map((c) => row(c, revoke)),
        ),
  );
}
