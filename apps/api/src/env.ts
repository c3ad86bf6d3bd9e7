import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  defaultFileStorage,
  FILE_STORAGE_MESSAGE,
  type FileStorageChoice,
  isHostEntry,
  parseFileStorage,
  parseHostList,
} from '@tc/contracts';
import { CENTRE_NAME } from '@tc/db';
import { z } from 'zod';

/** proxy-addr's named ranges (Fastify's trustProxy), e.g. 127.0.0.1/8 and ::1 for loopback. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One TRUST_PROXY entry: an address, an address/prefix (CIDR), or a named range. */
export function isTrustedProxyEntry(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be a comma-separated list of addresses or CIDRs (10.0.0.5, 10.0.0.0/8, ::1) or 'loopback'";

/** Unset and empty are the same: an empty variable takes the default. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z
  .object({
    NODE_ENV: optional(z.enum(['development', 'production', 'test'])),
    PORT: optional(
      z.coerce
        .number({ error: 'PORT must be a whole number between 1 and 65535' })
        .int('PORT must be a whole number between 1 and 65535')
        .min(1, 'PORT must be a whole number between 1 and 65535')
        .max(65535, 'PORT must be a whole number between 1 and 65535'),
    ),
    HOST: optional(z.string().min(1)),
    DATABASE_URL: optional(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, 'DATABASE_URL must be a postgres:// or postgresql:// address'),
    ),
    DATA_DIR: optional(z.string().min(1)),
    FILE_STORAGE: optional(
      z
        .string()
        .transform(parseFileStorage)
        .refine((choice) => choice !== null, FILE_STORAGE_MESSAGE),
    ),
    APP_URL: optional(
      z.url({ protocol: /^https?$/, error: 'APP_URL must be an http:// or https:// address' }),
    ),
    ADMIN_EMAIL: optional(z.email('ADMIN_EMAIL must be an e-mail address')),
    ADMIN_PASSWORD: optional(z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters')),
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// or smtps:// address' }),
    ),
    MAIL_FROM: optional(z.string().min(3)),
    CHROME_PATH: optional(z.string().min(1)),
    VAPID_PUBLIC_KEY: optional(z.string().min(1)),
    VAPID_PRIVATE_KEY: optional(z.string().min(1)),
    VAPID_SUBJECT: optional(
      z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address'),
    ),
    PUSH_ENDPOINT_HOSTS: optional(
      z
        .string()
        .transform(parseHostList)
        .refine(
          (hosts) => hosts.length > 0 && hosts.every(isHostEntry),
          'PUSH_ENDPOINT_HOSTS must be a comma-separated list of hosts (name, IP, *.domain, each with an optional :port)',
        ),
    ),
    WEBHOOK_ALLOW_HOSTS: optional(
      z
        .string()
        .transform(parseHostList)
        .refine(
          (hosts) => hosts.length > 0 && hosts.every(isHostEntry),
          'WEBHOOK_ALLOW_HOSTS must be a comma-separated list of hosts (name, IP, *.domain, each with an optional :port)',
        ),
    ),
    TRUST_PROXY: optional(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((entry) => entry.trim())
            .filter((entry) => entry !== ''),
        )
        .refine((entries) => entries.length > 0 && entries.every(isTrustedProxyEntry), TRUST_PROXY_MESSAGE),
    ),
    LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    path: ['VAPID_PUBLIC_KEY'],
  });

export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** FILE_STORAGE: where uploads live; unset, the disk on the embedded database, else the database. */
  fileStorage: FileStorageChoice;
  appUrl: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  chromePath: string | undefined;
  push: {
    /** From VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; unset: generated once and kept in the database. */
    vapidKeys: { publicKey: string; privateKey: string } | undefined;
    /** How a push service reaches the sender: VAPID_SUBJECT, else the admin's address. */
    vapidSubject: string;
    /** PUSH_ENDPOINT_HOSTS: replaces the browsers' push services (a test suite's local one). */
    endpointHosts: string[] | undefined;
  };
  /** WEBHOOK_ALLOW_HOSTS: hosts webhooks may go to even on a private address (a test suite's receiver). */
  webhookAllowHosts: string[];
  /** TRUST_PROXY: the proxies whose X-Forwarded-For is believed (addresses, CIDRs, named ranges). */
  trustProxy: string[];
  logLevel: string;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Reads and checks the environment once, at start; nothing else reads process.env. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = source[name];
        const shown =
          value === undefined || /PASSWORD|KEY|SMTP_URL|DATABASE_URL|FILE_STORAGE/.test(name)
            ? ''
            : ` (got "${value}")`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const env = parsed.data;
  const port = env.PORT ?? 3000;
  const appUrl = (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    nodeEnv: env.NODE_ENV ?? 'production',
    port,
    host: env.HOST ?? 'localhost',
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    fileStorage: env.FILE_STORAGE ?? defaultFileStorage(env.DATABASE_URL),
    appUrl,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? `"${CENTRE_NAME}" <no-reply@${new URL(appUrl).hostname}>`,
    chromePath: env.CHROME_PATH,
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.ADMIN_EMAIL ?? 'admin@localhost'}`,
      endpointHosts: env.PUSH_ENDPOINT_HOSTS,
    },
    webhookAllowHosts: env.WEBHOOK_ALLOW_HOSTS ?? [],
    trustProxy: env.TRUST_PROXY ?? ['loopback'],
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
