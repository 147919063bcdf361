import { OpenedCache } from './opened-cache';

const sealed = (nonce: string) => `${nonce.padEnd(40, 'x')}body`;

describe('the opened-plaintext cache', () => {
  it('answers only for the exact seal it came from: same key id, same nonce and tag', () => {
    const cache = new OpenedCache(1_000);
    cache.set('e1', 'task-1', 'k1', sealed('A'), '{"d":1}');
    expect(cache.get('e1', 'k1', sealed('A'))).toBe('{"d":1}');
    // A redaction re-seals with a fresh nonce; a key of another id is another seal.
    expect(cache.get('e1', 'k1', sealed('B'))).toBeUndefined();
    expect(cache.get('e1', 'k2', sealed('A'))).toBeUndefined();
    expect(cache.get('e2', 'k1', sealed('A'))).toBeUndefined();
  });

  it('keeps at most maxBytes of plaintext, dropping the least recently used first', () => {
    const cache = new OpenedCache(20);
    cache.set('e1', 'task-1', 'k1', sealed('1'), 'a'.repeat(8));
    cache.set('e2', 'task-1', 'k1', sealed('2'), 'b'.repeat(8));
    expect(cache.get('e1', 'k1', sealed('1'))).toBeDefined(); // e1 is now the most recent
    cache.set('e3', 'task-1', 'k1', sealed('3'), 'c'.repeat(8));
    expect(cache.get('e2', 'k1', sealed('2'))).toBeUndefined();
    expect(cache.get('e1', 'k1', sealed('1'))).toBeDefined();
    expect(cache.get('e3', 'k1', sealed('3'))).toBeDefined();
    cache.set('e4', 'task-1', 'k1', sealed('4'), 'd'.repeat(21)); // larger than the whole cache
    expect(cache.get('e4', 'k1', sealed('4'))).toBeUndefined();
  });

  it('drops every plaintext of a shredded owner at once, and only those', () => {
    const cache = new OpenedCache(1_000);
    cache.set('e1', 'task-1', 'k1', sealed('1'), 'one');
    cache.set('e2', 'task-2', 'k2', sealed('2'), 'two');
    cache.set('e3', 'task-1', 'k1', sealed('3'), 'three');
    cache.dropOwner('task-1');
    expect([cache.get('e1', 'k1', sealed('1')), cache.get('e3', 'k1', sealed('3'))]).toEqual([undefined, undefined]);
    expect(cache.get('e2', 'k2', sealed('2'))).toBe('two');
  });
});
