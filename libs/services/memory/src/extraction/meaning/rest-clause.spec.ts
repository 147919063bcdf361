import { exceptionAndRest } from './rest-clause';

describe('exceptionAndRest: a one-off and the standing value typed as one sentence', () => {
  it('given "…, the rest / otherwise …", then the exception and the rest are read apart', () => {
    expect(exceptionAndRest('just for the fair put confetti on it, the rest in sage as always')).toEqual({
      exception: 'just for the fair put confetti on it',
      rest: 'the rest in sage as always',
      once: true,
    });
    expect(exceptionAndRest('nur am wochenende mit sternchen, sonst wie immer tannengrün')).toMatchObject({
      exception: 'nur am wochenende mit sternchen',
      once: true,
    });
    expect(exceptionAndRest('sólo para la feria ponle globos, lo demás en mostaza')).toMatchObject({ once: true });
    expect(exceptionAndRest('только к празднику шарики, а так всё как обычно в синем')).toMatchObject({
      exception: 'только к празднику шарики',
      once: true,
    });
    expect(exceptionAndRest('只有春节那张加灯笼，其他照旧用墨绿')).toMatchObject({
      exception: '只有春节那张加灯笼',
      rest: '其他照旧用墨绿',
      once: true,
    });
    expect(exceptionAndRest('お祭りの告知は提灯を入れて、ほかはいつも通り藍色で')).toMatchObject({ once: true });
  });

  it('splits but marks no one-off when nothing says the first part is an exception', () => {
    expect(exceptionAndRest('we use teal, everything else is up to you')).toEqual({
      exception: 'we use teal',
      rest: 'everything else is up to you',
      once: false,
    });
  });

  it('leaves alone a sentence without the marker, or "а так" meaning "so"', () => {
    expect(exceptionAndRest('only for the fair, balloons on top')).toBeUndefined();
    expect(exceptionAndRest('синий, а так что по шрифту решим потом')).toBeUndefined();
    expect(exceptionAndRest('the rest is fine')).toBeUndefined();
  });
});
