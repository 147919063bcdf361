import { GREETING, isGreetingOrInterjection } from './greeting';
import { nameAnswer } from './name-answer';
import { tableOf } from './statement-slots';

// Lines written for this spec (ADR 0079).
describe('greetings and interjections are no one’s name', () => {
  it.each([
    'Yo',
    'Hiya!!',
    'Heya',
    'Hallöchen',
    'Huhu',
    'Kaixo',
    'Ei!',
    'Buenas',
    'Здорово',
    'Добрый!',
    'Салют',
    'Right',
    'Ay',
    'Uf',
    'Ach',
    'Ну',
    'hey hey',
  ])('%s is a greeting or an interjection', (phrase) => {
    expect(isGreetingOrInterjection(phrase)).toBe(true);
  });

  it.each(['Marta', 'Yolanda', 'Heike', 'Добрыня', 'Richard', 'Ayla'])('%s is not', (phrase) => {
    expect(isGreetingOrInterjection(phrase)).toBe(false);
  });

  it.each([
    'Yo, Dario Lentini here. I need a menu.',
    'Hiya!! I run a dog-walking round in Bath',
    'Hallöchen, Greta Voigt, wir haben einen Hofladen',
    'Heya, quick one about the banner',
    'Kaixo, soy Unai, de la sidrería',
    'Здорово, Тимофей на связи',
    'Добрый! Вопрос по вывеске',
    'Ay, se me olvidó decirte algo',
    'Right, back to the price list',
  ])('the name answer reads no name in "%s"', (sentence) => {
    expect(nameAnswer(sentence, tableOf(sentence))).toBeUndefined();
  });

  it('strips the greetings added to the class before a full name', () => {
    expect(GREETING.exec('Hallöchen, Greta Voigt, wir haben einen Hofladen')?.[0]).toBe('Hallöchen, ');
    expect(GREETING.exec('Kaixo! Unai Etxeberria.')?.[0]).toBe('Kaixo! ');
  });
});
