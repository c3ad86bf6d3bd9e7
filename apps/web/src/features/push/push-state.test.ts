import { describe, expect, it } from 'vitest';
import { applicationServerKey, pushState, sameKey } from './push-state';

describe('pushState', () => {
  it('says unsupported first, then blocked, whatever the subscription', () => {
    expect(pushState({ supported: false, permission: 'granted', subscribed: true })).toBe('unsupported');
    expect(pushState({ supported: true, permission: 'denied', subscribed: undefined })).toBe('denied');
    expect(pushState({ supported: true, permission: 'denied', subscribed: true })).toBe('denied');
  });

  it('waits for the subscription to be looked up', () => {
    expect(pushState({ supported: true, permission: 'granted', subscribed: undefined })).toBe('checking');
  });

  it('tells allowed-and-subscribed from allowed only, and not asked yet', () => {
    expect(pushState({ supported: true, permission: 'granted', subscribed: true })).toBe('subscribed');
    expect(pushState({ supported: true, permission: 'granted', subscribed: false })).toBe('granted');
    expect(pushState({ supported: true, permission: 'default', subscribed: false })).toBe('default');
  });
});

describe('applicationServerKey', () => {
  it('reads base64url without padding into bytes', () => {
    const key = Buffer.from(Array.from({ length: 65 }, (_, index) => (index * 37) % 256));
    expect(Array.from(applicationServerKey(key.toString('base64url')))).toEqual(Array.from(key));
  });

  it('knows a subscription made with another key', () => {
    const key = new Uint8Array([4, 1, 2]);
    expect(sameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([4, 1, 3]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(true);
  });
});
