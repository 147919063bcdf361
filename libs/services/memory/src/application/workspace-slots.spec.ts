import type { MemoryView } from '@lomo/service-api';
import { supersededAcrossMembers, workspaceCurrent } from './workspace-slots';

const view = (memoryId: string, over: Partial<MemoryView>): MemoryView => ({
  memoryId,
  subject: 'colour',
  content: 'plum',
  origin: 'user_stated',
  scope: 'workspace',
  confidence: 0.9,
  version: 1,
  updatedAt: '2026-12-01T10:00:00.000Z',
  versions: [],
  evidence: [],
  conflicts: [],
  ...over,
});

describe('supersededAcrossMembers', () => {
  it('given a workspace fact a teammate stated later on the same slot, then the earlier is superseded', () => {
    const mine = view('m1', {});
    const theirs = view('t1', { content: 'mustard', sharedBy: 'carol', updatedAt: '2026-12-02T10:00:00.000Z' });
    expect([...supersededAcrossMembers([mine, theirs])]).toEqual(['m1']);
    expect(workspaceCurrent([mine, theirs]).map((m) => m.content)).toEqual(['mustard']);
  });

  it('given the caller stated it later, then the teammate’s earlier statement is the superseded one', () => {
    const mine = view('m1', { updatedAt: '2026-12-03T10:00:00.000Z' });
    const theirs = view('t1', { content: 'mustard', sharedBy: 'carol' });
    expect([...supersededAcrossMembers([mine, theirs])]).toEqual(['t1']);
  });

  it('leaves other slots, personal memories, one stream’s own memories and inferences alone', () => {
    const views = [
      view('m1', {}),
      view('m2', { subject: 'font', content: 'Inter', sharedBy: 'carol', updatedAt: '2026-12-02T10:00:00.000Z' }),
      view('m3', { scope: 'user', content: 'call me Bo', sharedBy: 'carol', updatedAt: '2026-12-02T10:00:00.000Z' }),
      view('m4', {
        origin: 'model_inferred',
        content: 'teal',
        sharedBy: 'carol',
        updatedAt: '2026-12-02T10:00:00.000Z',
      }),
      view('m5', { updatedAt: '2026-12-02T10:00:00.000Z' }),
    ];
    expect(supersededAcrossMembers(views).size).toBe(0);
  });
});
