import { nameAnswer } from './name-answer';
import { tableOf } from './statement-slots';

const named = (text: string) => nameAnswer(text, tableOf(text));

describe('nameAnswer', () => {
  it('reads a message that opens with the person’s name alone as the name, in six languages and scripts', () => {
    expect(named('Marta. just Marta is fine')).toBe('Marta');
    expect(named('Bjarne')).toBe('Bjarne');
    expect(named('Anne-Sophie, hello')).toBe('Anne-Sophie');
    expect(named('Rocío, con tilde')).toBe('Rocío');
    expect(named('Wiebke. du reicht')).toBe('Wiebke');
    expect(named('Ильдар')).toBe('Ильдар');
    expect(named('Снежана, можно на ты')).toBe('Снежана');
    expect(named('陈思远')).toBe('陈思远');
    expect(named('思远就行')).toBe('思远');
    expect(named('沙耶です')).toBe('沙耶');
    expect(named('ケンタでいいです')).toBe('ケンタ');
  });

  it('leaves greetings, assent, acronyms, long compound nouns, values the tables know and Han words without a family name alone', () => {
    expect(named('Thanks')).toBeUndefined();
    expect(named('Perfect, go ahead')).toBeUndefined();
    expect(named('Gracias')).toBeUndefined();
    expect(named('Danke, passt')).toBeUndefined();
    expect(named('Спасибо')).toBeUndefined();
    expect(named('PDF')).toBeUndefined();
    expect(named('Kundenzeitschrift')).toBeUndefined();
    expect(named('Inter')).toBeUndefined();
    expect(named('Blue')).toBeUndefined();
    expect(named('ok, send it')).toBeUndefined();
    expect(named('明天')).toBeUndefined();
    expect(named('可以')).toBeUndefined();
    expect(named('Who are you?')).toBeUndefined();
  });

  // Lines written for this spec (ADR 0069): a word set off by a colon leads in what follows.
  it('leaves a lead-in before a colon alone: it opens a list or a brief, it answers nothing', () => {
    expect(named('Next: a banner for the spring fair')).toBeUndefined();
    expect(named('Luego: unas tarjetas para la feria')).toBeUndefined();
    expect(named('Zuletzt: ein Plakat für den Markt')).toBeUndefined();
    expect(named('Дальше: афиша на ярмарку')).toBeUndefined();
    expect(named('王明：下一张是海报')).toBeUndefined();
  });
});
