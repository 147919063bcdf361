import { MAX_BODY } from '../task-index/task-index.processor';
import { threadWords, withoutTexts } from './person-words';

const at = '2026-12-03T10:00:00Z';
const posted = (messageId: string, text: string) =>
  ({ type: 'MainMessagePosted', data: { messageId, text, at } }) as const;
const routed = (messageId: string, decision: string, taskIds: string[]) =>
  ({ type: 'MainMessageRouted', data: { messageId, decision, taskIds, reason: 'r', at } }) as never;

describe("a person's words in the task index (ADR 0057)", () => {
  it('given messages routed, answered, moved and answered in the main thread, then each task gets the texts that went into it', () => {
    const words = threadWords([
      posted('m1', 'a quillmarsh poster'),
      routed('m1', 'created_task', ['t-1']),
      posted('m2', 'what is running?'),
      routed('m2', 'answered_in_main', []),
      posted('m3', 'make it teal'),
      routed('m3', 'asked_user', []),
      {
        type: 'DisambiguationAnswered',
        data: { messageId: 'm3', optionId: 't-2', decision: 'attached_to_task', taskIds: ['t-2'], at },
      },
      { type: 'MessageMoved', data: { messageId: 'm3', toTaskId: 't-3', taskMessageId: 'x', at, by: 'user:carol' } },
      posted('m4', ''),
      routed('m4', 'attached_to_task', ['t-1']),
    ]);
    expect(words.messages).toBe(4);
    expect(Object.fromEntries(words.byTask)).toEqual({
      't-1': ['a quillmarsh poster'],
      't-2': ['make it teal'],
      't-3': ['make it teal'],
    });
  });

  it("given a teammate's task document holding her lines, then only hers are cut, and a title of hers gives way to the next line", () => {
    expect(withoutTexts({ title: 'a fox', body: 'make it teal\nsmaller please' }, ['make it teal'])).toEqual({
      title: 'a fox',
      body: 'smaller please',
      empty: false,
    });
    expect(withoutTexts({ title: 'make it teal', body: 'smaller please' }, ['make it teal'])).toEqual({
      title: 'smaller please',
      body: '',
      empty: false,
    });
    expect(withoutTexts({ title: 'make it teal', body: '' }, ['make it teal'])).toEqual({
      title: '',
      body: '',
      empty: true,
    });
    expect(withoutTexts({ title: 'a fox', body: 'smaller please' }, ['make it teal'])).toBeUndefined();
  });

  it('given a body cut through her text at its start, then the tail of it goes too; an uncut body keeps a line that merely ends like hers', () => {
    const rest = 'x'.repeat(MAX_BODY - 'it teal\n'.length);
    expect(withoutTexts({ title: 'a fox', body: `it teal\n${rest}` }, ['make it teal'])).toEqual({
      title: 'a fox',
      body: rest,
      empty: false,
    });
    expect(withoutTexts({ title: 'a fox', body: 'it teal\nsmaller' }, ['make it teal'])).toBeUndefined();
  });
});
