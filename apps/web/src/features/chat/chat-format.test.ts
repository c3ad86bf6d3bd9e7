import { describe, expect, it } from 'vitest';
import { messageTime } from './chat-format';

describe('messageTime', () => {
  // 14:30 in Bahrain (UTC+3).
  const now = new Date('2026-11-23T11:30:00Z');

  it('says nothing of the time for the last minute (the screen says Just now)', () => {
    expect(messageTime('2026-11-23T11:30:00Z', now, 'en')).toBeNull();
    expect(messageTime('2026-11-23T11:29:00.001Z', now, 'en')).toBeNull();
  });

  it('gives the centre’s time from a minute on, and the day too before today', () => {
    expect(messageTime('2026-11-23T11:29:00Z', now, 'en')).toBe('14:29');
    expect(messageTime('2026-11-22T20:59:00Z', now, 'en')).toBe('22/11/2026, 23:59');
    // 21:00 UTC is already the 23rd in Bahrain.
    expect(messageTime('2026-11-22T21:00:00Z', now, 'en')).toBe('00:00');
  });
});
