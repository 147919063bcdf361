import { repaired } from './self-repair';

// Lines written for this spec (ADR 0073): a value taken back as it is said is not the person's.
describe('self-repair: the statement holds what the person settled on', () => {
  it.each([
    ['en', 'our colour is plum no sorry heather', 'our colour is heather'],
    ['en', "the font we use is Lato no wait not Lato it's Nunito", 'the font we use is Nunito'],
    [
      'en',
      'hi I am Ruth from Tern Books and our colour is teal actually not teal its moss',
      'hi I am Ruth from Tern Books and our colour is moss',
    ],
    ['en', 'font Garamond no Cardo please', 'Cardo please'],
    ['es', 'nuestro color es el ocre no perdón el siena', 'nuestro color es el siena'],
    ['es', 'la letra Lato no espera Nunito', 'Nunito'],
    ['de', 'unsere Farbe ist Senfgelb äh nein Ocker', 'unsere Farbe ist Ocker'],
    ['de', 'Schrift ist Arial nee Quatsch Inter', 'Schrift ist Inter'],
    ['ru', 'цвет у нас оливковый ой нет хаки', 'цвет у нас хаки'],
    ['ru', 'шрифт Arial не не Inter', 'Inter'],
    ['zh', '主色是橘色不对是珊瑚色', '主色是珊瑚色'],
    ['zh', '字体用黑体不对不对用楷体', '字体用楷体'],
    ['ja', '色は藍色あっ違う群青です', '色は群青です'],
    ['ja', 'フォントは明朝じゃなくて丸ゴシックで', 'フォントは丸ゴシックで'],
  ])('given a value taken back in %s, when the content is read, then it holds the right one', (_l, content, right) => {
    expect(repaired(content)).toBe(right);
  });

  it.each([
    ['en', 'please no stock photos of handshakes'],
    ['en', 'our colour is teal, no gradients please'],
    ['en', 'the font is Lato, hang on'],
    ['es', 'nada de fondos oscuros, que no se lee'],
    ['es', 'la tipografía es Lora, que no se te olvide'],
    ['de', 'Entwürfe bitte als PDF, ich korrigiere drin'],
    ['de', 'nein, keine Emojis bitte'],
    ['ru', 'у нас нет сайта, только инстаграм'],
    ['zh', '不要用红色'],
    ['ja', '写真は入れないでください、お客様がいやがります'],
  ])('given no value taken back in %s, when the content is read, then it stays whole', (_l, content) => {
    expect(repaired(content)).toBe(content);
  });
});
