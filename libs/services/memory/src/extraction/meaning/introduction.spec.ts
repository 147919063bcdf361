import { introductionOf, type Place } from './introduction';

const said = (sentence: string, place: Place = 'opening') => {
  const intro = introductionOf(sentence, place);
  return intro && { name: intro.name.sentence, company: intro.company?.sentence, scope: intro.name.scope };
};

describe('introductionOf: a greeting that says who the person is and where from', () => {
  it('given a lowercase introduction run on into a request, then the name and the business are read apart', () => {
    expect(said('hey its marguerite from the oak barrel, can u make a menu')).toEqual({
      name: 'its marguerite',
      company: 'oak barrel',
      scope: 'user',
    });
    expect(said('this is ravi at copperleaf dental i need a poster for the waiting room')).toEqual({
      name: 'this is ravi',
      company: 'copperleaf dental',
      scope: 'user',
    });
    expect(said('buenas soy nacho de la ferretería el tornillo')).toEqual({
      name: 'soy nacho',
      company: 'ferretería el tornillo',
      scope: 'user',
    });
    expect(said('привет это гена из шиномонтажа колесо нужна визитка')).toEqual({
      name: 'это гена',
      company: 'шиномонтажа колесо',
      scope: 'user',
    });
  });

  it('reads the business as the workspace’s', () => {
    expect(introductionOf('im priya from saffron house', 'inside')?.company?.scope).toBe('workspace');
  });

  it('reads "<name> here" and a greeting before a German "vom" only at the start of a message', () => {
    expect(said('yo marco here from pizza nuvola')).toEqual({ name: 'marco', company: 'pizza nuvola', scope: 'user' });
    expect(said('jonas hier vom bauernhof linde')).toEqual({
      name: 'jonas',
      company: 'bauernhof linde',
      scope: 'user',
    });
    expect(said('hallo, greta vom blumenladen mohn')).toEqual({
      name: 'greta',
      company: 'blumenladen mohn',
      scope: 'user',
    });
    expect(said('fiona here')).toEqual({ name: 'fiona', company: undefined, scope: 'user' });
    expect(said('jonas hier vom bauernhof linde', 'inside')).toBeUndefined();
  });

  it('reads "I am <name>," alone at the start of a message, and names that end like a verb form', () => {
    expect(said('hi, im mildred, we make candles')).toEqual({ name: 'im mildred', company: undefined, scope: 'user' });
    expect(said('hola soy rocío, tengo una panadería')).toEqual({
      name: 'soy rocío',
      company: undefined,
      scope: 'user',
    });
    expect(said('привет, я злата, у меня кофейня')).toEqual({ name: 'я злата', company: undefined, scope: 'user' });
    expect(said('its alfred from the corner deli')?.name).toBe('its alfred');
    expect(said('я думаю, синий лучше')).toBeUndefined();
    expect(said('im sorry, wrong file')).toBeUndefined();
  });

  it('reads "<shop>的<name>" after a greeting and "<shop>の<name>です" at the start of a message', () => {
    expect(said('我是青柠咖啡的王芳')).toEqual({ name: '王芳', company: '青柠咖啡', scope: 'user' });
    expect(said('老街面馆的赵强', 'greeted')).toEqual({ name: '赵强', company: '老街面馆', scope: 'user' });
    expect(said('下一张画个河里的鸭子')).toBeUndefined();
    expect(said('そば処しらかわの健太です')).toEqual({ name: '健太', company: 'そば処しらかわ', scope: 'user' });
  });

  it('takes no first-person pronoun for the business in Chinese or Japanese ("our rule", "our Xiao Wang")', () => {
    expect(said('うちのルールです')).toBeUndefined();
    expect(said('私のミスです')).toBeUndefined();
    expect(said('我们的小王', 'greeted')).toBeUndefined();
  });

  it('knows the greetings greeting.ts knows, before any of its shapes', () => {
    expect(said('hallöchen, jonas hier vom bauernhof linde')).toEqual({
      name: 'jonas',
      company: 'bauernhof linde',
      scope: 'user',
    });
    expect(said('good morning, im mildred, we make candles')?.name).toBe('im mildred');
    expect(said('qué onda, soy rocío, tengo una panadería')?.name).toBe('soy rocío');
    expect(said('салам, я злата, у меня кофейня')?.name).toBe('я злата');
    expect(said('moin moin, greta vom blumenladen mohn')?.name).toBe('greta');
    expect(said('howdy, marco here from pizza nuvola')?.name).toBe('marco');
  });

  it('takes no subject word, adverb or role for a name, and reads no question', () => {
    expect(said('its colour from the logo')).toBeUndefined();
    expect(said("i'm just from the shop next door")).toBeUndefined();
    expect(said('i am working at the bakery')).toBeUndefined();
    expect(said('я тоже из москвы')).toBeUndefined();
    expect(said('ich bin neu vom team')).toBeUndefined();
    expect(said('is this ravi from copperleaf dental?')).toBeUndefined();
    expect(said('the logo here is too small')).toBeUndefined();
  });
});
