// Settings: the workspace's retention (PUT /v1/settings/retention, ADR 0051 and 0057).
import { h } from './views.js';

/** The retention panel: days (empty keeps tasks for ever) and whether the whole task or only its content goes. */
export async function retentionPanel(api, problemText) {
  const flash = h('p', { class: 'flash', id: 'retention-flash', role: 'status' });
  const days = h('input', { name: 'days', type: 'number', min: '1', max: '36500', placeholder: 'keep for ever' });
  const scope = h(
    'select',
    { name: 'scope' },
    h('option', { value: 'task' }, 'delete the whole task'),
    h('option', { value: 'content' }, 'delete only its content (words, images, memories); keep dates, status, cost'),
  );
  const show = (r) => {
    days.value = r.days === null ? '' : String(r.days);
    scope.value = r.scope;
  };
  try {
    show(await api.get('/v1/settings/retention'));
  } catch (err) {
    flash.textContent = problemText(err);
  }
  const save = async (e) => {
    e.preventDefault();
    try {
      const body = { days: days.value === '' ? null : Number(days.value), scope: scope.value };
      const saved = await api.put('/v1/settings/retention', body);
      show(saved);
      flash.textContent =
        saved.days === null
          ? 'Finished tasks are kept for ever.'
          : `Saved: after ${saved.days} days, ${scope.selectedOptions[0].textContent}.`;
    } catch (err) {
      flash.textContent = problemText(err);
    }
  };
  return h(
    'form',
    { id: 'retention-form', class: 'panel', onsubmit: save },
    h('h3', {}, 'Retention'),
    h('p', { class: 'muted' }, 'Finished tasks untouched this many days are deleted, each with its receipt.'),
    days,
    scope,
    h('button', {}, 'Save'),
    flash,
  );
}
