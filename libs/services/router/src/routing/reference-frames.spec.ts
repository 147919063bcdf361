import { referenceFrames } from './reference-frames';

describe('referenceFrames: how a line names a piece’s words (route27g)', () => {
  const banner = ['A banner for the spring bake sale at the library, pastel colours'];

  it.each([
    ['en', 'On the banner, a fox holding a cupcake'],
    ['en, one adjective between', 'The big banner needs a fox holding a cupcake'],
    ['de', 'Auf dem Banner bitte einen Fuchs mit Cupcake'],
    ['de, contracted', 'Im Banner fehlt noch ein Fuchs'],
    ['es', 'En el banner pon un zorro con una magdalena'],
    ['fr', 'Sur le banner, un renard avec un cupcake'],
    ['ru, preposition', 'На баннере нужен лис с кексом'],
  ])('%s: the piece’s word after a definite determiner is given', (_, line) => {
    const texts = line.startsWith('На') ? ['Баннер для весенней ярмарки выпечки'] : banner;
    expect(referenceFrames(line, texts)).toEqual({ given: 1, introduced: 0 });
  });

  it.each([
    ['en', 'Another banner please, for the autumn fair'],
    ['de', 'Noch ein Banner, diesmal für den Herbstmarkt'],
    ['es', 'Otro banner, para la feria de otoño'],
    ['ru', 'Ещё один баннер, для осенней ярмарки'],
  ])('%s: the piece’s word after an indefinite or “another” is introduced', (_, line) => {
    const texts = line.startsWith('Ещё') ? ['Баннер для весенней ярмарки выпечки'] : banner;
    expect(referenceFrames(line, texts).introduced).toBe(1);
    expect(referenceFrames(line, texts).given).toBe(0);
  });

  it('reads nothing when the line names none of the piece’s words', () => {
    expect(referenceFrames('On the poster, a fox holding a cupcake', banner)).toEqual({ given: 0, introduced: 0 });
  });

  it('reads nothing from a word with no determiner near it', () => {
    expect(referenceFrames('banner fox cupcake please', banner)).toEqual({ given: 0, introduced: 0 });
  });

  it.each([
    ['zh', '那张横幅上加一只狐狸', '春季义卖的横幅'],
    ['ja', 'そのバナーにキツネを入れて', '春のバザーのバナー'],
  ])('%s: a demonstrative before the piece’s characters is given', (_, line, brief) => {
    expect(referenceFrames(line, [brief])).toEqual({ given: 1, introduced: 0 });
  });

  it.each([
    ['zh', '再做一张横幅，秋季义卖用', '春季义卖的横幅'],
    ['ja', '新しいバナーも欲しい、秋のバザー用', '春のバザーのバナー'],
  ])('%s: “another”/“new” before the piece’s characters is introduced', (_, line, brief) => {
    expect(referenceFrames(line, [brief]).introduced).toBe(1);
  });

  it('reads nothing in Japanese or Chinese without a demonstrative or “new” before the piece', () => {
    expect(referenceFrames('バナーにキツネを入れて', ['春のバザーのバナー'])).toEqual({ given: 0, introduced: 0 });
    expect(referenceFrames('横幅上加一只狐狸', ['春季义卖的横幅'])).toEqual({ given: 0, introduced: 0 });
  });

  it('counts at most two of each', () => {
    const texts = ['A banner and a flyer and a poster for the fair'];
    expect(referenceFrames('the banner, the flyer and the poster: all warmer', texts).given).toBe(2);
  });
});
