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

/** What the task view shows once the deletion was accepted. */
export function deletionResult(result) {
  return h(
    'div',
    { class: 'deleted-result', role: 'status' },
    h('p', {}, 'Task deleted.'),
    h(
      'p',
      { class: 'muted' },
      `Every service removes what it derived from it now. ${result.kept === 1 ? '1 object stays' : `${result.kept} objects stay`} in your workspace, without it.`,
    ),
    h('a', { href: '#/' }, '← tasks'),
  );
}
