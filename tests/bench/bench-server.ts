import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, runDemoSeed, startNodeServer } from './bench-processes.ts';

export interface BenchServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

/**
 * The built production server (apps/api/dist/main.js) on a free port and a fresh data folder,
 * seeded with the demo catalogue first, as the Playwright journeys run it. stop() ends the server
 * and removes the folder; call it whatever happens.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-'));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: 'Bench-admin-password-1',
    LOG_LEVEL: 'warn',
  };
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    runDemoSeed(env);
    const server = await startNodeServer(join(root, 'apps/api/dist/main.js'), env);
    return {
      baseUrl: server.url,
      stop: async () => {
        await server.stop();
        removeDataDir();
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}
