import { taskStreamId } from '@lomo/contracts';
import { memoryDecider } from './memory.decider';
import type { MemoryCommand, MemoryEvent, MemoryStatement } from './memory.events';
import { currentVersion, type MemoryState } from './memory.state';
import { distinctiveWords } from './derived-copies';

const at = '2026-12-01T10:00:00.000Z';
const given = (commands: MemoryCommand[]): MemoryState =>
  commands.reduce((s, c) => memoryDecider.decide(c, s).reduce(memoryDecider.evolve, s), memoryDecider.initialState());
const said = (evidenceId: string, excerpt: string): MemoryCommand => ({
  type: 'RecordEvidence',
  evidenceId,
  source: { type: 'message', streamId: taskStreamId('t1'), revision: 1, messageId: `m-${evidenceId}`, taskId: 't1' },
  excerpt,
  at,
});
const noted = (evidenceId: string, excerpt: string): MemoryCommand => ({
  type: 'RecordEvidence',
  evidenceId,
  source: { type: 'tool', taskId: 't2', toolCallId: evidenceId },
  excerpt,
  at,
});
const statement = (subject: string, content: string, origin: MemoryStatement['origin']): MemoryStatement => ({
  subject,
  content,
  origin,
  scope: 'workspace',
  confidence: origin === 'user_stated' ? 0.9 : 0.5,
});
const stated = (memoryId: string, subject: string, content: string, evidenceId: string): MemoryCommand => ({
  type: 'StateMemory',
  memoryId,
  statement: statement(subject, content, 'user_stated'),
  evidenceIds: [evidenceId],
  at,
});
const remembered = (memoryId: string, subject: string, content: string, evidenceId: string): MemoryCommand => ({
  type: 'StateMemory',
  memoryId,
  statement: statement(subject, content, 'model_inferred'),
  evidenceIds: [evidenceId],
  at,
});
const forgotten = (events: MemoryEvent[]) =>
  events.find((e): e is Extract<MemoryEvent, { type: 'MemoryForgotten' }> => e.type === 'MemoryForgotten')!.data;

describe('the agent’s copies of a forgotten statement go with it (issue 28: forget reaches `remember` copies)', () => {
  const s = given([
    said('e-font', 'we set everything in Vollkorn'),
    stated('m-font', 'typeface', 'we set everything in Vollkorn', 'e-font'),
    said('e-name', 'I am Oskar'),
    stated('m-name', 'name', 'I am Oskar', 'e-name'),
    noted('tool-copy', 'The brand typeface is Vollkorn.'),
    remembered('m-copy', 'brand font', 'Vollkorn for every headline', 'tool-copy'),
    noted('tool-other', 'The spring poster came out playful.'),
    remembered('m-other', 'poster style', 'spring poster came out playful, everything in pastel', 'tool-other'),
  ]);

  it('given an inference repeating the forgotten value in other words, when the statement is forgotten, then the inference and its tool evidence go too', () => {
    const events = memoryDecider.decide({ type: 'ForgetMemory', memoryId: 'm-font', reason: 'user', at }, s);
    const data = forgotten(events);
    expect(data.evidenceIds).toEqual(['e-font', 'tool-copy']);
    expect(data.removedMemoryIds.sort()).toEqual(['m-copy', 'm-font']);
    const after = events.reduce(memoryDecider.evolve, s);
    expect([...after.memories.keys()].sort()).toEqual(['m-name', 'm-other']);
    expect(after.evidence.get('tool-copy')).toMatchObject({ revoked: true, excerpt: undefined });
  });

  it('given an inference sharing only a common word ("everything") with the forgotten statement, then it stays', () => {
    const after = memoryDecider
      .decide({ type: 'ForgetMemory', memoryId: 'm-font', reason: 'user', at }, s)
      .reduce(memoryDecider.evolve, s);
    expect(currentVersion(after.memories.get('m-other')!)?.statement?.content).toContain('playful');
  });

  it('given a forget of another statement, then no copy of the first is touched', () => {
    const data = forgotten(memoryDecider.decide({ type: 'ForgetMemory', memoryId: 'm-name', reason: 'user', at }, s));
    expect(data.evidenceIds).toEqual(['e-name']);
    expect(data.removedMemoryIds).toEqual(['m-name']);
  });

  it('never takes a statement the person made for a copy, only inferences resting on tool calls', () => {
    const withTwin = given([
      said('e-a', 'our shop is Kleinwerk'),
      stated('m-a', 'company', 'our shop is Kleinwerk', 'e-a'),
      said('e-b', 'Kleinwerk posters are always square'),
      stated('m-b', 'format', 'Kleinwerk posters are always square', 'e-b'),
    ]);
    const data = forgotten(
      memoryDecider.decide({ type: 'ForgetMemory', memoryId: 'm-a', reason: 'user', at }, withTwin),
    );
    expect(data.removedMemoryIds).toEqual(['m-a']);
  });
});

describe('distinctiveWords: the words of a forgotten statement a copy would have to repeat', () => {
  it.each([
    ['we set everything in Vollkorn', 'typeface', ['vollkorn']],
    ['Unsere Hausschrift ist die Futura', 'Schrift', ['hausschrift', 'futura']],
    ['Наш фирменный цвет — бордовый', 'brand colour', ['фирменный', 'бордовый']],
    ['我们的品牌色是藏青色', 'brand colour', ['藏青色']],
  ])('given "%s" on "%s", then %j', (content, subject, expected) => {
    expect(distinctiveWords(content, [subject])).toEqual(expect.arrayContaining(expected));
    expect(distinctiveWords(content, [subject])).not.toContain('everything');
  });

  it('leaves out the words the person’s other facts use (general words, not this value)', () => {
    expect(distinctiveWords('our posters use Vollkorn', ['typeface', 'our posters are square'])).toEqual(['vollkorn']);
  });
});
