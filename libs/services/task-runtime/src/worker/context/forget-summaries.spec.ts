import { statementEvidenceId } from '@lomo/service-api';
import type { TaskEvent } from '../../task/task.events';
import { longStream } from '../testing/context-stream';
import { historyUnits } from './history';
import { summaryRedactions } from './forget-summaries';
import { extractiveSummariser } from './summariser';

const STATED = 'Our brand colour is teal.';

/** A long task whose third message states the colour and whose agent echoed it, summarised over its first half. */
async function summarisedStream(summariser = 'extractive-v1') {
  const events: TaskEvent[] = longStream(12).map((e) => {
    if (e.type === 'MessageDelivered' && e.data.messageId === 'm3')
      return { ...e, data: { ...e.data, text: `Poster three, please. ${STATED}` } };
    if (e.type === 'StepDecided' && e.data.turn === 3) return { ...e, data: { ...e.data, output: `Noted: ${STATED}` } };
    return e;
  });
  const to = events.findIndex((e) => e.type === 'TurnStarted' && e.data.turn === 7);
  const text =
    summariser === 'extractive-v1'
      ? await extractiveSummariser().summarise({ from: 0, to, units: historyUnits(events.slice(0, to), 0) })
      : `The user wants posters; ${STATED} Posters 1-6 drafted.`;
  events.push({
    type: 'HistorySummarised',
    data: { generation: 1, from: 0, to, text, tokens: 100, summariser, at: '2026-12-01T10:00:00.000Z' },
  });
  return events.map((e, i) => ({ id: `e${i}`, type: e.type, data: e.data }));
}

describe('history summaries after a forget (issue 28)', () => {
  it("given an extractive summary quoting a forgotten statement, then it is re-summarised without it — the user's words and the agent's echo — and keeps the rest", async () => {
    const stream = await summarisedStream();
    expect(JSON.stringify(stream)).toContain('brand colour is teal');
    const redactions = await summaryRedactions(stream, [statementEvidenceId('m3', STATED)]);
    expect(redactions).toHaveLength(1);
    const { text, tokens } = redactions[0].data as { text: string; tokens: number };
    expect(text).not.toMatch(/brand colour|teal\./);
    expect(text).toContain('Poster three, please.');
    expect(text).toContain('request 4: poster 4');
    expect(tokens).toBeGreaterThan(0);
  });

  it('given a summary another summariser wrote, then the forgotten words are cut from it in place', async () => {
    const stream = await summarisedStream('model-v1');
    const [redaction] = await summaryRedactions(stream, [statementEvidenceId('m3', STATED)]);
    expect((redaction.data as { text: string }).text).toBe('The user wants posters;  Posters 1-6 drafted.');
  });

  it('given evidence of no message of the task, or an already clean summary, then nothing is rewritten (idempotent)', async () => {
    const stream = await summarisedStream();
    expect(await summaryRedactions(stream, [statementEvidenceId('elsewhere', STATED), 'tool:t:c'])).toEqual([]);
    const once = await summaryRedactions(stream, [statementEvidenceId('m3', STATED)]);
    const cleaned = stream.map((e) => (e.id === once[0].eventId ? { ...e, data: once[0].data } : e));
    expect(await summaryRedactions(cleaned, [statementEvidenceId('m3', STATED)])).toEqual([]);
  });
});
