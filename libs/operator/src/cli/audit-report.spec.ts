import { emptyAudit } from '../audit/audit-deletion';
import { verdict } from './audit-report';

const clean = emptyAudit();
const unreadable = { store: 'redis' as const, where: 'redis://cache', reason: 'connect ECONNREFUSED' };
const leftover = { needle: 'quill', store: 'blobs' as const, where: '/b', rows: 1 };

describe('the exit of lomo audit deletion', () => {
  it('given nothing found, nothing pending and every store read, then success', () => {
    expect(verdict('task t1', clean)).toBeUndefined();
  });

  it('given no recorded deletion, then 67 whatever else was found', () => {
    expect(verdict('task t1', { ...clean, stores: [leftover], pending: { notDeleted: true, services: [] } })).toEqual({
      exitCode: 67,
      message: 'no deletion of task t1 is recorded',
    });
  });

  it('given a store that could not be read and nothing found, then 69 naming it', () => {
    expect(verdict('task t1', { ...clean, failed: [unreadable] })).toEqual({
      exitCode: 69,
      message: 'redis could not be scanned',
    });
  });

  it('given a leftover and an unreadable store, then 65 naming both', () => {
    expect(verdict('task t1', { ...clean, stores: [leftover], failed: [unreadable] })).toEqual({
      exitCode: 65,
      message: '1 place(s) still hold task t1 or its words; redis could not be scanned',
    });
  });

  it('given a person erasure whose receipt waits for billing, then 65 naming the erasure', () => {
    expect(verdict('erasure r1', { ...clean, pending: { services: ['billing'] } })).toEqual({
      exitCode: 65,
      message: 'waiting for billing',
    });
  });
});
