import { longStream, foldTask } from '../testing/context-stream';
import { historyUnits } from './history';
import { dynamicTail, recentUnits, stablePrefix, summaryLayer } from './layers';
import { readHistory } from './read-history';
import { extractiveSummariser } from './summariser';
import { countTokens } from './tokens';

describe('context layers (R-8.1)', () => {
  const events = longStream(30);
  const task = foldTask(events);

  describe('stable prefix', () => {
    it('given the same task, when built at two steps, then it is byte-identical and carries rules, brief and language', () => {
      const later = foldTask(longStream(31));
      expect(stablePrefix(later, [])).toBe(stablePrefix(task, []));
      expect(stablePrefix(task, [])).toContain('Task brief: retro posters');
      expect(stablePrefix(task, [])).toContain('(en)');
    });
    it('given a memory snapshot, when it changes, then the prefix changes (R-8.2)', () => {
      expect(stablePrefix(task, ['likes muted colours'])).toContain('- likes muted colours');
      expect(stablePrefix(task, ['likes muted colours'])).not.toBe(stablePrefix(task, []));
    });
  });

  describe('history units', () => {
    it('given steps with calls, when cut into units, then each unit keeps its message, turn and result together', () => {
      const units = historyUnits(events);
      expect(units).toHaveLength(30);
      expect(units[0].turns.map((t) => t.role)).toEqual(['user', 'assistant', 'tool']);
      expect(units[0].turns[0].content).toBe('request 1: poster 1 in teal');
      expect(units[0].end).toBe(units[0].position + 2);
    });
    it('given a position, when cut from it, then earlier steps are left out (summarised)', () => {
      const from = historyUnits(events)[10].position;
      expect(historyUnits(events, from)[0].position).toBe(from);
      expect(historyUnits(events, from)).toHaveLength(20);
    });
    it('given a result above the threshold, when cut, then the context keeps a handle and a preview (R-8.5)', () => {
      const big = longStream(1, 20_000);
      const tool = historyUnits(big, 0, { largeResultTokens: 500 })[0].turns[2];
      const shown = JSON.parse(tool.content) as { large_result: { handle: number }; note: string };
      expect(shown.large_result.handle).toBe(big.findIndex((e) => e.type === 'ToolCallCompleted'));
      expect(shown.note).toContain('read_history');
      expect(countTokens(tool.content)).toBeLessThan(300);
    });
  });

  describe('recent turns', () => {
    it('given a budget, when choosing recent units, then the newest that fit are kept verbatim, at least one', () => {
      const units = historyUnits(events);
      const recent = recentUnits(units, units[0].tokens * 5);
      expect(recent).toHaveLength(5);
      expect(recent.at(-1)).toBe(units.at(-1));
      expect(recentUnits(units, 1)).toHaveLength(1);
    });
  });

  describe('summaries', () => {
    it('given summaries over the budget, when shown, then the newest fit and the older are named by range', () => {
      const s = (from: number, to: number) => ({ from, to, text: `summary ${from}-${to}`, tokens: 100 });
      const [turn] = summaryLayer([s(0, 10), s(10, 20), s(20, 30)], 200);
      expect(turn.content).not.toContain('summary 0-10');
      expect(turn.content).toContain('summary 10-20\nsummary 20-30');
      expect(turn.content).toContain('Events 0–9: 1 older summaries');
    });
    it('given an unsummarised gap (a failed summary), when shown, then it points at read_history', () => {
      const [turn] = summaryLayer([], 200, { from: 0, to: 50 });
      expect(turn.content).toContain('Events 0–49: not summarised yet; read them with read_history');
    });
    it('given steps, when the offline summariser runs, then it is deterministic, under its cap and names what happened', async () => {
      const units = historyUnits(events);
      const segment = { from: 0, to: units[20].position, units: units.slice(0, 20) };
      const text = await extractiveSummariser(300).summarise(segment);
      expect(await extractiveSummariser(300).summarise(segment)).toBe(text);
      expect(countTokens(text)).toBeLessThanOrEqual(300);
      expect(text).toContain('user: request 1: poster 1 in teal');
      expect(text).toContain('[called generate_image]');
    });
  });

  describe('dynamic tail (R-8.6)', () => {
    it('given runtime state, when the tail is built, then checklist, waits, budget and notices come from it', () => {
      const [tail] = dynamicTail({
        checklist: [{ itemId: 'i1', title: 'Sketch', status: 'open', needsApproval: true, results: [] }],
        waitingFor: ['generation:j1'],
        budgetRefusal: { cap: 5 },
        notices: ['doc "Script" v1 → v2'],
        turn: 7,
      });
      expect(tail.content).toContain('turn 7');
      expect(tail.content).toContain("- i1 [open] Sketch (needs the user's approval)");
      expect(tail.content).toContain('Waiting for: generation:j1');
      expect(tail.content).toContain('{"cap":5}');
      expect(tail.content).toContain('- doc "Script" v1 → v2');
    });
  });

  describe('read_history', () => {
    it('given a range, when paged, then the original events come back by position, page by page', () => {
      const page = readHistory(events, { from: 2, to: 7 }) as { events: string; to: number; next_offset?: number };
      expect(page.events.split('\n')[0]).toMatch(/^#2 TurnStarted /);
      expect(page.events).toContain('request 1: poster 1 in teal');
      expect(page.next_offset).toBeUndefined();
      const big = longStream(1, 20_000);
      const first = readHistory(big, { from: 0 }) as { events: string; next_offset: number };
      const second = readHistory(big, { from: 0, offset: first.next_offset }) as { events: string };
      expect(first.events.length).toBe(8_000);
      expect(second.events).toContain('x');
    });
  });
});
