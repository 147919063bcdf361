import type { TaskCardView } from '@lomo/service-api';
import { craftCard, replyFor } from './reply';

const card = { taskId: 't', brief: 'une affiche pour le festival', status: 'waiting_external' } as TaskCardView;

describe('the answer in main (R-1.4) in the language of the question (R-2.7)', () => {
  it('given a French question, then the reply is French and quotes the brief as the user wrote it', () => {
    expect(replyFor('status', [card], [], 'fr')).toBe(
      '1 tâche active: “une affiche pour le festival” — waiting external.',
    );
  });

  it('given a language without sentences, or none, then the reply is English', () => {
    expect(replyFor('status', [], [], 'ko')).toBe('Nothing is running: there are no active tasks.');
    expect(replyFor('where', [], [])).toBe('I found no task about that.');
    expect(replyFor('where', [], [], 'de')).toBe('Dazu habe ich keine Aufgabe gefunden.');
  });
});

describe('the answer to a craft question or an unrecognised forget (issue 27)', () => {
  it('given a craft question in Japanese, then the reply says it is answered here, in Japanese, and the card offers a task', () => {
    expect(replyFor('craft', [card], [], 'ja')).toContain('タスクを始めずにここでお答えします');
    expect(craftCard('ja')).toEqual({
      question: 'タスクとして進めますか？',
      options: [{ optionId: 'new', label: 'タスクを開始' }],
    });
  });

  it('given a forget the forget path did not recognise, then the reply says nothing was forgotten and how to ask', () => {
    expect(replyFor('forget', [], [], 'ru')).toContain('«забудь мой адрес»');
    expect(replyFor('forget', [], [])).toContain('nothing forgotten');
  });
});
