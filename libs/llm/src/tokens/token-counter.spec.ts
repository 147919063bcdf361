import { getEncoding } from 'js-tiktoken';
import { countTokens, TokenCounter } from './token-counter';

describe('token counting (issue 17, issue 26 item 4)', () => {
  const text = 'A watercolour of a red cat on a windowsill, morning light. '.repeat(40);
  const encoder = getEncoding('o200k_base');
  const exact = (t: string) => encoder.encode(t).length;

  it('given a text counted once, when it is counted again, then the same count comes from memory without encoding again', () => {
    const counter = new TokenCounter({ maxChars: 100_000 });
    const first = counter.count(text);
    const second = counter.count(text);
    expect(first).toBe(exact(text));
    expect(second).toBe(first);
    expect(counter.stats()).toEqual({ encoded: 1, remembered: 1 });
  });

  it('given more text than the memory holds, when older texts are counted again, then they are encoded again (memory stays bounded)', () => {
    const counter = new TokenCounter({ maxChars: 2 * text.length + 10 });
    const texts = [`1 ${text}`, `2 ${text}`, `3 ${text}`];
    for (const t of texts) counter.count(t);
    expect(counter.count(texts[0])).toBe(exact(texts[0]));
    expect(counter.stats()).toEqual({ encoded: 4, remembered: 0 });
  });

  it('given a long run without whitespace, when counted, then it is counted in slices and still remembered', () => {
    const counter = new TokenCounter({ maxChars: 100_000 });
    const base64 = 'QUJD'.repeat(5_000);
    const count = counter.count(base64);
    // The whole run through the encoder takes seconds (quadratic merges): compare slice by slice.
    let sliced = 0;
    for (let i = 0; i < base64.length; i += 256) sliced += exact(base64.slice(i, i + 256));
    expect(count).toBe(sliced);
    expect(counter.count(base64)).toBe(count);
    expect(counter.stats().remembered).toBe(1);
  });

  it('given the shared counter, when counting the empty text and a sentence, then it answers like the encoder', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(exact('hello world'));
  });
});
