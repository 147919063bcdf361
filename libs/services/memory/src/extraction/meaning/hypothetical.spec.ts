import { notHypothetical } from './hypothetical';

// Lines written for this spec (ADR 0073): a value the person only imagines is not theirs.
describe('hypothetical: what the person only imagines is cut before reading', () => {
  it.each([
    ['en', "if we ever opened a juice bar I'd do it all in mango, but that's years away", ["but that's years away"]],
    [
      'en',
      'our font is Merriweather, and if I was a toy shop it would be Chewy haha',
      ['our font is Merriweather, and'],
    ],
    ['en', 'if we rebrand some day maybe coral, anyway the logo stays', ['anyway the logo stays']],
    ['en', 'imagine if we did a neon sign in lime lol', []],
    ['es', 'si tuviéramos una frutería seríamos todo naranja, pero somos imprenta', ['pero somos imprenta']],
    ['es', 'la letra es Lora, y si algún día abrimos en la sierra sería verde pino', ['la letra es Lora, y']],
    [
      'de',
      'wenn wir eine Eisdiele wären, wäre alles himbeerrot, aber wir reparieren Räder',
      ['aber wir reparieren Räder'],
    ],
    ['de', 'Schrift ist Arvo. wenn ich Winzer wäre dann Weinrot haha', ['Schrift ist Arvo.']],
    ['ru', 'если бы мы были кондитерской, всё было бы розовое, но мы типография', ['но мы типография']],
    ['ru', 'шрифт у нас Рубик, если бы открыли кафе, был бы коричневый', ['шрифт у нас Рубик,']],
    ['zh', '要是我们开花店就全用樱桃粉了，不过我们是修车的', ['不过我们是修车的']],
    ['zh', '如果我们是书店，会是墨绿色哈哈', []],
    ['ja', 'もしうちがパン屋だったら小麦色ですね、でも自転車屋です', ['でも自転車屋です']],
    // A contrast that only denies the imagined states nothing; what follows it does.
    ['en', "if we were a florist we'd be all peach but we're not, our colour is slate", ['our colour is slate']],
    ['es', 'si fuéramos panadería seríamos trigo pero no', []],
    ['ru', 'если бы мы шили платья, были бы розовые, но мы не шьём', []],
    ['zh', '要是我们卖茶就用茶绿了，但我们不是', []],
    ['ja', 'もしうちが花屋だったら桃色ですね、でも違う', []],
    ['ja', '写真は横長でお願いしますもし温泉宿だったら湯気の白かな', ['写真は横長でお願いします']],
  ])('given a hypothetical in %s, when read, then what it imagines goes', (_l, sentence, own) => {
    expect(notHypothetical(sentence)).toEqual(own);
  });

  it.each([
    ['en', "if it's for print, send a PDF with bleed"],
    ['en', "if you can, I'd prefer everything in our sage green"],
    ['es', 'si es para imprimir, mándalo en PDF'],
    ['es', 'si puedes, me gustaría todo en azul petróleo'],
    ['de', 'wenn es geht, hätte ich gern alles als PDF'],
    ['de', 'Wenn ihr Zeit habt, bitte das Logo in Moosgrün'],
    ['ru', 'если можно, я бы хотела всё в PDF'],
    ['ru', 'если это для печати, присылай в CMYK'],
    ['zh', '如果可以的话都用墨绿色'],
    ['ja', 'もしよければ色はえんじ色でお願いします'],
    ['ja', 'うちの色はえんじ色です'],
  ])('given a condition of a standing wish in %s, when read, then the sentence stays whole', (_l, sentence) => {
    expect(notHypothetical(sentence)).toEqual([sentence]);
  });
});
