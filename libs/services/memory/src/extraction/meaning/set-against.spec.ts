import { notSetAgainst } from './set-against';

// Lines written for this spec (ADR 0073): another party's values, set against the person's.
describe("set-against: what the shop next door or a competitor has is not the person's", () => {
  it.each([
    ['en', 'the florist next door does everything in lilac, we would never', ['we would never']],
    ['en', 'our colour is moss, the café across the road is all orange', ['our colour is moss']],
    ['en', 'the other studio, Brightline, uses Futura everywhere, not like them please', []],
    ['en', 'the gym over the road went neon pink and we hate it', ['we hate it']],
    ['es', 'la panadería de enfrente es toda amarilla, nosotros nunca amarillo', ['nosotros nunca amarillo']],
    ['es', 'la letra es Lora, no como la tienda de al lado que usa Arial', ['la letra es Lora']],
    ['de', 'die Metzgerei gegenüber hat alles in Rot, wir nicht', ['wir nicht']],
    ['de', 'Konkurrenz Blitzblank nimmt immer Türkis, bitte nie Türkis', ['bitte nie Türkis']],
    ['ru', 'конкуренты напротив все в жёлтом, мы жёлтый не хотим', ['мы жёлтый не хотим']],
    ['ru', 'у нас шрифт Манрапе, не как у соседей, у них Arial', ['у нас шрифт Манрапе']],
    ['zh', '对面那家奶茶店全是橙色的，我们不要橙色', ['我们不要橙色']],
    ['zh', '别用卡通字体隔壁书店用的是粉色我们不要跟他们一样', ['别用卡通字体', '我们不要跟他们一样']],
    ['ja', '向かいの花屋さんは全部水色です、うちは違います', ['うちは違います']],
    ['ja', 'となりのカフェは黒と金です、あれは違う、今回だけ桜を入れてください', ['今回だけ桜を入れてください']],
  ])('given another party set against the person in %s, when read, then its clauses go', (_l, sentence, own) => {
    expect(notSetAgainst(sentence)).toEqual(own);
  });

  it.each([
    ['en', 'our colour is moss green and the font is Lora'],
    ['en', 'we print flyers for the bakery, they love our teal'],
    ['es', 'nuestro color es el verde oliva'],
    ['de', 'unsere Farbe ist Petrol, das bleibt so'],
    ['ru', 'наш цвет — терракотовый'],
    ['zh', '我们的颜色是墨绿色'],
    ['ja', 'うちの色はえんじ色です'],
  ])('given no other party in %s, when read, then the sentence stays whole', (_l, sentence) => {
    expect(notSetAgainst(sentence)).toEqual([sentence]);
  });
});
