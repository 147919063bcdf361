import type { TaskCardView } from '@lomo/service-api';
import { replyFor } from './reply';

const card = { taskId: 't', brief: 'une affiche pour le festival', status: 'waiting_external' } as TaskCardView;

describe('the answer in main (R-1.4) in the language of the question (R-2.7)', () => {
  it('given a French question, then the reply is French and quotes the brief as the user wrote it', () => {
    expect(replyFor('status', [card], [], 'fr')).toBe(
      '1 tâche active: “une affiche pour le festival” — waiting external.',
    );
  });

  it('given a language without sentences, or none, then the reply is English', () => {
    expect(replyFor('status', [], [], 'ja')).toBe('Nothing is running: there are no active tasks.');
    expect(replyFor('where', [], [])).toBe('I found no task about that.');
    expect(replyFor('where', [], [], 'de')).toBe('Dazu habe ich keine Aufgabe gefunden.');
  });
});
