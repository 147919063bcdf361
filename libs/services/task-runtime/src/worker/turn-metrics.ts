import { Counter, type Registry } from 'prom-client';
import type { RunOutcome } from './task-worker';

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

/**
 * Counts wake-ups by what the worker found (issue 26). `nothing_to_do` is a task woken that needed
 * no worker: a disagreement between whatever woke it and `needsWorker`; on an idle platform it
 * should stay flat.
 */
export function prometheusWakeUps(registry: Registry): (taskId: string, outcome: RunOutcome) => void {
  const wakeUps = new Counter({
    name: 'lomo_task_wakeups_total',
    help: 'Task wake-ups run by a worker, by what the worker found',
    labelNames: ['outcome'],
    registers: [registry],
  });
  return (_taskId, outcome) => wakeUps.inc({ outcome });
}
