import {
  ABOUT_BUSINESS,
  ABOUT_PERSON,
  businessSubject,
  isAboutPerson,
  namesBusiness,
  personSubject,
  saysOwnName,
} from './own-name';

// Lines written for this spec (ADR 0081): what people say about themselves, with their name and without.
describe('own name: a reading about the person is on their name only when it says it', () => {
  it.each([
    ['en', "I'm Ana"],
    ['en', "hi, I'm Ana, I run the bakery on the corner"],
    ['en', 'my name is ana btw'],
    ['en', 'Call me Bea from now on'],
    ['en', 'Ann Ryder here, from the print shop'],
    ['es', 'Soy Lucía'],
    ['es', 'soy tere de la frutería'],
    ['es', 'Me llamo Pedro y llevo una ferretería'],
    ['de', 'Ich bin Jonas, ich mache die Fotos'],
    ['de', 'Ich heiße Jonas'],
    ['ru', 'Я Ольга'],
    ['ru', 'Меня зовут Ольга, у меня цветочный'],
    ['zh', '我是王芳'],
    ['zh', '我叫小芳，开了一家花店'],
    ['ja', '田中と申します'],
    ['ja', 'はじめまして、森田大輔です'],
    ['en', 'Evening all, Maggie Tulloch.'],
    ['de', 'Hallo, Greta Lindholm vom Atelier am Fluss'],
    ['ru', 'Здравствуйте, Вера Соколова, у нас пекарня'],
    ['es', 'Firma los correos como Lola Martín a partir de ahora'],
  ])('given the person saying their name in %s ("%s"), then it is on the name', (_l, sentence) => {
    expect(saysOwnName(sentence)).toBe(true);
    expect(personSubject(sentence, false)).toBe('person');
  });

  it.each([
    ['en', "we're a little frame shop, nothing fancy"],
    ['en', "I'm a baker in Leeds"],
    ['en', 'that is how my customers read anything'],
    ['en', 'I think so too'],
    ['es', 'A mí eso no me gusta nada'],
    ['es', 'mi hermana ya está de acuerdo con todo'],
    ['de', 'Da sind wir zwei ganz anderer Meinung'],
    ['de', 'ich bin da ganz entspannt'],
    ['de', 'Meine Schwester betreibt mit mir zusammen das Antiquariat Lesezeichen'],
    ['ru', 'я сама всё это веду'],
    ['ru', 'мы маленькая мастерская'],
    ['zh', '我的客户都是附近的老人'],
    ['zh', '店里就我们两个人'],
    ['ja', '私もそう思います'],
    ['ja', '店は二人でやっています'],
    ['ru', 'Добрый день, Анна Петровна, это по поводу вывески'],
    ['en', 'Hi all, New York Bagels is our neighbour'],
  ])('given words about the person with no name in %s ("%s"), then they stay beside the name', (_l, sentence) => {
    expect(saysOwnName(sentence)).toBe(false);
    expect(personSubject(sentence, false)).toBe(ABOUT_PERSON);
  });

  it('given a correction of who the person is, then it is on the name whatever its words', () => {
    expect(personSubject('no wait, that was wrong, it is spelled differently', true)).toBe('person');
  });

  it.each([
    ['en', 'correction: on the invoices put Maria Lund, my married name'],
    ['es', 'corrección: en las facturas pon Marta Ibáñez'],
    ['ru', 'поправка: в счетах пишите Мария Лунд'],
  ])('given a sentence opened by a correction word in %s, then it is on the name', (_l, sentence) => {
    expect(personSubject(sentence, false)).toBe('person');
  });

  it('given the subjects of who the person is, then each is about the person and no other is', () => {
    expect(['person', 'name', ABOUT_PERSON].every(isAboutPerson)).toBe(true);
    expect(['colour', 'avoid: person', 'this time: person'].some(isAboutPerson)).toBe(false);
  });
});

// Lines written for this spec (ADR 0081): what people say of their business, with its name and without.
describe('business name: a reading on the business’s name is on it only when it names one', () => {
  it.each([
    ['en', 'we run Blue Heron Books on the quay', 'en'],
    ['en', 'the shop is called nettle and twine', 'en'],
    ['es', 'Tenemos la panadería «El Trigal» desde 1990', 'es'],
    ['es', 'nuestra tienda se llama la esquinita', 'es'],
    ['de', 'Wir sind die Gärtnerei Sonnenhang in Ulm', 'de'],
    ['de', 'unser Laden heißt jetzt anders', 'de'],
    ['ru', 'Наша мастерская называется «Берёста»', 'ru'],
    ['ru', 'У нас кофейня Северный Ветер', 'ru'],
    ['zh', '我们店叫山月小馆', 'zh'],
    ['zh', '餐厅叫 山月小馆', 'zh'],
    ['zh', '我们不叫山月小馆了', 'zh'],
    ['zh', '我开了一家“慢时光”咖啡馆', 'zh'],
    ['ja', '「こもれび」という雑貨屋をやっています', 'ja'],
    ['ja', '店名はMOKUです', 'ja'],
    ['de', 'Gärtnerei Sonnenhang.', 'de'],
    ['en', 'Blue Heron Books', 'en'],
    ['ja', '祖父の代から続く山田書房です', 'ja'],
    ['zh', '老城区的王记粥铺', 'zh'],
  ])('given a business named in %s ("%s"), then it is on the name', (_l, sentence, lang) => {
    expect(namesBusiness(sentence, lang)).toBe(true);
    expect(businessSubject(sentence, false, lang)).toBe('name');
  });

  it.each([
    ['en', "Next week it's the autumn catalogue", 'en'],
    ['en', 'we are a small repair shop, nothing more', 'en'],
    ['es', 'Lo de la tienda sigue igual', 'es'],
    ['de', 'Das machen hier im Viertel alle so', 'de'],
    ['de', 'Mein Kollege und ich betreiben das seit Jahren', 'de'],
    ['ru', 'Мы небольшая пекарня у вокзала', 'ru'],
    ['zh', '最近接了一家书店的海报活', 'zh'],
    ['zh', '这家店开了十年', 'zh'],
    ['ja', 'この店は二人でやっています', 'ja'],
    ['ja', '会社としても同じです', 'ja'],
    ['zh', '这间工作室是我和朋友一起租的', 'zh'],
    ['ja', '来週はカタログの件です', 'ja'],
  ])('given words on the business with no name in %s ("%s"), then they stay beside the name', (_l, sentence, lang) => {
    expect(namesBusiness(sentence, lang)).toBe(false);
    expect(businessSubject(sentence, false, lang)).toBe(ABOUT_BUSINESS);
  });

  it('given a correction, then it is on the name when it names a business or says "name"', () => {
    expect(businessSubject('Update: we talked it over and the olive green is out', true, 'en')).toBe(ABOUT_BUSINESS);
    expect(businessSubject('Update: from today we are Harbour Lights Print', true, 'en')).toBe('name');
    expect(businessSubject("we've renamed the shop", true, 'en')).toBe('name');
    expect(businessSubject('hemos cambiado el nombre', true, 'es')).toBe('name');
    expect(businessSubject('wir haben umbenannt', true, 'de')).toBe('name');
    expect(businessSubject('мы сменили название', true, 'ru')).toBe('name');
    expect(businessSubject('我们改名了', true, 'zh')).toBe('name');
    expect(businessSubject('店の名前を変えました', true, 'ja')).toBe('name');
    expect(businessSubject("we've renamed the shop", false, 'en')).toBe(ABOUT_BUSINESS);
  });
});
