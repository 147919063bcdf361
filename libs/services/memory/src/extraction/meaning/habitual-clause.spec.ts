import { habitualColour } from './habitual-clause';

// Lines written for this spec (ADR 0069): a brief that gives the colour "as always" states the
// brand's standing colour, beside the job it asks for.
describe('habitual-clause: a colour given "as always" is the standing one', () => {
  it.each([
    ['en', 'Harbour Loaves at the bottom in rust orange, as usual', 'workspace'],
    ['en', 'I want the label in my moss green like always', 'user'],
    ['es', 'el logo abajo, con el azul cobalto de siempre', 'workspace'],
    ['es', 'necesito un cartel para el mercadillo con el verde oliva de siempre', 'workspace'],
    ['zh', '我的名片，还是用我的浅灰色', 'user'],
    ['de', 'Kornhaus Mühle unten in Roggenbraun, wie immer', 'workspace'],
    ['de', 'Titel in Tannengrün, wie gehabt', 'workspace'],
    ['ru', '«Перо» внизу, цвет графитовый серый, как обычно', 'workspace'],
    ['ru', 'море на фоне, и мой синий, как всегда', 'user'],
    ['ru', 'море на фоне, графитовый серый, как всегда', 'workspace'],
    ['zh', '右下角放店名，还是藏青色', 'workspace'],
    ['zh', '青石工坊，墨绿色，老样子', 'workspace'],
    ['ja', '店名は下に、いつもの若草色で', 'workspace'],
    // What stays of a sentence after a third party's values: the person's own, from "our" on (others-words.ts).
    ['en', 'our rust orange rim around it', 'workspace'],
    ['es', 'nuestro en azul marino', 'workspace'],
    ['de', 'unser Dunkelblau als Rand', 'workspace'],
    ['ru', 'наш тёмно-синий', 'workspace'],
    ['zh', '我们的墨绿色', 'workspace'],
    ['ja', 'うちの紺色で', 'workspace'],
  ] as const)('given a colour "as always" in %s, then a fact on the colour', (_l, sentence, scope) => {
    expect(habitualColour(sentence)).toEqual({ sentence, kind: 'fact', probability: 0.6, scope, topic: 'colour' });
  });

  it.each([
    ['en', 'a fox in a red scarf on the poster'],
    ['en', 'just for this one, rust orange as usual?'],
    ['en', 'the title in Lora, as usual'],
    ['es', 'como siempre, gracias por todo'],
    ['de', 'Schwarzer Kaffee, wie immer?'],
    ['ru', 'только в этот раз, зелёный как обычно'],
    ['zh', '你要红色还是蓝色？'],
    ['ja', 'いつものお願いします'],
    ['en', 'their navy and their crest, as usual'],
    ['en', 'our poster for the fair needs a bigger title'],
    ['de', 'unser Logo oben links'],
  ] as const)('given no colour said as the usual one in %s, then nothing', (_l, sentence) => {
    expect(habitualColour(sentence)).toBeUndefined();
  });
});
