import { FAULT_TYPES, type FaultType } from './schedule';

/** What one soak does; every field has a small default that fits a 2-core CI machine. */
export interface ChaosOptions {
  seed: number;
  /** Tasks the users start over the run. */
  tasks: number;
  /** Faults injected, one at a time, over the run. */
  faults: number;
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
  faultTypes: [...FAULT_TYPES],
  minutes: 6,
  sseClientsPerGateway: 2,
  idleSeconds: 15,
};

/** `--seed 7 --tasks 200 --faults 10 --minutes 3 --types kill-task-runtime,freeze-task-runtime --out f.json` */
export function parseOptions(argv: readonly string[]): ChaosOptions {
  const options: ChaosOptions = { ...DEFAULTS, faultTypes: [...DEFAULTS.faultTypes] };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    const count = (min: number) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < min) throw new Error(`${flag} must be an integer ≥ ${min}, got ${value}`);
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
      case '--minutes': {
        const n = Number(value);
        if (!(n > 0)) throw new Error(`--minutes must be positive, got ${value}`);
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
          throw new Error(`--types: unknown ${unknown.join(', ') || '(none)'}; known: ${FAULT_TYPES.join(', ')}`);
        options.faultTypes = types as FaultType[];
        break;
      }
      case '--out':
        options.out = value;
        break;
      default:
        throw new Error(`unknown option ${flag}`);
    }
  }
  return options;
}
