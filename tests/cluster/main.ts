// `pnpm cluster` (after `pnpm build`): nginx on CLUSTER_PORT (8080) in front of two server
// processes on one PostgreSQL (DATABASE_URL, else the database tc_cluster on the local server,
// created when missing). Ctrl-C stops all of it.
import { randomBytes } from 'node:crypto';
import { startCluster } from './cluster.ts';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/tc_cluster';
const adminEmail = process.env.ADMIN_EMAIL || 'admin@cluster.test';
const adminPassword = process.env.ADMIN_PASSWORD || `Cluster-${randomBytes(6).toString('hex')}`;
const passed = ['SMTP_URL', 'MAIL_FROM', 'CHROME_PATH'].flatMap((name) => {
  const value = process.env[name];
  return value ? [[name, value] as const] : [];
});

const cluster = await startCluster({
  databaseUrl,
  port: Number(process.env.CLUSTER_PORT || 8080),
  env: {
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    LOG_LEVEL: 'info',
    ...Object.fromEntries(passed),
  },
});
console.log(
  `cluster: ${cluster.url} (nginx) -> ${cluster
    .processes()
    .map((server) => server.url)
    .join(', ')}`,
);
console.log(`cluster: database ${new URL(databaseUrl).pathname.slice(1)}; admin ${adminEmail}`);
if (!process.env.ADMIN_PASSWORD) console.log(`cluster: admin password ${adminPassword} (on a new database)`);
console.log('cluster: Ctrl-C stops nginx and both processes');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
