import { FAULT_TYPES, type FaultType } from './schedule';

/** What one soak does; every field has a small default that fits a 2-core CI machine. */
export interface ChaosOptions {
  seed: number;
  /** Tasks the users start over the run. */
  tasks: number;
  /** Faults injected, one at a time, over the run. */
  faults: number;
  /** Seconds between two faults' slots (a fault holds at most half a slot). */
  spacingSeconds: number;
  /** Which fault types the schedule draws from. */
  faultTypes: FaultType[];
  /** How long the load phase may last at most (tasks still unsettled then are reported). */
  minutes: number;
  /** SSE clients per gateway replica. */
  sseClientsPerGateway: number;
  /** Quiet time at the end during which nothing should be appended. */
  idleSeconds: number;
  /** Where the JSON report is written (also printed). */
  out?: string;
}

export const DEFAULTS: ChaosOptions = {
  seed: 1,
  tasks: 20,
  faults: 3,
  spacingSeconds: 50,
  faultTypes: [...FAULT_TYPES],
  minutes: 6,
  sseClientsPerGateway: 2,
  idleSeconds: 15,
};

export const USAGE = `npm run chaos -- [options]
  --seed N          the schedule's and the users' seed (default ${DEFAULTS.seed})
  --tasks N         tasks the users start (default ${DEFAULTS.tasks}; a full run 200 or 1000)
  --faults N        faults, one at a time (default ${DEFAULTS.faults})
  --spacing S       seconds between two faults (default ${DEFAULTS.spacingSeconds}; a fault holds at most half of it)
  --types a,b       fault types to draw from (default all: ${FAULT_TYPES.join(', ')})
  --minutes M       longest load phase (default ${DEFAULTS.minutes})
  --sse N           SSE clients per gateway replica (default ${DEFAULTS.sseClientsPerGateway})
  --idle-seconds N  quiet time checked at the end (default ${DEFAULTS.idleSeconds})
  --out FILE        also write the JSON report there
Exit codes: 0 every invariant held, 1 a violation or a fault that could not be injected, 64 bad options, 2 the soak itself failed.`;

/** A command line the soak cannot run: the CLI prints the message and the usage, and exits 64. */
export class UsageError extends Error {}

/** `--seed 7 --tasks 200 --faults 10 --minutes 3 --types kill-task-runtime,freeze-task-runtime --out f.json`; undefined for `--help`. */
export function parseOptions(argv: readonly string[]): ChaosOptions | undefined {
  const options: ChaosOptions = { ...DEFAULTS, faultTypes: [...DEFAULTS.faultTypes] };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--help' || argv[i] === '-h') return undefined;
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new UsageError(`${flag} needs a value`);
    const count = (min: number) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < min) throw new UsageError(`${flag} must be an integer ≥ ${min}, got ${value}`);
      return n;
    };
    switch (flag) {
      case '--seed':
        options.seed = count(0);
        break;
      case '--tasks':
        options.tasks = count(1);
        break;
      case '--faults':
        options.faults = count(0);
        break;
      case '--spacing':
        options.spacingSeconds = count(10);
        break;
      case '--minutes': {
        const n = Number(value);
        if (!(n > 0)) throw new UsageError(`--minutes must be positive, got ${value}`);
        options.minutes = n;
        break;
      }
      case '--sse':
        options.sseClientsPerGateway = count(0);
        break;
      case '--idle-seconds':
        options.idleSeconds = count(0);
        break;
      case '--types': {
        const types = value.split(',').filter(Boolean);
        const unknown = types.filter((t) => !(FAULT_TYPES as readonly string[]).includes(t));
        if (unknown.length || types.length === 0)
          throw new UsageError(`--types: unknown ${unknown.join(', ') || '(none)'}; known: ${FAULT_TYPES.join(', ')}`);
        options.faultTypes = types as FaultType[];
        break;
      }
      case '--out':
        options.out = value;
        break;
      default:
        throw new UsageError(`unknown option ${flag}`);
    }
  }
  return options;
}
