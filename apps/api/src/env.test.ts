import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('the environment', () => {
  it('has working defaults, and empty values count as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '' });
    expect(env).toMatchObject({
      port: 3000,
      host: 'localhost',
      databaseUrl: undefined,
      fileStorage: { kind: 'disk' },
      appUrl: 'http://localhost:3000',
      nodeEnv: 'production',
      push: { vapidKeys: undefined, vapidSubject: 'mailto:admin@localhost', endpointHosts: undefined },
      trustProxy: ['loopback'],
    });
    expect(env.dataDir).toMatch(/\/data$/);
  });

  it('reads every documented variable', () => {
    const env = loadEnv({
      PORT: '4567',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/app',
      DATA_DIR: '/tmp/tc-data',
      APP_URL: 'https://training.example.bh/',
      ADMIN_EMAIL: 'admin@example.bh',
      ADMIN_PASSWORD: 'Secret-123',
      SMTP_URL: 'smtp://mail.example.bh:587',
      MAIL_FROM: 'Centre <no-reply@example.bh>',
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      PUSH_ENDPOINT_HOSTS: '127.0.0.1:8443, *.push.example.bh',
      WEBHOOK_ALLOW_HOSTS: 'erp.internal.bh:8443,10.0.0.9',
      TRUST_PROXY: '10.0.0.5, 172.16.0.0/12,fd00::/8, ::1, loopback',
    });
    expect(env).toMatchObject({
      port: 4567,
      host: '0.0.0.0',
      dataDir: '/tmp/tc-data',
      appUrl: 'https://training.example.bh',
      adminEmail: 'admin@example.bh',
      smtpUrl: 'smtp://mail.example.bh:587',
      push: {
        vapidKeys: { publicKey: 'pub', privateKey: 'priv' },
        vapidSubject: 'mailto:admin@example.bh',
        endpointHosts: ['127.0.0.1:8443', '*.push.example.bh'],
      },
      webhookAllowHosts: ['erp.internal.bh:8443', '10.0.0.9'],
      trustProxy: ['10.0.0.5', '172.16.0.0/12', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it('keeps files in the database on PostgreSQL unless FILE_STORAGE says otherwise', () => {
    const databaseUrl = 'postgres://postgres@127.0.0.1:5432/app';
    expect(loadEnv({ DATABASE_URL: databaseUrl }).fileStorage).toEqual({ kind: 'database' });
    expect(loadEnv({ DATABASE_URL: databaseUrl, FILE_STORAGE: 'disk' }).fileStorage).toEqual({
      kind: 'disk',
    });
    expect(loadEnv({ FILE_STORAGE: 'database' }).fileStorage).toEqual({ kind: 'database' });
    expect(
      loadEnv({ FILE_STORAGE: 's3://tc-files?endpoint=http://127.0.0.1:9000&region=eu-west-1' }).fileStorage,
    ).toEqual({ kind: 's3', bucket: 'tc-files', endpoint: 'http://127.0.0.1:9000', region: 'eu-west-1' });
    expect(loadEnv({ FILE_STORAGE: 's3://tc-files' }).fileStorage).toEqual({
      kind: 's3',
      bucket: 'tc-files',
      endpoint: undefined,
      region: undefined,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: PORT must be a whole number between 1 and 65535 (got "70000")'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL: DATABASE_URL must be a postgres:// or postgresql:// address',
    ],
    [
      { FILE_STORAGE: 'files' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [
      { FILE_STORAGE: 's3://' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [
      { FILE_STORAGE: 's3://Tc_Files' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [
      { FILE_STORAGE: 's3://tc-files/uploads' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [
      { FILE_STORAGE: 's3://key:secret@tc-files' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [
      { FILE_STORAGE: 's3://tc-files?endpoint=ftp://example.bh' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [
      { FILE_STORAGE: 's3://tc-files?endpoint=http://127.0.0.1:9000/path' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [
      { FILE_STORAGE: 's3://tc-files?bucket=other' },
      "FILE_STORAGE: FILE_STORAGE must be 'disk', 'database' or 's3://bucket?endpoint=...&region=...' (endpoint and region optional)",
    ],
    [{ ADMIN_EMAIL: 'nobody' }, 'ADMIN_EMAIL: ADMIN_EMAIL must be an e-mail address (got "nobody")'],
    [{ ADMIN_PASSWORD: '123' }, 'ADMIN_PASSWORD: ADMIN_PASSWORD must be at least 6 characters'],
    [
      { VAPID_PUBLIC_KEY: 'only-one' },
      'VAPID_PUBLIC_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    ],
    [
      { PUSH_ENDPOINT_HOSTS: 'https://push.example.bh/' },
      'PUSH_ENDPOINT_HOSTS: PUSH_ENDPOINT_HOSTS must be a comma-separated list of hosts (name, IP, *.domain, each with an optional :port) (got "https://push.example.bh/")',
    ],
    [
      { WEBHOOK_ALLOW_HOSTS: 'https://erp.internal.bh/hooks' },
      'WEBHOOK_ALLOW_HOSTS: WEBHOOK_ALLOW_HOSTS must be a comma-separated list of hosts (name, IP, *.domain, each with an optional :port) (got "https://erp.internal.bh/hooks")',
    ],
    [
      { TRUST_PROXY: 'true' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got "true")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got "10.0.0.0/33")',
    ],
    [
      { TRUST_PROXY: '10.0.0' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got "10.0.0")',
    ],
    [
      { TRUST_PROXY: 'proxy.example.bh' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got "proxy.example.bh")',
    ],
    [
      { TRUST_PROXY: '::1/129' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got "::1/129")',
    ],
    [
      { TRUST_PROXY: '10.0.0.0/8/1' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got "10.0.0.0/8/1")',
    ],
    [
      { TRUST_PROXY: ' , ' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got " , ")',
    ],
    [
      { TRUST_PROXY: '10.0.0.1/x' },
      'TRUST_PROXY: TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or \'loopback\' (got "10.0.0.1/x")',
    ],
  ])('refuses %o with a clear message that shows no secret', (source, problem) => {
    let thrown: unknown;
    try {
      loadEnv(source);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EnvError);
    expect((thrown as EnvError).problems).toEqual([problem]);
  });
});
