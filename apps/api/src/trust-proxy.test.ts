import { testDatabases } from '@tc/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestServer } from './test-server.js';

// TRUST_PROXY: X-Forwarded-For is believed only from the proxies it names; anyone else's own
// address is what the sign-in log (and every throttle) sees.
describe.each(testDatabases())('TRUST_PROXY on $name', ({ create }) => {
  const server = useTestServer(create, { trustProxy: ['10.0.0.0/8', '192.0.2.1'] });

  const signInFrom = async (remoteAddress: string, forwardedFor: string) => {
    const email = `nobody-${remoteAddress.replaceAll(/[.:]/g, '-')}@proxy.test`;
    const res = await server.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'Wrong-password-1' },
    });
    expect(res.statusCode).toBe(401);
    const row = await server.database.db
      .selectFrom('loginLogs')
      .select('ipAddress')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.ipAddress;
  };

  it('believes X-Forwarded-For from a trusted address or CIDR', async () => {
    expect(await signInFrom('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(await signInFrom('192.0.2.1', '203.0.113.10')).toBe('203.0.113.10');
  });

  it('ignores it from anyone else, loopback included once the list leaves it out', async () => {
    expect(await signInFrom('192.0.2.7', '203.0.113.11')).toBe('192.0.2.7');
    expect(await signInFrom('127.0.0.1', '203.0.113.12')).toBe('127.0.0.1');
  });
});
