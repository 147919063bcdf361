import { candidateOf, contentOf, validUntilOf, type ReadSentence } from './statement-candidate';

const now = new Date('2027-03-10T09:00:00Z');
const read = (sentence: string, over: Partial<ReadSentence> = {}): ReadSentence => ({
  sentence,
  kind: 'preference',
  probability: 0.91,
  scope: 'workspace',
  topic: 'colour',
  ...over,
});

describe('contentOf', () => {
  it('drops a short lead-in set off by a colon, in any script', () => {
    expect(contentOf('so, a bit of context: our kiosk is painted mustard.')).toBe('our kiosk is painted mustard');
    expect(contentOf('补充一下： 我们的主色是橄榄绿。')).toBe('我们的主色是橄榄绿');
  });

  it('keeps what comes before a dash: it may hold the value', () => {
    expect(contentOf('No gradients — they look cheap to me.')).toBe('No gradients — they look cheap to me');
  });

  it('keeps the lead-in when the colon introduces a short value', () => {
    expect(contentOf('write every price like this: 9,90 €')).toBe('write every price like this: 9,90 €');
  });

  it('trims the sentence end only', () => {
    expect(contentOf('  headings in Lora!! ')).toBe('headings in Lora');
  });
});

describe('validUntilOf', () => {
  it('reads a time limit with the tables the script allows (exclusive end)', () => {
    expect(validUntilOf('the sale banner stays until 15 May', now)).toBe('2027-05-16');
    expect(validUntilOf('keine Termine bis 20. März', now)).toBe('2027-03-21');
  });

  it('is undefined without a limit or without a reference date', () => {
    expect(validUntilOf('our colour is mustard', now)).toBeUndefined();
    expect(validUntilOf('the sale banner stays until 15 May', undefined)).toBeUndefined();
  });
});

describe('candidateOf', () => {
  it('states what the person said, quoting the sentence, with the topic as subject', () => {
    expect(candidateOf(read('our colour is mustard.'), now)).toEqual({
      subject: 'colour',
      content: 'our colour is mustard',
      scope: 'workspace',
      origin: 'user_stated',
      confidence: 0.91,
      excerpt: 'our colour is mustard.',
    });
  });

  it('gives a statement read just above the thresholds the confidence the profile needs', () => {
    expect(candidateOf(read('our colour is mustard.', { probability: 0.55 }), now)?.confidence).toBe(0.6);
  });

  it('scopes a one-off to its task, whatever the scope head said', () => {
    expect(candidateOf(read('only this flyer in lilac', { kind: 'one_off', scope: 'user' }), now)?.scope).toBe('task');
  });

  it('marks a correction, keeping the subject so memory versions it', () => {
    const c = candidateOf(read('no wait, the colour is plum', { kind: 'correction' }), now);
    expect(c).toMatchObject({ correction: true, subject: 'colour' });
  });

  it('carries a time limit', () => {
    expect(candidateOf(read('until 15 May every post shows the spring badge', { kind: 'fact' }), now)?.validUntil).toBe(
      '2027-05-16',
    );
  });

  it('makes an agent reply a low-confidence hypothesis, never a statement by the person', () => {
    expect(candidateOf(read('I will use mustard for you'), now, 'agent')).toMatchObject({
      origin: 'model_inferred',
      confidence: 0.3,
    });
  });

  it('gives nothing for punctuation alone', () => {
    expect(candidateOf(read('…!'), now)).toBeNull();
  });
});
