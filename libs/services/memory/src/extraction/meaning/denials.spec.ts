import { notDenied } from './denials';

// Lines written for this spec (ADR 0067): a value of the assistant's draft the person turns down.
describe('denials: a value the person says is not theirs is not remembered', () => {
  it.each([
    ['en', 'nope, not Baskerville, we stopped using it', []],
    ['en', 'the layout is lovely, but we are not Oakridge Print', ['the layout is lovely']],
    ['en', 'not Courier either', []],
    ['en', 'the stencil font is fun but not ours', []],
    ['en', "we're not Oakridge Print, that's the shop across the road", []],
    ['es', 'jaja no soy Remedios', []],
    ['es', 'ojo, no somos "Panadería Sol"', []],
    ['es', 'ese azul cielo no es el nuestro', []],
    ['de', 'Wir sind nicht "Café Linde", haha', []],
    ['de', 'Ich heiße nicht Gerlinde', []],
    ['ru', 'мы не "Пекарня Утро", это соседи', []],
    ['ru', 'я не Марина, это опечатка', []],
    ['zh', '不是晨光书店哦', []],
    ['zh', '我们不叫青禾文具', []],
  ])('given a denial in %s, when read, then the denying clause goes', (_l, sentence, own) => {
    expect(notDenied(sentence).map((p) => p.trim())).toEqual(own);
  });

  it.each([
    ['en', 'not a fan of gradients'],
    ['en', "we're not into drop shadows, keep them off"],
    ['en', 'our colour is navy, not teal'],
    ['es', 'no somos de lujo, sino de barrio'],
    ['de', 'Wir sind nicht mehr blau, sondern grün'],
    ['ru', 'мы не используем градиенты'],
    ['zh', '不是蓝色，是墨绿色'],
    ['ru', 'поправка: оливковый больше не наш, теперь мы графитовые'],
    ['es', 'ojo, el gris ya no es el nuestro, ahora vamos en verde'],
    ['es', 'nada de calaveras, que no somos una tienda de disfraces'],
    ['es', 'ojo: ya no somos Café Nube, ahora somos Nube Tostadores'],
    ['en', "we're not Tidewater Books anymore, it's Tidewater & Co from May"],
    ['ja', 'うちの色は若草色です'],
  ])('given an avoidance or a correction in %s, when read, then the sentence stays whole', (_l, sentence) => {
    expect(notDenied(sentence)).toEqual([sentence]);
  });
});
