import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import noForeignEventTypes from './tools/lint/eslint-rules/no-foreign-event-types.js';
import noForeignStreamIds from './tools/lint/eslint-rules/no-foreign-stream-ids.js';

/** Test support: production code must never depend on it (the clock and failpoints live in @lomo/clock, @lomo/failpoints). */
const testSupport = {
  group: ['@lomo/testing', '@lomo/testing/*'],
  message: 'Production code does not depend on the test library.',
};

/** Files that are tests or test support, where @lomo/testing is allowed. */
const testFiles = [
  '**/*.spec.ts',
  '**/*.int-spec.ts',
  '**/*.e2e-spec.ts',
  '**/*.browser.ts',
  '**/testing/**',
  'tools/**',
  'bench/**',
];

/** Packages that tie code to a framework, a database or a broker; pure domain code imports none. */
const infrastructurePackages = [
  '@nestjs/*',
  'typeorm',
  'kafkajs',
  'pg',
  '@electric-sql/*',
  'ioredis',
  '@opensearch-project/*',
  '@eventstore/*',
  'express',
];

export default [
  { ignores: ['**/node_modules', '**/dist', '**/tmp', '**/.lomo', '**/.nx', 'libs/contracts/src/gen/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            // Layering: apps compose libs; features use data-access/domain/util; domain is pure.
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:domain',
                'type:util',
                'type:contracts',
              ],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util', 'type:contracts'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:domain', 'type:util', 'type:contracts'],
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util', 'type:contracts'] },
            { sourceTag: 'type:contracts', onlyDependOnLibsWithTags: ['type:contracts'] },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contracts'],
              bannedExternalImports: infrastructurePackages,
            },
            // Ownership: a service reaches another only through shared libs and contracts.
            ...['gateway', 'router', 'task-runtime', 'generation-gateway', 'memory', 'workspace', 'billing'].map(
              (scope) => ({
                sourceTag: `scope:${scope}`,
                onlyDependOnLibsWithTags: [`scope:${scope}`, 'scope:shared'],
              }),
            ),
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [testSupport] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Deciders, events and projections are the pure domain inside each vertical slice:
    // the same ban applies to them file by file, whatever project they live in.
    files: ['**/*.decider.ts', '**/*.events.ts', '**/*.projection.ts', '**/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: infrastructurePackages,
              message: 'Domain code is pure: no framework, database or broker imports.',
            },
            testSupport,
          ],
        },
      ],
    },
  },
  {
    // Tool configs (jest.config.js, reporters) are CommonJS by necessity.
    files: ['**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      '**/*.browser.ts',
      'tools/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: testFiles,
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Stream ids and topic names are spelled only by their owners (issue 13): the stream-id
    // helpers in libs/contracts and the topic catalog. The event store and the messaging library
    // know no service; their own tests name arbitrary streams and topics, as do the tests of the
    // `lomo events` CLI that replays them.
    files: ['**/*.ts'],
    ignores: [
      'libs/contracts/src/streams/**',
      'libs/messaging/**',
      'libs/event-store/**',
      'libs/operator/src/cli/*.e2e-spec.ts',
      'tools/lint/**',
    ],
    plugins: {
      lomo: { rules: { 'no-foreign-stream-ids': noForeignStreamIds, 'no-foreign-event-types': noForeignEventTypes } },
    },
    rules: { 'lomo/no-foreign-stream-ids': 'error' },
  },
  {
    // A service's event types are private (issue 32): another service reads its status contract,
    // integration events or service API. Tests may name any event they drive.
    files: ['libs/services/**/*.ts'],
    ignores: testFiles,
    rules: { 'lomo/no-foreign-event-types': 'error' },
  },
  {
    // Schema changes go through runMigrations (one advisory lock, versioned): a bare
    // `create table if not exists` run by two replicas booting together collides in
    // PostgreSQL's catalog (a duplicate key in pg_type) and failed a task-runtime's boot.
    files: ['**/*.ts'],
    ignores: [...testFiles, 'libs/database/src/migrations.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='query'] > TemplateLiteral:first-child > TemplateElement[value.raw=/^\\s*(create|alter|drop)\\s/i]",
          message: 'DDL belongs in a migration list applied with runMigrations (@lomo/database), not in a bare query.',
        },
      ],
    },
  },
  // Formatting belongs to Prettier (`npm run format`; `npm run lint` checks it).
  prettier,
];
