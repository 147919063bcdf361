import { selfNamed } from './self-named';

// Lines written for this spec (ADR 0069): a name put on the work, then "that's me".
describe('self-named: a name on the work that the person says is theirs', () => {
  it.each([
    ['en', 'put “painted by Marguerite” on the back, that’s me'],
    ['en', 'Send the proofs to Hal, that is me'],
    ['es', 'y firma “hecho por Inés”, que soy yo'],
    ['de', 'Die Rechnung bitte an Konrad – das bin ich'],
    ['ru', 'внизу подпиши «шила Арина» — это я'],
    ['zh', '落款写“阿坤做的”，阿坤就是我'],
    ['ja', '裏に「みのり作」と入れてください、みのりは私です'],
  ])('given a name and "that’s me" in %s, then a fact on the person’s name', (_l, sentence) => {
    expect(selfNamed(sentence)).toEqual({ sentence, kind: 'fact', probability: 0.6, scope: 'user', topic: 'name' });
  });

  it.each([
    ['en', 'the kid on the left in the photo, that’s me'],
    ['en', 'is that me in the corner?'],
    ['de', 'Das Kind links auf dem Foto – das bin ich'],
    ['ru', 'мальчик слева на фото — это я'],
    ['zh', '照片里，左边那个就是我'],
    ['ja', '写真の左の子は私です'],
  ])('given "that’s me" with no name in %s, then nothing', (_l, sentence) => {
    expect(selfNamed(sentence)).toBeUndefined();
  });
});
