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

  it('given texts in many scripts counted piece by piece, when compared with the encoder on the whole text, then every count is the same (ADR 0091)', () => {
    const counter = new TokenCounter({ maxChars: 1 });
    const samples = [
      "Make the logo bigger — and don't forget the 3 banners (1200×628)!\n\nThanks.",
      'Сделай, пожалуйста, обложку теплее; и ещё: 2 варианта к пятнице.',
      '請把第二張海報的字體改大一點，顏色保持不變。',
      '昨日の見積もりを、もう少し安くできますか？　よろしくお願いします。',
      'Können Sie die Präsentation bis Montag kürzen? Danke!!  ',
      'Tasks:\nT1 | a poster for the bakery | running | score 0.53 | recency 0\nT2 | résumé | idle | score 0.10 | found by search\n\nMessage: ok',
      '  leading and trailing whitespace \t\r\n  ',
      "emoji 🎉🎉 and mixed123abc CAPS's it'll we've",
    ];
    // A seeded mix of the samples' characters: pieces at odd boundaries too.
    const chars = [...samples.join('')];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 200; i++)
      samples.push(
        Array.from({ length: 1 + Math.floor(next() * 80) }, () => chars[Math.floor(next() * chars.length)]).join(''),
      );
    for (const sample of samples) expect(counter.count(sample)).toBe(exact(sample));
  });

  it('given a text holding a special token, when counted, then the encoder refuses it as before', () => {
    expect(() => new TokenCounter({ maxChars: 1 }).count('before <|endoftext|> after')).toThrow(/special token/);
  });
});
