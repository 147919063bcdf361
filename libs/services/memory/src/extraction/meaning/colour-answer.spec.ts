import { isColourAnswer } from './colour-answer';
import { tableOf } from './statement-slots';

const answers = (text: string) => isColourAnswer(text, tableOf(text));

describe('isColourAnswer', () => {
  it('reads a message that opens with a fragment headed by a colour word as an answer about the colour', () => {
    expect(answers('slate blue, same as the awning')).toBe(true);
    expect(answers('hot pink')).toBe(true);
    expect(answers('verde botella, como la puerta')).toBe(true);
    expect(answers('Moos-Grün, wie die Tür')).toBe(true);
    expect(answers('Himmelblau')).toBe(true);
    expect(answers('рябиново-красный, как вывеска')).toBe(true);
    expect(answers('烟灰蓝')).toBe(true);
    expect(answers('柿色、看板と同じ')).toBe(true);
    expect(answers('抹茶色です')).toBe(true);
  });

  it('leaves a request, an instruction, a judgement, a one-off and a question alone', () => {
    expect(answers('a red cat')).toBe(false);
    expect(answers('pink cat')).toBe(false);
    expect(answers('ein rotes Auto')).toBe(false);
    expect(answers('use red')).toBe(false);
    expect(answers('Make it green')).toBe(false);
    expect(answers('too red')).toBe(false);
    expect(answers('red this time')).toBe(false);
    expect(answers('can it be blue?')).toBe(false);
    expect(answers('I want a red cat on the poster')).toBe(false);
    expect(answers('our logo')).toBe(false);
  });

  // Lines written for this spec (ADR 0069): a typeface or a format whose name ends in a colour word.
  it('leaves a fragment that names a typeface or a format alone, whatever colour word its name holds', () => {
    expect(answers('typeface Archivo Black, same as the sign')).toBe(false);
    expect(answers('Schrift Archivo Black')).toBe(false);
    expect(answers('шрифт Arial Black')).toBe(false);
    expect(answers('字体是方正粗黑')).toBe(false);
    expect(answers('書体は極太ゴシック黒')).toBe(false);
    expect(answers('A4の白')).toBe(false);
  });
});
