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
});
