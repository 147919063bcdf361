import { spokenExcerpt, writtenForm } from './spoken-form';

// Lines written for this spec (ADR 0086), none from a bench set: values dictated as speech-to-text writes them.
describe('spoken form: a value dictated is read as it is written', () => {
  it.each([
    ['en', 'my surname is spelled K-O-W-A-L-S-K-A', 'my surname is spelled Kowalska'],
    ['en', 'surname K-O-W-A-L-S-K-A. our colour is teal', 'surname Kowalska. our colour is teal'],
    ['en', "it's Brenan, no wait, B. R. E. N. N. A. N. with two n's", "it's Brenan, no wait, Brennan with two n's"],
    ['en', 'the shop is called M as in Mary, O as in Oscar, S as in Sam, S', 'the shop is called Moss'],
    ['es', 'mi apellido se escribe I-B-A-R-R-A', 'mi apellido se escribe Ibarra'],
    ['es', 'es Z de Zaragoza, U de Uruguay, R de Roma, I de Italia, T de Toledo, A', 'es Zurita'],
    ['de', 'Nachname wird k r ü g e r geschrieben', 'Nachname wird Krüger geschrieben'],
    ['de', 'P wie Paula, O wie Otto, H wie Heinrich, L wie Ludwig', 'Pohl'],
    ['ru', 'фамилия пишется Л-Е-В-И-Н-А', 'фамилия пишется Левина'],
    ['ru', 'пишется так: М как Мария, И как Иван, Р как Роман', 'пишется так: Мир'],
    ['zh', '我姓周，拼音是 Z-H-O-U', '我姓周，拼音是 Zhou'],
    ['ja', '名前はローマ字で T-A-K-E-D-A です', '名前はローマ字で Takeda です'],
    ['ja', '苗字はT-A-K-E-D-Aです', '苗字はTakedaです'],
    ['zh', '我叫林，拼音L-I-N-G，玲', '我叫林，拼音Ling，玲'],
    ['ru', 'фамилия эс, эм, и, эр, эн, о, вэ, а', 'фамилия Смирнова'],
    ['es', 'mi apellido se deletrea hache, u, erre, te, a, de, o', 'mi apellido se deletrea Hurtado'],
    ['de', 'Nachname es, ce, ha, u, el, zet', 'Nachname Schulz'],
  ])('given a name spelled out in %s, when the message is read, then the name is written', (_l, said, written) => {
    expect(writtenForm(said).text).toBe(written);
  });

  it.each([
    ['en', 'our teal is hash zero zero eight zero eight zero', 'our teal is #008080'],
    ['en', 'hex code is D four seven six three B for the orange', 'hex code is #D4763B for the orange'],
    ['en', 'the red is pound double F three three double zero', 'the red is #FF3300'],
    ['es', 'el azul es almohadilla uno A dos B tres C', 'el azul es #1A2B3C'],
    ['de', 'unser Grün ist Raute null null acht acht vier vier', 'unser Grün ist #008844'],
    ['ru', 'наш цвет решётка ноль ноль восемь восемь четыре четыре', 'наш цвет #008844'],
    ['zh', '主色色号是D四七六三B', '主色色号是#D4763B'],
    ['ja', 'カラーコードはエフじゃなくて、シャープ1A2B3C', 'カラーコードはエフじゃなくて、シャープ1A2B3C'],
    ['ja', 'カラーコードはイチA・ニB・サンC です', 'カラーコードは#1A2B3C です'],
  ])('given a hex code read aloud in %s, when the message is read, then the code is written', (_l, said, written) => {
    expect(writtenForm(said).text).toBe(written);
  });

  it.each([
    ['en', 'our blue is Pantone two eight six C', 'our blue is Pantone 286 C'],
    ['en', 'it is pantone seventy six twenty one C', 'it is Pantone 7621 C'],
    ['es', 'el verde es pantone tres cuatro siete', 'el verde es Pantone 347'],
    ['de', 'die Tür ist RAL fünf null eins zwei', 'die Tür ist RAL 5012'],
    ['ru', 'цвет по RAL пять ноль один пять', 'цвет по RAL 5015'],
    ['ru', 'цвет пантон один семь восемь восемь C', 'цвет Pantone 1788 C'],
    ['zh', '用潘通二八六C', '用Pantone 286 C'],
    ['ja', 'パントン二八六Cでお願いします', 'Pantone 286 Cでお願いします'],
  ])('given a colour number said in words in %s, when the message is read, then it is written', (_l, said, written) => {
    expect(writtenForm(said).text).toBe(written);
  });

  it.each([
    ['en', 'its Magdalena with a g m a g d a l e n a'],
    ['en', 'our orange is #D4763B and the font is Lato'],
    ['en', 'so the orange is hashtag D4763B um yeah'],
    ['en', 'so u-u-um the logo'],
    ['ru', 'это Вера э-э у меня пекарня'],
    ['de', 'ä-ä-äh also die Farbe'],
    ['en', 'the door is RAL 7016 and the sign Pantone 3415 C'],
    ['en', 'I want a B and a C on the A3 poster'],
    ['en', 'code one for the flyer, then two copies'],
    ['es', 'y a la vez o sea que no'],
    ['de', 'wir machen das in A4 und A5, nicht in A3'],
    ['ru', 'я и в Москве и в Питере'],
    ['ru', 'ну а че ты, ха-ха'],
    ['es', 'que te de a ese chico'],
    ['de', 'weil er es de facto'],
    ['zh', '色号一样，就用这个'],
    ['ja', 'コードはFF7A00にして'],
  ])('given nothing spelled or read aloud in %s, when the message is read, then it is left as said', (_l, said) => {
    expect(writtenForm(said)).toEqual({ text: said, rewrites: [] });
  });

  it('given an excerpt of the written form, when it is given back, then it is in the words of the message', () => {
    const said = 'ok so my surname is S-M-Y-T-H-E and the teal is hash zero zero eight zero eight zero.';
    const { text, rewrites } = writtenForm(said);
    expect(text).toBe('ok so my surname is Smythe and the teal is #008080.');
    expect(spokenExcerpt('my surname is Smythe', rewrites)).toBe('my surname is S-M-Y-T-H-E');
    expect(spokenExcerpt('the teal is #008080', rewrites)).toBe('the teal is hash zero zero eight zero eight zero');
    expect(spokenExcerpt('ok so', rewrites)).toBe('ok so');
  });
});
