import { Counter, type Registry } from 'prom-client';

/**
 * Counts turns that decided no step and ran no call (issue 26). A healthy runtime has almost
 * none; a rising count is a task woken for something it cannot act on.
 */
export function prometheusEmptyTurns(registry: Registry): (taskId: string) => void {
  const empty = new Counter({
    name: 'lomo_task_empty_turns_total',
    help: 'Task turns that decided no step and ran no call',
    registers: [registry],
  });
  return () => empty.inc();
}
