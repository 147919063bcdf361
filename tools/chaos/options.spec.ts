import { DEFAULTS, parseOptions, UsageError } from './options';

describe('chaos options', () => {
  it('given no flags, then the small CI defaults; given flags, then those', () => {
    expect(parseOptions([])).toEqual(DEFAULTS);
    expect(
      parseOptions([
        '--seed',
        '7',
        '--tasks=200',
        '--faults',
        '10',
        '--minutes',
        '2.5',
        '--types',
        'cut-redis,restart-gateway',
        '--spacing',
        '30',
      ]),
    ).toMatchObject({
      seed: 7,
      tasks: 200,
      faults: 10,
      minutes: 2.5,
      faultTypes: ['cut-redis', 'restart-gateway'],
      spacingSeconds: 30,
    });
  });

  it('given a bad value or an unknown fault type, then it says which', () => {
    expect(() => parseOptions(['--tasks', '0'])).toThrow('--tasks must be an integer ≥ 1, got 0');
    expect(() => parseOptions(['--types', 'stop-postgres'])).toThrow('--types: unknown stop-postgres');
    expect(() => parseOptions(['--verbose', 'x'])).toThrow('unknown option --verbose');
    expect(() => parseOptions(['--seed'])).toThrow(UsageError);
    expect(() => parseOptions(['--spacing', '5'])).toThrow('--spacing must be an integer ≥ 10, got 5');
  });

  it('given --help, then no options (the CLI prints its usage and exits 0)', () => {
    expect(parseOptions(['--help'])).toBeUndefined();
    expect(parseOptions(['--tasks', '5', '-h'])).toBeUndefined();
  });
});
