import { validateCandidates } from './candidates';
import { extractExplicitStatements } from './explicit-statements';

describe('offline extraction', () => {
  it('given explicit statements, when extracted, then each becomes a user-stated candidate with its scope and subject', () => {
    const text =
      'Hi! I usually prefer muted colours for posters. Our brand colour is teal. Never use gradients. This time try a saturated red. What do you think?';
    expect(extractExplicitStatements(text)).toEqual([
      expect.objectContaining({
        subject: 'preference: colour',
        scope: 'user',
        content: 'I usually prefer muted colours for posters',
      }),
      expect.objectContaining({ subject: 'brand colour', scope: 'workspace', content: 'Our brand colour is teal' }),
      expect.objectContaining({ subject: 'avoid: gradient', scope: 'user', content: 'Never use gradients' }),
      expect.objectContaining({
        subject: 'this time: colour',
        scope: 'task',
        content: 'This time try a saturated red',
      }),
    ]);
  });

  it('given a message without statements, then no candidates (no inference offline)', () => {
    expect(extractExplicitStatements('Make a poster for the spring sale, 3 variants.')).toEqual([]);
  });

  it('given a refinement of the same preference, then the subject is the same', () => {
    const [a] = extractExplicitStatements('I prefer muted colours.') as Array<{ subject: string }>;
    const [b] = extractExplicitStatements('Actually, I prefer pastel colours.') as Array<{
      subject: string;
    }>;
    expect(b.subject).toBe(a.subject);
  });
});

describe('candidate validation (R-9.6)', () => {
  const source = 'I prefer muted colours. This time a red.';
  const good = {
    subject: 'colour',
    content: 'muted colours',
    scope: 'user',
    origin: 'user_stated',
    confidence: 0.9,
    excerpt: 'I prefer muted colours.',
  };

  it('given one good and several bad candidates, then the good one passes and each bad one is rejected with its reason', () => {
    const verdicts = validateCandidates(
      [
        good,
        { ...good, content: 'loud', confidence: 7 },
        { ...good, content: 'neon', excerpt: 'I love neon' },
        { ...good, content: 'red', scope: 'task', excerpt: 'This time a red.' },
        'not an object',
      ],
      source,
    );
    expect(verdicts.valid).toEqual([good]);
    expect(verdicts.rejected).toEqual([
      { content: 'loud', reason: 'malformed: /confidence must be <= 1' },
      { content: 'neon', reason: 'unsupported: the excerpt is not in the message' },
      { content: 'red', reason: 'task scope outside a task' },
      { content: '', reason: 'malformed: / must be object' },
    ]);
  });

  it('given a task, then a task-scoped candidate passes', () => {
    expect(
      validateCandidates([{ ...good, scope: 'task', excerpt: 'This time a red.' }], source, 't-1').valid,
    ).toHaveLength(1);
  });
});
