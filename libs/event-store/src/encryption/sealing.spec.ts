import { randomBytes } from 'node:crypto';
import { openBytes, SealBroken, sealBytes, singleKek } from './sealing';

describe('sealing (AES-256-GCM, node:crypto)', () => {
  const key = randomBytes(32);

  it('opens what it sealed, with a fresh nonce each time', () => {
    const a = sealBytes(key, 'the words', 'ctx');
    const b = sealBytes(key, 'the words', 'ctx');
    expect(a.equals(b)).toBe(false);
    expect(openBytes(key, a, 'ctx').toString()).toBe('the words');
    expect(a.toString('latin1')).not.toContain('the words');
  });

  it('refuses another key, another context, a flipped bit or an unknown version', () => {
    const sealed = sealBytes(key, 'the words', 'event-1');
    expect(() => openBytes(randomBytes(32), sealed, 'event-1')).toThrow(SealBroken);
    expect(() => openBytes(key, sealed, 'event-2')).toThrow(SealBroken);
    const flipped = Buffer.from(sealed);
    flipped[flipped.length - 1] ^= 1;
    expect(() => openBytes(key, flipped, 'event-1')).toThrow(SealBroken);
    const versioned = Buffer.from(sealed);
    versioned[0] = 9;
    expect(() => openBytes(key, versioned, 'event-1')).toThrow(SealBroken);
  });

  it('wraps data keys under a KEK named by id, bound to the owner', () => {
    const kek = singleKek(randomBytes(32), 'kek-a');
    const dataKey = randomBytes(32);
    const { kekId, wrapped } = kek.wrap(dataKey, 'task-1');
    expect(kekId).toBe('kek-a');
    expect(kek.unwrap(kekId, wrapped, 'task-1').equals(dataKey)).toBe(true);
    expect(() => kek.unwrap(kekId, wrapped, 'task-2')).toThrow(SealBroken);
    expect(() => kek.unwrap('kek-b', wrapped, 'task-1')).toThrow(SealBroken);
    expect(() => singleKek(randomBytes(16))).toThrow();
  });
});
