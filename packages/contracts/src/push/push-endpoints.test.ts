import { describe, expect, it } from 'vitest';
import { isHostEntry, parseHostList } from '../host-lists.js';
import { BROWSER_PUSH_HOSTS, pushEndpointAllowed } from './push-endpoints.js';

describe('the push endpoints the server posts to', () => {
  it("takes the browsers' push services", () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dK9pXh2nQ1E:APA91bH',
      'https://fcm.googleapis.com/wp/dK9pXh2nQ1E:APA91bH',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
      'https://web.push.apple.com/QGuQyavXutnMH3S-7jaQ',
    ]) {
      expect(pushEndpointAllowed(endpoint, BROWSER_PUSH_HOSTS), endpoint).toBe(true);
    }
  });

  it('refuses any other address: http, other hosts, look-alikes, ports, credentials', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.test/fcm/send/abc',
      'https://evilnotify.windows.com/w/',
      'https://notify.windows.com/w/',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://localhost/push',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(endpoint, BROWSER_PUSH_HOSTS), endpoint).toBe(false);
    }
  });

  it('reads PUSH_ENDPOINT_HOSTS: hosts with or without a port, which must match', () => {
    const hosts = parseHostList(' 127.0.0.1:8443 , Push.Example.test,,*.push.test:443 ');
    expect(hosts).toEqual(['127.0.0.1:8443', 'push.example.test', '*.push.test:443']);
    expect(pushEndpointAllowed('https://127.0.0.1:8443/push/1', hosts)).toBe(true);
    expect(pushEndpointAllowed('https://127.0.0.1:8444/push/1', hosts)).toBe(false);
    expect(pushEndpointAllowed('https://127.0.0.1/push/1', hosts)).toBe(false);
    expect(pushEndpointAllowed('https://push.example.test/x', hosts)).toBe(true);
    expect(pushEndpointAllowed('https://eu.push.test/x', hosts)).toBe(true);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', hosts)).toBe(false);
  });

  it('knows a host entry from anything else', () => {
    for (const entry of [
      '127.0.0.1',
      '127.0.0.1:8443',
      'fcm.googleapis.com',
      '*.notify.windows.com',
      '[::1]:9000',
    ]) {
      expect(isHostEntry(entry), entry).toBe(true);
    }
    for (const entry of ['https://fcm.googleapis.com', 'fcm.googleapis.com/path', '*', 'a b', 'host:port']) {
      expect(isHostEntry(entry), entry).toBe(false);
    }
  });
});
