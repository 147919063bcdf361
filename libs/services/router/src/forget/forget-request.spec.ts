import { saysDontRemember } from '@lomo/service-api';
import { detectForget } from './forget-request';

describe('a forget said in chat is recognised in seven languages (issue 28, R-6.7)', () => {
  it.each([
    ['forget my brand colour', 'brand colour', 'en'],
    ['Please forget our brand colour.', 'brand colour', 'en'],
    ['Lomo, forget about my font preference, thanks!', 'font preference', 'en'],
    ['forget that I prefer muted colours', 'I prefer muted colours', 'en'],
    ['remove my logo from your memory', 'logo', 'en'],
    ['forget all my preferences', 'preferences', 'en'],
    ['vergiss meine Markenfarbe', 'Markenfarbe', 'de'],
    ['Vergiss bitte unsere Schriftart!', 'Schriftart', 'de'],
    ['olvida mi color de marca', 'color de marca', 'es'],
    ['Olvídate de mi tipografía, por favor', 'tipografía', 'es'],
    ['забудь мой фирменный цвет', 'фирменный цвет', 'ru'],
    ['Забудь, пожалуйста, про мой шрифт', 'шрифт', 'ru'],
    ['ブランドカラーを忘れて', 'ブランドカラー', 'ja'],
    ['私のフォントのことは忘れてください。', 'フォント', 'ja'],
    ['忘记我的品牌色', '品牌色', 'zh'],
    ['请把我的字体忘掉吧', '字体', 'zh'],
    ['oublie ma couleur de marque', 'couleur de marque', 'fr'],
    ["Oubliez notre police, s'il vous plaît", 'police', 'fr'],
  ])('given "%s", then it asks to forget "%s" (%s)', (text, target, language) => {
    expect(detectForget(text)).toEqual({ kind: 'forget', target, language });
  });

  it.each([
    ['forget everything about me', 'en'],
    ['Please forget everything you know about me.', 'en'],
    ['delete everything you know about me', 'en'],
    ['vergiss alles über mich', 'de'],
    ['Vergiss alles, was du über mich weißt.', 'de'],
    ['olvida todo sobre mí', 'es'],
    ['olvídate de mí', 'es'],
    ['забудь всё обо мне', 'ru'],
    ['Забудь все, что знаешь обо мне', 'ru'],
    ['私のことを全部忘れて', 'ja'],
    ['忘记关于我的一切', 'zh'],
    ['oublie tout sur moi', 'fr'],
    ['oublie-moi', 'fr'],
  ])('given "%s", then it asks to forget everything of the person (%s)', (text, language) => {
    expect(detectForget(text)).toEqual({ kind: 'forget_all', language });
  });

  it.each([
    ["Our launch date is May 3 — don't remember this.", 'Our launch date is May 3', 'en'],
    ['Our brand colour is teal. Do not remember that!', 'Our brand colour is teal', 'en'],
    ['Unser Launch ist am 3. Mai. Merk dir das nicht.', 'Unser Launch ist am 3. Mai', 'de'],
    [
      'Nuestra fecha de lanzamiento es el 3 de mayo, no lo recuerdes.',
      'Nuestra fecha de lanzamiento es el 3 de mayo',
      'es',
    ],
    ['Наш запуск 3 мая — не запоминай это.', 'Наш запуск 3 мая', 'ru'],
    ['発売日は5月3日です。これは覚えないで。', '発売日は5月3日です', 'ja'],
    ['我们的发布日期是5月3日，别记住这个。', '我们的发布日期是5月3日', 'zh'],
    ['Notre lancement est le 3 mai, ne retiens pas ça.', 'Notre lancement est le 3 mai', 'fr'],
  ])('given "%s", then nothing of it is to be remembered; the statement is "%s" (%s)', (text, statement, language) => {
    expect(detectForget(text)).toEqual({ kind: 'dont_remember', statement, language });
    expect(saysDontRemember(text)).toBe(true);
  });

  it.each([
    ["don't remember this", 'en'],
    ["Don't remember this, please.", 'en'],
    ['forget that', 'en'],
    ['forget what I just said', 'en'],
    ['vergiss das', 'de'],
    ['no lo recuerdes', 'es'],
    ['забудь это', 'ru'],
    ['それは忘れて', 'ja'],
    ['不要记住', 'zh'],
    ['oublie ça', 'fr'],
  ])('given "%s" alone, then it is about the message before: nothing left to route (%s)', (text, language) => {
    expect(detectForget(text)).toEqual({ kind: 'dont_remember', statement: '', language });
  });

  it.each([
    "a poster titled 'Forget me not'",
    'make a sad "forgotten city" scene',
    'Forget me not, a watercolour of blue flowers',
    'forget it',
    'never mind, forget about it',
    'forget the background, just the cat',
    'forget my brand colour for this poster, use red',
    'forget my brand colour this time and go with orange',
    'Poster: "Forget everything about me", bold type',
    "I don't remember this place, paint it from the photo",
    'ein Plakat mit dem Titel „Vergiss mein nicht“',
    'vergiss mich nicht',
    'un cartel que diga «olvida mi nombre»',
    'plakat «Забудь меня»',
    '「忘れられた街」の悲しいシーンを作って',
    '画一张悲伤的被遗忘的城市',
    '我忘了说，背景要蓝色',
    "une affiche « N'oublie pas ma couleur »",
    'oublie le fond, garde le chat',
    'hello, just testing',
    '',
  ])('given "%s", then it is not a forget request', (text) => {
    expect(detectForget(text)).toBeUndefined();
    expect(saysDontRemember(text)).toBe(false);
  });
});
