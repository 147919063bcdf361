// Billing: /v1/billing, /v1/billing/authority and the ledger, per task.
import { h } from './views.js';

const money = (minor, currency) => `${(minor / 100).toFixed(2)} ${currency}`;
const LEVELS = {
  ask_every_paid_step: 'ask at every paid step',
  ask_at_checkpoints: 'ask at checkpoints',
  autonomous_within_budget: 'autonomous within budget',
};

/** Renders the billing view into `root`; `problemText` turns an API problem into a line. */
export async function renderBilling(root, api, problemText) {
  const [balance, authority, ledger] = await Promise.all([
    api.get('/v1/billing'),
    api.get('/v1/billing/authority'),
    api.get('/v1/billing/ledger'),
  ]);
  const $ = (minor) => money(minor, balance.currency);
  const flash = h('p', { class: 'flash', id: 'billing-flash' });
  const mine = authority.autonomy.find((a) => a.scope === 'user');
  const level = h(
    'select',
    { id: 'autonomy-level' },
    Object.entries(LEVELS).map(([v, label]) =>
      h('option', { value: v, ...((mine?.level ?? 'ask_at_checkpoints') === v ? { selected: true } : {}) }, label),
    ),
  );
  level.addEventListener('change', () =>
    api.put('/v1/billing/autonomy', { scope: 'user', level: level.value }).then(
      () => renderBilling(root, api, problemText),
      (e) => (flash.textContent = problemText(e)),
    ),
  );
  const byTask = new Map();
  for (const e of ledger) byTask.set(e.taskId ?? '(no task)', [...(byTask.get(e.taskId ?? '(no task)') ?? []), e]);
  root.replaceChildren(
    h('h2', {}, 'Billing'),
    flash,
    h(
      'dl',
      { id: 'billing-balance', class: 'panel' },
      h('dt', {}, 'balance'),
      h('dd', {}, `${$(balance.balanceAvailableMinor)} of ${$(balance.balanceMinor)} available`),
      h('dt', {}, 'spent today'),
      h('dd', {}, $(balance.spentTodayMinor)),
      h('dt', {}, 'no-confirm limits'),
      h('dd', {}, `${$(balance.noConfirm.perOperationMinor)} per operation · ${$(balance.noConfirm.dailyMinor)} a day`),
      h('dt', {}, 'my autonomy level'),
      h('dd', {}, level),
    ),
    h('h3', {}, 'Budgets'),
    h(
      'ul',
      { id: 'billing-budgets' },
      authority.budgets.map((b) =>
        h(
          'li',
          {},
          `${b.plan ? 'plan' : b.scope} ${b.scope === 'workspace' ? '' : b.id}: ${$(b.spentMinor)} of ${$(b.amountMinor)}`,
        ),
      ),
    ),
    h('h3', {}, 'Ledger per task'),
    h(
      'table',
      { id: 'billing-ledger' },
      [...byTask].map(([taskId, entries]) =>
        h(
          'tr',
          { 'data-task': taskId },
          h('td', {}, taskId),
          h('td', {}, entries.map((e) => `${e.entry} ${$(e.amountMinor)}`).join(' · ')),
        ),
      ),
    ),
  );
}
