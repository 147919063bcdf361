import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLomoApp } from '@lomo/bootstrap';
import { loadConfig } from '@lomo/config';
import { ApiKeys } from '@lomo/services/gateway';
import { platformApp } from '../../apps/platform/src/app';
import { fillerRequests } from './subjects';

/** One scripted user message: what the user means (a new work under `key`, or continuing `key`). */
interface Say {
  text: string;
  /** A new work the user starts, remembered as `key`. */
  starts?: string;
  /** The work the user means to continue. */
  continues?: string;
  /** A question: nothing should start. */
  asks?: true;
  lang: string;
}

interface Scenario {
  name: string;
  script: Say[];
}

/** The scenario runner's result for one scripted conversation. */
export interface ScenarioResult {
  name: string;
  messages: number;
  attachedRight: number;
  attachTotal: number;
  continues: number;
  duplicates: number;
  languageKept: number;
  languageTotal: number;
}

const en = (text: string, more: Omit<Say, 'text' | 'lang'> = {}): Say => ({ text, lang: 'en', ...more });

const SCENARIOS: Scenario[] = [
  {
    name: 'poster series',
    script: [
      en('a series of three posters for the Harbor film festival', { starts: 'series' }),
      en('make the second poster of the film festival series more blue', { continues: 'series' }),
      en("use the film festival's teal on all of them", { continues: 'series' }),
      en('add the screening dates to the Harbor festival posters', { continues: 'series' }),
      en('where are the film festival posters?', { asks: true }),
    ],
  },
  {
    name: 'switching between two tasks',
    script: [
      en('a logo for Pebble bakery', { starts: 'logo' }),
      en('an illustration of a fox in the snow', { starts: 'fox' }),
      en('the Pebble bakery logo in pastel pink', { continues: 'logo' }),
      en('make the fox look up at the moon', { continues: 'fox' }),
      en('the bakery logo needs a rolling pin', { continues: 'logo' }),
      en('more snow around the fox', { continues: 'fox' }),
      en('make it warmer', { continues: 'fox' }),
    ],
  },
  {
    name: 'back to an old task after three simulated days',
    script: [
      en('a birthday card for my nephew Leo, with dinosaurs', { starts: 'leo' }),
      ...fillerRequests(52).map((text, i) => en(text, { starts: `busy-${i}` })),
      en("Leo's birthday card should say happy 7th birthday", { continues: 'leo' }),
      en('and make it green', { continues: 'leo' }),
    ],
  },
  {
    name: 'a duplicate request',
    script: [
      en('a poster for the Harbor film night', { starts: 'night' }),
      en('a poster for the Harbor film night', { continues: 'night' }),
      en('a poster for the Harbor film night, please', { continues: 'night' }),
    ],
  },
  {
    name: 'French, then German',
    script: [
      { text: "une carte d'anniversaire pour ma nièce Chloé", lang: 'fr', starts: 'chloe' },
      { text: 'ajoute des ballons sur la carte de Chloé', lang: 'fr', continues: 'chloe' },
      { text: 'ein Poster für den Flohmarkt am Samstag', lang: 'de', starts: 'flohmarkt' },
      { text: 'das Poster für den Flohmarkt bitte in Gelb', lang: 'de', continues: 'flohmarkt' },
    ],
  },
];

interface Entry {
  messageId: string;
  decision: string;
  taskIds: string[];
  card?: { options: Array<{ optionId: string; taskId?: string }> };
}

/**
 * a simulated user drives the public HTTP API of the embedded platform through
 * scripted conversations. It answers a card by picking the task it meant (a "continue" it
 * had to say) or `new`, and checks where every message went and the language of every task
 * it started (`TaskCreated.language`, detected from its words).
 */
export async function runScenarios(): Promise<ScenarioResult[]> {
  const app = await createLomoApp(
    platformApp,
    loadConfig(platformApp.config, {
      LOG_LEVEL: 'silent',
      DATABASE_URL: 'memory://',
      PORT: '0',
      LOMO_DATA_DIR: mkdtempSync(join(tmpdir(), 'lomo-b10-')),
    }),
  );
  await app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  try {
    const results: ScenarioResult[] = [];
    for (const [i, scenario] of SCENARIOS.entries()) {
      const { key } = await app.get(ApiKeys).create({
        workspaceId: `ws-b10-scenario-${i}-${Date.now().toString(36)}`,
        userId: 'sim',
        scopes: ['read', 'write'],
        kind: 'console',
      });
      results.push(await play(base, key, scenario));
    }
    return results;
  } finally {
    await app.close();
  }
}

async function play(base: string, key: string, scenario: Scenario): Promise<ScenarioResult> {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const works = new Map<string, string>();
  const r: ScenarioResult = {
    name: scenario.name,
    messages: 0,
    attachedRight: 0,
    attachTotal: 0,
    continues: 0,
    duplicates: 0,
    languageKept: 0,
    languageTotal: 0,
  };
  for (const say of scenario.script) {
    r.messages++;
    let entry = await call<Entry>('POST', '/v1/main/messages', { text: say.text });
    const meant = say.continues ? works.get(say.continues) : undefined;
    if (entry.decision === 'asked_user') {
      const option = entry.card?.options.find((o) => (meant ? o.taskId === meant : o.optionId === 'new'));
      if (meant && option) r.continues++;
      entry = await call<Entry>('POST', `/v1/main/messages/${entry.messageId}/answer`, {
        optionId: option?.optionId ?? 'new',
      });
    }
    if (say.continues) {
      r.attachTotal++;
      if (entry.taskIds[0] === meant) r.attachedRight++;
      if (entry.decision === 'created_task' || entry.decision === 'created_lightweight_task') r.duplicates++;
    }
    if (
      say.starts &&
      entry.taskIds[0] &&
      (entry.decision === 'created_task' || entry.decision === 'created_lightweight_task')
    ) {
      works.set(say.starts, entry.taskIds[0]);
      if (say.lang !== 'en' || !say.starts.startsWith('busy')) {
        r.languageTotal++;
        const events = await call<Array<{ type: string; data: { language?: string } }>>(
          'GET',
          `/v1/tasks/${entry.taskIds[0]}/events?limit=1`,
        );
        if (events[0]?.data.language === say.lang) r.languageKept++;
      }
    }
  }
  return r;
}
