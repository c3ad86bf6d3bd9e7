import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  backupEntry,
  onServer,
  restoreEntry,
  seedEntry,
  startServer,
  testServerUrl,
} from './running-server.js';

// The move the README describes: a centre on the embedded database backs it up with
// `pnpm db:backup`, restores it with `pnpm db:restore` into a new PostgreSQL database, and the
// server started there has the same catalogue, the same admin and the same files.

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

function run(entry: string, args: string[], env: Record<string, string>) {
  return spawnSync(process.execPath, [entry, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

test.describe('moving from the embedded database to PostgreSQL', () => {
  test.skip(!testServerUrl, 'TEST_DATABASE_URL is not set');
  const name = `tc_restore_${randomBytes(5).toString('hex')}`;
  const folders = [mkdtempSync(join(tmpdir(), 'tc-embedded-')), mkdtempSync(join(tmpdir(), 'tc-moved-'))];
  test.afterAll(async () => {
    await onServer(`drop database if exists ${name} with (force)`);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  test('db:backup on the embedded database, db:restore into PostgreSQL, the server goes on there', async () => {
    test.setTimeout(300_000);
    const [embeddedDir = '', movedDir = ''] = folders;
    const admin = { ADMIN_EMAIL: 'admin@moved.test', ADMIN_PASSWORD: 'Moved-admin-1' };
    expect(run(seedEntry, [], { DATA_DIR: embeddedDir }).status).toBe(0);
    const embedded = await startServer({ DATA_DIR: embeddedDir, ...admin });
    const courses = await (await fetch(`${embedded.url}/api/courses`)).json();
    expect(await embedded.stop()).toBe(0);
    const image = `images/${randomUUID()}.png`;
    mkdirSync(join(embeddedDir, 'uploads/public/images'), { recursive: true });
    writeFileSync(join(embeddedDir, 'uploads/public', image), PNG);

    const archive = join(embeddedDir, 'centre.tar.gz');
    const backup = run(backupEntry, [archive], { DATA_DIR: embeddedDir });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      /^Backup written to .*centre\.tar\.gz: \d+ tables, \d+ rows, 1 file \(migration \w+\)\.\n$/,
    );

    await onServer(`create database ${name}`);
    const url = new URL(testServerUrl ?? '');
    url.pathname = `/${name}`;
    const moved = { DATABASE_URL: url.toString(), DATA_DIR: movedDir };
    const restore = run(restoreEntry, [archive], moved);
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/^Restored into PostgreSQL: \d+ tables, \d+ rows, 1 file /);
    const again = run(restoreEntry, [archive], moved);
    expect([again.status, again.stderr]).toEqual([
      1,
      'The database at DATABASE_URL is not empty: restore into a new, empty PostgreSQL database (createdb).\n',
    ]);

    // The admin's password is the one of the first start, not of this environment.
    const server = await startServer({
      ...moved,
      ADMIN_EMAIL: 'other@moved.test',
      ADMIN_PASSWORD: 'Other-admin-1',
    });
    try {
      expect(await (await fetch(`${server.url}/api/courses`)).json()).toEqual(courses);
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.ADMIN_EMAIL, password: admin.ADMIN_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const file = await fetch(`${server.url}/uploads/public/${image}`);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
