import { runCli } from './program';

/** Exits once stdout and stderr have flushed: a piped JSONL log must not lose its tail. */
function exitWhenFlushed(code: number): void {
  let pending = 2;
  const done = () => --pending === 0 && process.exit(code);
  process.stdout.write('', done);
  process.stderr.write('', done);
}

void runCli(process.argv.slice(2)).then(exitWhenFlushed);
