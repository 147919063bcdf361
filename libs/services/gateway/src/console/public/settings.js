// Settings: erasing the person at the console (DELETE /v1/users/me, ADR 0051).
import { h } from './views.js';
import { receiptView } from './delete-task.js';
import { retentionPanel } from './retention.js';

/** The question asked before an erasure; the user id typed below is the second confirmation. */
export const ERASE_QUESTION = [
  'Erase all your data for good?',
  '',
  'Goes: every task you created (with its messages, jobs, search entries and log copies), your main thread, your memories and profile, your own credentials, your stored requests and your API keys: this console signs out.',
  'Stays: objects in the workspace (without your tasks), amounts in billing, and what other people of the workspace made.',
  '',
  'This cannot be undone.',
].join('\n');

/** Renders the settings view into `root`. */
export async function renderSettings(root, api, problemText) {
  const flash = h('p', { class: 'flash', id: 'settings-flash' });
  const result = h('div', { id: 'erase-result', role: 'status' });
  const userId = h('input', { name: 'confirmUserId', placeholder: 'your user id, to confirm', required: true });
  const erase = async (e) => {
    e.preventDefault();
    if (!confirm(ERASE_QUESTION)) return;
    try {
      const receipt = await api.del('/v1/users/me', { confirmUserId: userId.value });
      // Their keys go with the erasure: the receipt is shown as answered, and the console forgets the key.
      localStorage.removeItem('lomo.key');
      result.replaceChildren(
        h('p', {}, 'Your data is being erased. Keep the receipt id: the operator can follow it to the end.'),
        receiptView(receipt),
      );
      form.remove();
    } catch (err) {
      flash.textContent = problemText(err);
    }
  };
  const form = h(
    'form',
    { id: 'erase-form', class: 'panel danger-zone', onsubmit: erase },
    h('h3', {}, 'Erase my data'),
    h('p', { class: 'muted' }, 'Deletes everything of yours on this platform. Type your user id to confirm.'),
    userId,
    h('button', { class: 'danger' }, 'Erase my data'),
  );
  const retention = await retentionPanel(api, problemText);
  root.replaceChildren(h('section', {}, h('h2', {}, 'Settings'), retention, form, flash, result));
}
