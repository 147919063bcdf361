/**
 * Builds `conversations/*.json` (what the B10h harness reads) from the scenario files in
 * `users/*.txt` (see parse.ts). Run after editing one: `node -r @swc-node/register bench/router-heldout5/build.ts`.
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { parseUser } from './parse';

async function build(): Promise<void> {
  const users = join(__dirname, 'users');
  for (const name of (await readdir(users)).filter((n) => n.endsWith('.txt')).sort()) {
    const conversation = parseUser(await readFile(join(users, name), 'utf8'));
    const file = join(__dirname, 'conversations', `${conversation.user}.json`);
    const json = JSON.stringify(conversation);
    await writeFile(file, await format(json, { ...(await resolveConfig(file)), filepath: file }));
  }
}

build().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
