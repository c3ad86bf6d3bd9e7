import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { onServer, type RunningServer, sessionCookie, startServer, testServerUrl } from './running-server.js';
import { S3RVER_ENV, startS3Server } from './s3-server.js';

// Files every process sees: on `database` and `s3` storage, a file uploaded through one server
// process is served by another that has a data folder of its own; `pnpm files:move` takes the
// files of an installation from the disk to the database and on to S3. Needs TEST_DATABASE_URL.
const filesMove = join(import.meta.dirname, '../../apps/api/dist/cli/files-move.js');
const adminEmail = 'admin@files.test';
const adminPassword = 'Two-files-1';
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

test.describe('files across server processes on one PostgreSQL', () => {
  test.skip(!testServerUrl, 'TEST_DATABASE_URL is not set');
  // Up to four server processes a test, each starting in a few seconds on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const databases: string[] = [];
  const folders: string[] = [];
  const servers: RunningServer[] = [];

  test.beforeAll(async () => {
    s3 = await startS3Server();
  });
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const name of databases) await onServer(`drop database if exists ${name} with (force)`);
    await s3.stop();
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** A database of the test's own on the PostgreSQL server, as a DATABASE_URL. */
  const newDatabase = async () => {
    const name = `tc_files_${randomBytes(5).toString('hex')}`;
    await onServer(`create database ${name}`);
    databases.push(name);
    const url = new URL(testServerUrl ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  };
  /** The storage's environment: its own DATA_DIR for each process, so no disk is shared. */
  const environment = (databaseUrl: string, fileStorage: string, dataDir = newFolder()) => ({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    FILE_STORAGE: fileStorage,
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    ...S3RVER_ENV,
  });
  const newFolder = () => {
    const folder = mkdtempSync(join(tmpdir(), 'tc-files-'));
    folders.push(folder);
    return folder;
  };
  const start = async (env: Record<string, string>) => {
    const server = await startServer(env);
    servers.push(server);
    return { url: server.url, cookie: await sessionCookie(server.url, adminEmail, adminPassword) };
  };
  type Signed = Awaited<ReturnType<typeof start>>;
  const call = async (on: Signed, method: string, path: string, body?: object | FormData) => {
    const json = body !== undefined && !(body instanceof FormData);
    const res = await fetch(`${on.url}${path}`, {
      method,
      headers: { cookie: on.cookie, ...(json ? { 'content-type': 'application/json' } : {}) },
      body: json ? JSON.stringify(body) : body,
    });
    expect(res.status, `${method} ${path}`).toBeLessThan(300);
    return res;
  };
  const upload = (field: string, bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };

  /** A course image and a client's certificate PDF, uploaded through one process. */
  async function uploadFiles(on: Signed): Promise<{ imageUrl: string; download: string }> {
    const image = await call(
      on,
      'POST',
      '/api/admin/upload-image',
      upload('image', png, 'a.png', 'image/png'),
    );
    const { imageUrl } = (await image.json()) as { imageUrl: string };
    const file = await call(
      on,
      'POST',
      '/api/admin/upload-certificate',
      upload('file', pdf, 'c.pdf', 'application/pdf'),
    );
    const { fileUrl } = (await file.json()) as { fileUrl: string };
    const client = await call(on, 'POST', '/api/admin/users', {
      email: `client-${randomBytes(4).toString('hex')}@files.test`,
      companyName: 'Sitra Cranes',
    });
    const course = await call(on, 'POST', '/api/admin/courses', {
      name: `Crane ${randomBytes(4).toString('hex')}`,
      trainingPrice: 250,
    });
    const certificate = await call(on, 'POST', '/api/admin/certificates', {
      userId: ((await client.json()) as { user: { id: string } }).user.id,
      courseId: ((await course.json()) as { id: string }).id,
      issueDate: '2026-11-01',
      expiryDate: '2028-11-01',
      governmentNumber: '870245678',
      certificateFileUrl: fileUrl,
    });
    const { id } = (await certificate.json()) as { id: string };
    return { imageUrl, download: `/api/certificates/${id}/download` };
  }

  /** The other process serves both files, byte for byte. */
  async function expectServed(on: Signed, files: { imageUrl: string; download: string }, image: Buffer) {
    const served = await call(on, 'GET', files.imageUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
    const certificate = await call(on, 'GET', files.download);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await certificate.arrayBuffer()).equals(pdf)).toBe(true);
  }

  for (const storage of ['database', 's3'] as const) {
    test(`a file uploaded through one process is served by the other (${storage})`, async () => {
      const fileStorage = storage === 's3' ? s3.fileStorage : storage;
      const databaseUrl = await newDatabase();
      const a = await start(environment(databaseUrl, fileStorage));
      const b = await start(environment(databaseUrl, fileStorage));
      const files = await uploadFiles(a);
      const image = Buffer.from(await (await call(a, 'GET', files.imageUrl)).arrayBuffer());
      await expectServed(b, files, image);
    });
  }

  test('pnpm files:move copies every file from the disk to the database and on to S3', async () => {
    const [databaseUrl, dataDir] = [await newDatabase(), newFolder()];
    const onDisk = await start(environment(databaseUrl, 'disk', dataDir));
    const files = await uploadFiles(onDisk);
    const image = Buffer.from(await (await call(onDisk, 'GET', files.imageUrl)).arrayBuffer());
    const count = readdirSync(join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile(),
    ).length;

    const filesMoveRun = (from: string, args: string[]) =>
      promisify(execFile)(process.execPath, [filesMove, ...args], {
        env: { PATH: process.env.PATH ?? '', ...environment(databaseUrl, from, dataDir) },
      }).catch((error: { code: number; stdout: string; stderr: string }) => error);
    const move = async (from: string, to: string) => (await filesMoveRun(from, ['--to', to])).stdout;
    const refusals: [string[], string][] = [
      [['--to', 'nowhere'], 'Usage: pnpm files:move --to database|disk|s3://bucket?endpoint=...&region=...'],
      [['--to', 'disk'], 'FILE_STORAGE is already disk (set, or the default): nothing to move.'],
    ];
    for (const [args, message] of refusals) {
      expect(await filesMoveRun('disk', args)).toMatchObject({
        code: 1,
        stderr: expect.stringContaining(message),
      });
    }
    // The server on the disk keeps running meanwhile: files are copied, never taken away.
    expect(await move('disk', 'database')).toContain(
      `Files: ${count} found, ${count} copied, 0 skipped, 0 failed.`,
    );
    expect(await move('disk', 'database')).toContain(
      `Files: ${count} found, 0 copied, ${count} skipped, 0 failed.`,
    );
    // The default on PostgreSQL, on the old data folder: it serves the moved files, and says the
    // folder still holds files it does not serve.
    const inDatabase = await start(environment(databaseUrl, '', dataDir));
    await expectServed(inDatabase, files, image);
    expect(servers.at(-1)?.output()).toContain(
      `${join(dataDir, 'uploads')} holds files that FILE_STORAGE=database does not serve: copy them with \`FILE_STORAGE=disk pnpm files:move --to database\``,
    );

    expect(await move('database', s3.fileStorage)).toContain(
      `Files: ${count} found, ${count} copied, 0 skipped, 0 failed.`,
    );
    await expectServed(await start(environment(databaseUrl, s3.fileStorage)), files, image);
  });
});
