import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { onServer, type RunningServer, startServer, testServerUrl } from '../api/running-server.js';
import { findFreePort } from '../free-port.js';
import { listEntry, openConsoleTab } from './console.js';
import { expect, saveScreenshot, test } from './fixtures.js';

// A mail that failed shows in the console with its error and is retried from there. The server runs
// on a PostgreSQL database of its own (TEST_DATABASE_URL) with its mail server down (SMTP_URL at a
// port nobody listens on): the reset mail's first try fails for real, and the journey then gives
// the job up at once in the database (`state = 'failed'`, as pg-boss does after the sixth retry,
// 61-90 minutes later, its next try due now). The server is restarted without SMTP_URL (mail goes to its outbox folder),
// the mail server "back", and the admin retries the mail from the Deliveries view.

const adminEmail = 'admin@deliveries.test';
const adminPassword = 'Deliveries-admin-1';

/** The rows of one statement on the journey's database. */
async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

test.describe('the deliveries view', () => {
  test.skip(!testServerUrl, 'TEST_DATABASE_URL is not set');
  let name = '';
  let dataDir = '';
  let databaseUrl = '';
  let server: RunningServer | undefined;

  async function start(env: Record<string, string>): Promise<RunningServer> {
    const port = await findFreePort();
    return startServer(
      {
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        ...env,
      },
      port,
    );
  }

  test.beforeAll(async () => {
    name = `tc_deliveries_${randomBytes(5).toString('hex')}`;
    dataDir = mkdtempSync(join(tmpdir(), 'tc-deliveries-'));
    await onServer(`create database ${name}`);
    const url = new URL(testServerUrl ?? '');
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });
  test.afterAll(async () => {
    await server?.stop();
    await onServer(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a failed mail shows with its error and is retried from the console', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    // The mail server is down: nothing listens on this port.
    server = await start({ SMTP_URL: `smtp://127.0.0.1:${await findFreePort()}` });
    const forgot = await fetch(`${server.url}/api/auth/reset-password-direct`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(server.url).origin },
      body: JSON.stringify({ email: adminEmail }),
    });
    expect(forgot.status).toBe(200);
    // Its first try failed for real: the job waits for its retry, with the error kept.
    await expect
      .poll(
        async () => {
          const rows = await query<{ output: { message?: string } | null }>(
            databaseUrl,
            `select output from pgboss.job where name = 'mail' and state = 'retry' and data->>'to' = $1`,
            [adminEmail],
          );
          return rows[0]?.output?.message ?? '';
        },
        { timeout: 30_000 },
      )
      .toContain('ECONNREFUSED');
    await server.stop();
    // Given up as after its last retry: failed, and its next try's time (a minute or two ahead, from
    // the backoff) back to now, where the last try leaves it.
    await query(
      databaseUrl,
      `update pgboss.job set state = 'failed', completed_on = now(), start_after = now()
       where name = 'mail' and state = 'retry'`,
    );

    // The mail server is back (mail goes to the outbox folder); the admin opens the console.
    server = await start({});
    const base = server.url;
    const login = await page.request.post(`${base}/api/auth/login`, {
      data: { email: adminEmail, password: adminPassword },
    });
    expect(login.status()).toBe(200);
    await page.goto(`${base}/`);
    const card = page.getByRole('link', { name: /Failed deliveries\s*1/ });
    // A first visit to a fresh server on a loaded machine: the console's chunks take their time.
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.click();
    await expect(page.getByRole('heading', { name: 'Deliveries', level: 2 })).toBeVisible();

    const stateFilter = (label: string) =>
      page.locator('label').filter({ hasText: new RegExp(`^${label}$`) });
    await stateFilter('Failed').click();
    const entry = listEntry(page, adminEmail);
    await expect(entry).toContainText('Reset');
    await expect(entry).toContainText('ECONNREFUSED');
    await saveScreenshot(page, testInfo, 'deliveries-failed');

    await entry.getByRole('button', { name: `Actions for the delivery to ${adminEmail}` }).click();
    await page.getByRole('menuitem', { name: 'Retry' }).click();
    await expect(page.getByText('Sent back to the queue')).toBeVisible();
    await stateFilter('All').click();
    // The badge (the columns are 'Queued at' and 'Sent at'): the tab reads the list again while it is queued.
    await expect(entry.getByText('Sent', { exact: true })).toBeVisible({ timeout: 20_000 });
    await saveScreenshot(page, testInfo, 'deliveries-retried');

    // The worker wrote it to the outbox folder of the restarted server.
    const outbox = join(dataDir, 'outbox');
    const mailed = () =>
      existsSync(outbox) &&
      readdirSync(outbox).some((file) =>
        readFileSync(join(outbox, file), 'utf8').includes(`To: ${adminEmail}`),
      );
    expect(mailed()).toBe(true);
    await openConsoleTab(page, 'Analytics');
    await expect(page.getByRole('link', { name: /Failed deliveries\s*0/ })).toBeVisible();
  });
});
