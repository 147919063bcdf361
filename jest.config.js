// One Jest run, three layers (see docs/testing.md): unit (*.spec.ts, in memory),
// integration (*.int-spec.ts, PGlite + real servers), e2e (*.e2e-spec.ts, real processes).
const { compilerOptions } = require('./tsconfig.base.json');

/**
 * tsconfig `paths` → Jest moduleNameMapper, so tests import libs exactly as apps do; and PGlite
 * through tools/jest/pglite.js, which starts each new database from one initdb's copy (issue 32).
 */
const moduleNameMapper = {
  ...Object.fromEntries(
    Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
      `^${alias.replace('/', '\\/')}$`,
      `<rootDir>/${target}`,
    ]),
  ),
  '^@electric-sql/pglite$': '<rootDir>/tools/jest/pglite.js',
};

// The same for PGlite on a thread of its own (libs/database/src/pglite-thread), which Jest's
// module map does not reach: the worker requires this file by its path instead of the package.
process.env.LOMO_PGLITE_MODULE ??= require('node:path').join(__dirname, 'tools', 'jest', 'pglite.js');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** NestJS 12 and a few of its neighbours ship ESM only; Jest on Node 20 needs them transformed. */
const esmOnly = [
  'p-queue',
  'p-timeout',
  '@nestjs',
  'file-type',
  'strtok3',
  'token-types',
  'uint8array-extras',
  '@tokenizer',
  '@borewit',
  '@tus',
  'srvx',
];

const layer = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch,
  moduleNameMapper,
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly.join('|')})/)`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/.lomo/'],
  ...extra,
});

module.exports = {
  projects: [
    layer('unit', ['<rootDir>/{apps,libs,tools,bench}/**/*.spec.ts']),
    layer('integration', ['<rootDir>/{apps,libs,tools,bench}/**/*.int-spec.ts'], {
      setupFiles: ['<rootDir>/tools/jest/require-services.js'],
    }),
    layer('e2e', ['<rootDir>/{apps,libs,tools}/**/*.e2e-spec.ts'], {
      setupFiles: ['<rootDir>/tools/jest/require-services.js'],
    }),
    // The web console in headless Chromium (Debian chromium via scripts/lib/ensure-chromium.sh).
    layer('browser', ['<rootDir>/apps/*/e2e/*.browser.ts'], {
      setupFiles: ['<rootDir>/tools/jest/require-services.js'],
    }),
  ],
  reporters: ['default', '<rootDir>/tools/jest/summary-reporter.js'],
  testTimeout: 60_000,
  // One file at a time: the apps under test join the catalog's consumer groups on the shared
  // Kafka broker, so two files at once would consume each other's messages. In a worker, not
  // in band: a memory limit makes Jest use a worker, which it replaces between files once it
  // holds more than this — run in band, the leftovers of 185 files outgrew the 4 GB heap.
  // Not much more: every file leaves ~100 MB behind (a gateway int-spec: 286 → 774 MB heap
  // after five), and each full collection walks all of it — at 1 GB ~1 s, which made the
  // memory-measuring streamed-content file take 190 s in a lane instead of 40 s alone.
  // 350 MB, not 700: a worker is replaced after about every platform file, so the
  // memory-measuring files (each sample two full collections) no longer walk the leftovers of
  // six; eight files in one Jest took 92 and 67 s of CPU against 104 and 115 s (issue 32).
  maxWorkers: 1,
  workerIdleMemoryLimit: '350MB',
};
