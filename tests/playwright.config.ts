import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from '@tc/pdf';
import { findFreePort } from './free-port.ts';
import { preparePushService } from './push/push-service.ts';
import { prepareWebhookReceiver } from './webhooks/webhook-receiver.ts';

// Playwright loads this file again in every worker; the runner's choices travel to them in the environment.
process.env.E2E_PORT ??= String(await findFreePort());
if (!process.env.E2E_DATA_DIR) {
  const freshDataDir = mkdtempSync(join(tmpdir(), 'tc-e2e-'));
  process.env.E2E_DATA_DIR = freshDataDir;
  // The runner made it, so the runner removes it as it exits, after the server has stopped.
  process.on('exit', () => rmSync(freshDataDir, { recursive: true, force: true }));
}
// The local push service's port and certificate (tests/push): the server posts to it and trusts it.
const pushServiceEnv = await preparePushService();
// The local webhook receiver's port (tests/webhooks): the server may post there, a private address.
const webhookReceiverEnv = await prepareWebhookReceiver();
const port = process.env.E2E_PORT;
const dataDir = process.env.E2E_DATA_DIR;
const adminEmail = 'admin@e2e.test';
const adminPassword = 'E2e-admin-password-1';

const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys of the console's back office. On a phone their screens are the console's shared ones
 * (a table becomes cards, the navigation a drawer), which the journeys kept on both sizes follow.
 */
const backOfficeFlows = [
  'analytics',
  'audit-trail',
  'client-details',
  'contact-messages',
  'deliveries',
  'financial-goals',
  'inline-editing',
  'integrations',
  'invoice-payments',
  'mail-previews',
  'privacy',
  'public-certificates-clients',
  'reports',
  'reports-money',
  'schedules-dates',
  'users-people',
  'webhooks',
];

export default defineConfig({
  // A shard of the full run (run-playwright.ts) writes its results and report apart from the other.
  outputDir: process.env.E2E_OUTPUT_DIR || 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT || 'test-report.json' }]],
  use: {
    baseURL,
    // Recording a trace slows every journey by about a third on a two-core machine; to read one,
    // run the failing journey again with --trace=retain-on-failure.
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    { name: 'api', testDir: './api', testIgnore: '**/cluster.spec.ts' },
    // Two server processes behind nginx under a steady load: run-playwright.ts runs it alone, after
    // the shards, so its load meets a machine that does nothing else.
    { name: 'cluster', testDir: './api', testMatch: '**/cluster.spec.ts' },
    { name: 'desktop', testDir: './e2e', use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile',
      testDir: './e2e',
      // The back office's own flows run at 1280 px only: a centre's staff work them at a desk, and
      // every console tab and dialog is still checked at 390 px (layout.spec.ts: each tab fits and
      // passes axe; console-dialogs.spec.ts and accessibility.spec.ts: the dialogs).
      testIgnore: backOfficeFlows.map((name) => `**/${name}.spec.ts`),
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
    },
  ],
  webServer: {
    // The built production server on a fresh embedded database, seeded with the demo catalogue first.
    command: 'node ../packages/db/dist/cli/seed.js && node ../apps/api/dist/main.js',
    // Ready: the database answers, migrations are current and the job queue has started.
    url: `${baseURL}/readyz`,
    env: {
      PORT: port,
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      ...pushServiceEnv,
      ...webhookReceiverEnv,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
