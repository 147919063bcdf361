// Rewrites the topic table in docs/topics.md from the code (`npm run topics:doc`).
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { eventSchemas } from '@lomo/contracts';
import { renderTopicTable } from '@lomo/messaging';

const path = resolve(__dirname, '../../docs/topics.md');
const doc = readFileSync(path, 'utf8');
const table = `<!-- topics:begin -->\n${renderTopicTable([...eventSchemas.keys()])}\n<!-- topics:end -->`;
const marked = /<!-- topics:begin -->[\s\S]*?<!-- topics:end -->/;
writeFileSync(
  path,
  marked.test(doc) ? doc.replace(marked, table) : `${doc.trimEnd()}\n\n## Topic catalog\n\n${table}\n`,
);
process.stdout.write(`docs/topics.md: topic table updated\n`);
