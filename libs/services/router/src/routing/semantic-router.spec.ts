import type { ApiCaller, TaskCardView } from '@lomo/service-api';
import type { Embedder } from '@lomo/search';
import type { CandidateFinder, Candidates } from './candidates';
import { SemanticRouter } from './semantic-router';
import { taskIdFor, type TaskActions } from './task-actions';

const caller = { workspaceId: 'ws-1', userId: 'u-1' } as ApiCaller;
const embedder = { name: 'test', embed: async (texts: string[]) => texts.map(() => [1]) } as unknown as Embedder;
const card = (taskId: string, brief: string, kind: TaskCardView['kind'] = 'persistent') =>
  ({ taskId, brief, kind, status: 'idle' }) as TaskCardView;

function routerOver(recent: TaskCardView[], act?: Candidates['act']) {
  const created: string[] = [];
  const delivered: string[] = [];
  const finder = {
    find: async (): Promise<Candidates> => ({
      recent,
      candidates: recent.map((t) => ({
        taskId: t.taskId,
        brief: t.brief,
        status: t.status,
        score: 1,
        source: 'recent' as const,
        exact: true,
        recency: 0,
      })),
      ...(act ? { act } : {}),
    }),
  } as unknown as CandidateFinder;
  const actions = {
    create: async (_c: ApiCaller, input: { messageId: string }) => {
      created.push(input.messageId);
      return taskIdFor(caller.workspaceId, input.messageId);
    },
    deliverTo: async (_c: ApiCaller, taskId: string) => void delivered.push(taskId),
  } as unknown as TaskActions;
  return { router: new SemanticRouter(finder, actions, embedder), created, delivered };
}

describe('SemanticRouter: a retried post', () => {
  it('given the first attempt already created the message’s task, then the retry records that creation, not a duplicate of it', async () => {
    const own = taskIdFor(caller.workspaceId, 'm-1');
    const { router, created, delivered } = routerOver([card(own, 'a red cat, watercolour')]);
    const routed = await router.route(caller, { messageId: 'm-1', text: 'a red cat, watercolour' });
    expect({ decision: routed.decision, taskIds: routed.taskIds, created, delivered }).toEqual({
      decision: 'created_task',
      taskIds: [own],
      created: [],
      delivered: [],
    });
  });

  it('given the same words posted as a new message, then the existing task is weighed as a duplicate, as before', async () => {
    const first = taskIdFor(caller.workspaceId, 'm-1');
    const { router, created } = routerOver([card(first, 'a red cat, watercolour')]);
    const routed = await router.route(caller, { messageId: 'm-2', text: 'a red cat, watercolour' });
    expect(routed.decision).not.toBe('created_task');
    expect(created).toEqual([]);
  });
});

describe('SemanticRouter: the dialogue act (ADR 0036)', () => {
  it('given a craft question, then it is answered in main with a card that offers to start a task', async () => {
    const { router, created } = routerOver([], { act: 'craft', probability: 0.9, margin: 0.8, runnerUp: 'status' });
    const routed = await router.route(caller, {
      messageId: 'm-1',
      text: 'какая бумага лучше для печати?',
      language: 'ru',
    });
    expect(routed).toMatchObject({
      decision: 'answered_in_main',
      card: { question: 'Сделать из этого задачу?', options: [{ optionId: 'new', label: 'Начать задачу' }] },
    });
    expect(routed.reply).toContain('вопрос о ремесле');
    expect(created).toEqual([]);
  });

  it('given an act the classifier could not settle, then the rules decide and the reason says why', async () => {
    const { router } = routerOver([], { abstained: 'no act sure enough: status p=0.40' });
    const routed = await router.route(caller, { messageId: 'm-1', text: 'a red cat, watercolour' });
    expect(routed.decision).toBe('created_task');
    expect(routed.reason).toBe('new work: no active task [no act sure enough: status p=0.40]');
  });
});
