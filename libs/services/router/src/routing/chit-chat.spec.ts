import { smallTalk } from './chit-chat';
import { decideRoute } from './route.decider';

describe('greetings and small talk are answered in the main thread, never a task (issue 26)', () => {
  it.each([
    ['hello, just testing', 'en'],
    ['Hey there! 👋', 'en'],
    ['Bonjour, merci !', 'fr'],
    ['Guten Morgen!', 'de'],
    ['¡Hola! ¿Qué tal?', 'es'],
    ['Привет, как дела?', 'ru'],
    ['こんにちは！', 'ja'],
    ['你好，测试', 'zh'],
  ])('given "%s", when routed offline, then it is answered in main as a greeting in %s', (text, language) => {
    expect(smallTalk(text)).toEqual({ language });
    expect(decideRoute({ text, candidates: [] })).toMatchObject({ outcome: 'answer_in_main', intent: 'greeting' });
  });

  it.each([
    'hello, a poster of a lighthouse please',
    'hi! make it warmer',
    'Hola, quiero un gato rojo',
    'Привет, нарисуй кота',
    'こんにちは、猫の絵をお願いします',
    '你好，画一只猫',
  ])('given "%s", which asks for work too, then it is not small talk', (text) => {
    expect(smallTalk(text)).toBeUndefined();
  });

  it('given an empty or emoji-only message, then it is not small talk (nothing was said)', () => {
    expect(smallTalk('')).toBeUndefined();
    expect(smallTalk('🙂🙂')).toBeUndefined();
  });
});
