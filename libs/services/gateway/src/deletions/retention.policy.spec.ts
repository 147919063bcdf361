import type { TaskCardView } from '@lomo/service-api';
import { expiredTasks } from './retention.policy';

const card = (taskId: string, status: TaskCardView['status'], updatedAt: string) =>
  ({ taskId, status, updatedAt }) as TaskCardView;
const now = new Date('2026-12-10T12:00:00Z');

describe('retention: which tasks a policy deletes (ADR 0051)', () => {
  it("given tasks at rest and at work, old and new, then only those at rest for the policy's days go", () => {
    const cards = [
      card('old-idle', 'idle', '2026-12-01T12:00:00Z'),
      card('old-ended', 'terminated', '2026-12-03T12:00:00Z'),
      card('old-running', 'running', '2026-12-01T12:00:00Z'),
      card('old-waiting', 'waiting_external', '2026-12-01T12:00:00Z'),
      card('recent-idle', 'idle', '2026-12-09T12:00:00Z'),
      card('just-expired', 'idle', '2026-12-03T12:00:00Z'),
    ];
    expect(expiredTasks(cards, { workspaceId: 'ws', days: 7 }, now)).toEqual(['old-idle', 'old-ended', 'just-expired']);
  });
});
