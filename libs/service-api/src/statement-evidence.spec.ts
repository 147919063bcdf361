import fc from 'fast-check';
import { forgottenSpans, statementEvidenceId, withoutSpans } from './statement-evidence';

describe('statement evidence (issue 28: the forget cascade outside memory)', () => {
  const text = 'Make a launch poster. Our brand colour is teal, and we always use Inter.';

  it('given the evidence id of one clause, then exactly that clause is found and cut, the rest of the message stays', () => {
    const id = statementEvidenceId('m-1', 'our  brand colour is TEAL');
    const spans = forgottenSpans('m-1', text, [id]);
    expect(spans.map((s) => text.slice(s.start, s.end).toLowerCase())).toEqual(['our brand colour is teal']);
    expect(withoutSpans(text, spans)).toBe('Make a launch poster. , and we always use Inter.');
  });

  it('given evidence of another message, or no evidence of a message, then nothing is cut', () => {
    expect(forgottenSpans('m-2', text, [statementEvidenceId('m-1', 'Our brand colour is teal')])).toEqual([]);
    expect(forgottenSpans('m-1', text, ['tool:t-1:c-1', 'correction:r-1'])).toEqual([]);
  });

  it('given evidence whose words are not in the message (it was edited since), then the whole message counts as forgotten', () => {
    expect(forgottenSpans('m-1', text, [statementEvidenceId('m-1', 'Our brand colour is navy')])).toEqual([
      { start: 0, end: text.length },
    ]);
  });

  it('finds clauses of scripts without spaces', () => {
    const zh = '请做一张海报。我们的品牌色是青色。';
    const spans = forgottenSpans('m-3', zh, [statementEvidenceId('m-3', '我们的品牌色是青色')]);
    expect(withoutSpans(zh, spans)).toBe('请做一张海报。。');
  });

  it('given any message and any excerpt of it, then the excerpt is found and no copy of it is left', () => {
    const word = fc.stringMatching(/^[a-zA-Z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 30 }), fc.nat(), fc.nat(), (words, a, b) => {
        const message = `${words.join(' ')}.`;
        const from = a % words.length;
        const to = from + 1 + (b % (words.length - from));
        const excerpt = words.slice(from, to).join(' ');
        const left = withoutSpans(message, forgottenSpans('m', message, [statementEvidenceId('m', excerpt)]));
        expect(` ${left.toLowerCase()} `).not.toContain(` ${excerpt.toLowerCase()} `);
      }),
      { numRuns: 300 },
    );
  });
});
