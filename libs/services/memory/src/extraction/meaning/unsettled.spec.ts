import { makesChoice, settledPart, takesBack } from './unsettled';

// Lines written for this spec (ADR 0084): what the person hedged, tried or turned down is not theirs.
describe('unsettled: a statement keeps what the person settled on', () => {
  it.each([
    ['en', 'Tried Garamond, far too fussy, we will go with Lato', 'we will go with Lato'],
    ['en', 'Copper looked dull, but we picked cobalt', 'but we picked cobalt'],
    ['en', 'The surname is Köhler with the umlaut, not Kohler', 'The surname is Köhler with the umlaut'],
    ['en', "Not #334455 — it's #334466", "it's #334466"],
    ['en', 'We write in Inter because Arial is too plain', 'We write in Inter'],
    ['en', 'Never use drop shadows, they are too heavy', 'Never use drop shadows'],
    ['es', 'La Futura es demasiado fría, nos quedamos con Nunito', 'nos quedamos con Nunito'],
    ['es', 'El lila no está mal, pero me quedo con el azul petróleo', 'pero me quedo con el azul petróleo'],
    ['de', 'Schrift: Helvetica war zu steif, wir nehmen Karla', 'Schrift: wir nehmen Karla'],
    ['de', 'Unser Grün ist Salbei, nicht Mint', 'Unser Grün ist Salbei'],
    ['ru', 'Синий слишком холодный, берём терракотовый', 'берём терракотовый'],
    ['ru', 'Наш цвет бирюзовый, а не голубой', 'Наш цвет бирюзовый'],
    ['zh', '宋体太老气了，最后选思源黑体', '最后选思源黑体'],
    ['zh', '主色是墨绿，不是深蓝', '主色是墨绿'],
    ['ja', '明朝は細すぎる、丸ゴシックにします', '丸ゴシックにします'],
  ])('given a choice beside what was turned down in %s, then only the choice stays', (_l, content, kept) => {
    expect(settledPart(content)).toBe(kept);
  });

  it.each([
    ['en', 'maybe something sage-ish'],
    ['en', "let's try a mustard on the flyer and see"],
    ['en', 'Nope, the olive reads like army surplus'],
    ['es', 'quizás un verde agua'],
    ['es', 'probé la Montserrat y es demasiado redonda'],
    ['de', 'Vielleicht ein warmes Grau'],
    ['de', 'Probier mal Petrol auf dem Flyer'],
    ['ru', 'Может, что-то песочное'],
    ['ru', 'Попробуй горчичный на визитке'],
    ['zh', '也许用橄榄绿'],
    ['zh', '试了砖红，太暗了'],
    ['ja', '色は若草色かな'],
    ['ja', '試しに藤色で見せてください'],
  ])('given only a hedge, a try or a verdict in %s, then nothing settled is left', (_l, content) => {
    expect(settledPart(content)).toBeUndefined();
  });

  it.each([
    ['en', 'Our colour is teal, the one on the shop sign'],
    ['en', 'From now on our typeface is Lato'],
    ['es', 'Nuestro color es el granate de siempre'],
    ['es', 'Envíame las pruebas como PDF'],
    ['de', 'Wir sind zu zweit und unsere Farbe ist Ocker'],
    ['ru', 'Наш шрифт — Roboto Slab'],
    ['zh', '我们的主色是藏青'],
    ['ja', 'ロゴの色は群青です'],
  ])('given a statement that settles in %s, then it stays whole', (_l, content) => {
    expect(settledPart(content)).toBe(content);
  });

  it.each([
    ['en', 'Far too loud.'],
    ['en', 'Hmm, no.'],
    ['es', 'Descartado.'],
    ['de', 'Auch nicht.'],
    ['ru', 'Тоже нет.'],
    ['zh', '不行。'],
    ['ja', 'ボツ。'],
  ])('given a short verdict in %s, then it takes back the sentence before', (_l, sentence) => {
    expect(takesBack(sentence)).toBe(true);
  });

  it.each([
    ['en', 'Teal it is.'],
    ['en', 'Our colour is teal and always has been.'],
    ['es', 'Decidido.'],
    ['de', 'Nein, keine Emojis.'],
    ['zh', '就用这个。'],
  ])('given a sentence that chooses or says more in %s, then it takes nothing back', (_l, sentence) => {
    expect(takesBack(sentence)).toBe(false);
  });

  it.each([
    ['en', "Let's settle it: cobalt"],
    ['es', 'Me quedo con el ocre'],
    ['de', 'Wir nehmen Karla, endgültig'],
    ['ru', 'Остановимся на синем'],
    ['zh', '就用墨绿'],
    ['ja', '藍色に決めました'],
  ])('given a choice in %s, then it makes one', (_l, sentence) => {
    expect(makesChoice(sentence)).toBe(true);
  });
});
