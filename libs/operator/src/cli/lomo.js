#!/usr/bin/env node
// The `lomo` bin. Sources run as TypeScript through SWC with no build step
// (docs/decisions/0001); the project tsconfig is named explicitly so the `@lomo/*` path
// aliases resolve whatever directory the analyst runs it from.
const { join } = require('node:path');

process.env.SWC_NODE_PROJECT ??= join(__dirname, '../../../../tsconfig.json');
require('@swc-node/register');
require('./main.ts');
