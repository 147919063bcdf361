/** What a retried request whose result was deleted gets back: a tombstone, not the old response. */
export const TASK_DELETED_REPLAY = {
  type: 'https://lomo.dev/problems/task_deleted',
  title: 'The task this request reached was deleted',
  status: 410,
};
