// Deleting a task (R-10.8): one confirmation that says what goes and what stays, then the result.
import { h } from './views.js';

/** The question asked once before DELETE /v1/tasks/{id}. */
export function deletionQuestion(task) {
  const kept = task?.artifacts?.length ?? 0;
  return [
    'Delete this task for good?',
    '',
    'Goes: its messages and history, its generation jobs (a running one is cancelled and refunded), its search entries, the memories taken from it, and its copies in every log.',
    `Stays: ${kept} object${kept === 1 ? '' : 's'} it made or linked, in your workspace without the task's words or link; the amounts it spent, in billing.`,
    '',
    'This cannot be undone.',
  ].join('\n');
}

const STATE_TEXT = { pending: 'working on it', done: 'done', failed: 'failed, retrying' };

/** A deletion's receipt (GET /v1/deletions/{id}, ADR 0051): each service and whether it has finished. */
export function receiptView(receipt) {
  return h(
    'div',
    { class: 'receipt', 'data-receipt': receipt.id, 'data-state': receipt.state },
    h(
      'p',
      {},
      `Receipt ${receipt.id}: ${receipt.state === 'done' ? 'every service has finished' : STATE_TEXT[receipt.state]}.`,
    ),
    h(
      'ul',
      {},
      receipt.services.map((s) =>
        h(
          'li',
          { 'data-service': s.service, 'data-state': s.state },
          `${s.service}: ${STATE_TEXT[s.state] ?? s.state}${s.reason ? ` (${s.reason})` : ''}`,
        ),
      ),
    ),
  );
}

/**
 * What the task view shows once the deletion was accepted: what stays, and the receipt, read
 * again every two seconds until every service has finished (or the view is left).
 */
export function deletionResult(result, api) {
  const receipt = h('div', {}, result.receipt ? receiptView(result.receipt) : '');
  const view = h(
    'div',
    { class: 'deleted-result', role: 'status' },
    h('p', {}, 'Task deleted.'),
    h(
      'p',
      { class: 'muted' },
      `Every service removes what it derived from it now. ${result.kept === 1 ? '1 object stays' : `${result.kept} objects stay`} in your workspace, without it.`,
    ),
    receipt,
    h('a', { href: '#/' }, '← tasks'),
  );
  const follow = async () => {
    if (!result.receipt || result.receipt.state === 'done' || !view.isConnected) return;
    result.receipt = await api.get(`/v1/deletions/${result.receipt.id}`).catch(() => result.receipt);
    receipt.replaceChildren(receiptView(result.receipt));
    setTimeout(follow, 2000);
  };
  setTimeout(follow, 2000);
  return view;
}
