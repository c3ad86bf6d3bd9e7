import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RESET_MAIL_SUBJECT, SESSION_COOKIE } from '@tc/contracts';
import { testDatabases } from '@tc/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, loggableUrl } from './logger.js';
import { createMailer } from './mailer.js';
import { useTestServer } from './test-server.js';
import { insertUser, resetLinkOf, sessionCookieOf, waitFor } from './test-support.js';

describe('loggableUrl', () => {
  it('keeps the path and the query names, never the values', () => {
    expect(loggableUrl('/api/courses')).toBe('/api/courses');
    expect(loggableUrl('/reset-password?token=abc&x=1')).toBe(
      '/reset-password?token=[redacted]&x=[redacted]',
    );
    expect(loggableUrl('/trpc/auth.checkResetToken?input=%7B%22token%22%3A%22abc%22%7D')).toBe(
      '/trpc/auth.checkResetToken?input=[redacted]',
    );
  });
});

describe.each(testDatabases())('the logs of sign-in and password reset on $name', ({ create }) => {
  const lines: string[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-logs-'));
  const logger = createLogger('trace', { write: (line: string) => lines.push(line) });
  const mailFrom = 'Centre <no-reply@centre.test>';
  const server = useTestServer(create, {
    logger,
    mailer: () => createMailer({ smtpUrl: undefined, mailFrom, dataDir, logger }),
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('never holds a password, hash, session token, reset token or reset link', async () => {
    const secrets: string[] = [];
    const user = await insertUser(server.database.db);
    const admin = await insertUser(server.database.db, { role: 'admin', isMainAdmin: true });
    secrets.push(user.password, admin.password);
    const post = (url: string, payload: Record<string, unknown>, token?: string) =>
      server.app.inject({ method: 'POST', url, payload, cookies: token ? { [SESSION_COOKIE]: token } : {} });

    // A failed and a successful sign-in.
    secrets.push('Wrong-guess-123');
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'Wrong-guess-123' })).statusCode,
    ).toBe(401);
    const first = sessionCookieOf(
      await post('/api/auth/login', { email: user.email, password: user.password }),
    );
    secrets.push(first?.value ?? 'missing');

    // The reset link goes to the outbox; the page, the check (REST and tRPC) and the reset itself.
    await post('/api/auth/reset-password-direct', { email: user.email, newPassword: 'Ignored-pass-1' });
    secrets.push('Ignored-pass-1');
    await server.deliverQueued();
    const outbox = join(dataDir, 'outbox');
    const file = await waitFor(() =>
      existsSync(outbox) ? readdirSync(outbox).find((name) => name.endsWith('.eml')) : undefined,
    );
    const { link, token } = resetLinkOf(readFileSync(join(outbox, file), 'utf8'));
    secrets.push(link, token);
    await server.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await server.app.inject({ method: 'GET', url: `/api/auth/reset-password/check?token=${token}` });
    await server.app.inject({
      method: 'GET',
      url: `/trpc/auth.checkResetToken?input=${encodeURIComponent(JSON.stringify({ token }))}`,
    });
    secrets.push('Reset-new-pass-1');
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: 'Reset-new-pass-1' })).statusCode,
    ).toBe(200);

    // Signing in with the new password, then changing it.
    const second = sessionCookieOf(
      await post('/api/auth/login', { email: user.email, password: 'Reset-new-pass-1' }),
    );
    secrets.push(second?.value ?? 'missing', 'Changed-pass-77');
    await post(
      '/api/auth/change-password',
      { currentPassword: 'Reset-new-pass-1', newPassword: 'Changed-pass-77' },
      second?.value,
    );

    // An admin creates a user and resets a password: temporary passwords go to the admin only.
    const adminToken = sessionCookieOf(
      await post('/api/auth/login', { email: admin.email, password: admin.password }),
    )?.value;
    secrets.push(adminToken ?? 'missing');
    const created = await post('/api/admin/users', { email: 'logged@rest.test' }, adminToken);
    secrets.push(created.json().temporaryPassword);
    const edited = await server.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${created.json().user.id}/password`,
      payload: { password: 'Admin-typed-44' },
      cookies: { [SESSION_COOKIE]: adminToken ?? '' },
    });
    expect(edited.statusCode).toBe(200);
    secrets.push('Admin-typed-44');

    const log = lines.join('');
    // The capture works: requests and the outbox mail are there.
    expect(log).toContain('incoming request');
    expect(log).toContain(RESET_MAIL_SUBJECT);
    expect(log).toContain('/api/auth/reset-password/check?token=[redacted]');
    expect(log).toContain('/reset-password?token=[redacted]');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain('$argon2');
    expect(log).not.toMatch(/reset-password\?token=[A-Za-z0-9_-]/);
  });
});
