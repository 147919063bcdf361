import { readAct, type ActThresholds } from './act-model';
import { DIALOGUE_ACTS, type DialogueAct } from './dialogue-act';

/** A one-dimensional model whose probabilities are its biases' softmax, whatever the vector. */
const leaning = (odds: Partial<Record<DialogueAct, number>>) => ({
  mean: [0],
  std: [1],
  weights: DIALOGUE_ACTS.map(() => [0]),
  bias: DIALOGUE_ACTS.map((a) => Math.log(odds[a] ?? 1)),
});
const thresholds: ActThresholds = { minProbability: 0.43, minMargin: 0.02 };
const vector = [1];

describe('readAct with a people-trained model beside the textbook one (ADR 0070)', () => {
  // Nine acts at odds 1 and one at 27: p ≈ 0.75. At 9: p = 0.5. At 3: p = 0.25 (unsure).
  const textbookSure = { model: leaning({ new_request: 27 }), thresholds };
  const textbookLoose = { model: leaning({ new_request: 9 }), thresholds };
  const textbookUnsure = { model: leaning({ new_request: 3 }), thresholds };
  const people = (odds: Partial<Record<DialogueAct, number>>, keepTextbookAt = 0.7) => ({
    model: leaning(odds),
    thresholds,
    keepTextbookAt,
  });

  it('given no people model, then the textbook reading is the answer', () => {
    expect(readAct(vector, textbookLoose)).toMatchObject({ act: 'new_request' });
    expect(readAct(vector, textbookUnsure)).toHaveProperty('abstained');
  });

  it('given a textbook reading at or above keepTextbookAt, then it stands whatever the people model says', () => {
    expect(readAct(vector, textbookSure, people({ follow_up: 99 }))).toMatchObject({ act: 'new_request' });
  });

  it('given a textbook reading below keepTextbookAt and a sure people reading, then the people reading is the answer', () => {
    expect(readAct(vector, textbookLoose, people({ follow_up: 99 }))).toMatchObject({
      act: 'follow_up',
      runnerUp: expect.any(String),
    });
  });

  it('given a textbook reading that abstains and a sure people reading, then the people reading is the answer', () => {
    expect(readAct(vector, textbookUnsure, people({ status: 99 }))).toMatchObject({ act: 'status' });
  });

  it('given an unsure people reading, then the textbook reading stands, sure or not', () => {
    expect(readAct(vector, textbookLoose, people({ follow_up: 3 }))).toMatchObject({ act: 'new_request' });
    expect(readAct(vector, textbookUnsure, people({ follow_up: 3 }))).toHaveProperty('abstained');
  });

  it('given both readings unsure, then the abstention names the act the textbook model leaned to (ADR 0093)', () => {
    expect(readAct(vector, textbookUnsure, people({ follow_up: 3 }))).toMatchObject({ leaning: 'new_request' });
  });

  it('given keepTextbookAt above every probability, then a sure people reading always wins', () => {
    expect(readAct(vector, textbookSure, people({ greeting: 99 }, 1.01))).toMatchObject({ act: 'greeting' });
  });

  it('given a blank message (the zero vector), then it abstains before reading either model', () => {
    expect(readAct([0], textbookSure, people({ follow_up: 99 }))).toEqual({
      abstained: 'no words to read an act from',
    });
  });
});
