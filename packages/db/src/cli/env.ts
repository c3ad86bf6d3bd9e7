export interface DatabaseEnv {
  databaseUrl: string | undefined;
  dataDir: string;
}

/**
 * DATABASE_URL (a postgres:// URL; unset: the embedded database) and DATA_DIR (default ./data),
 * for the command-line tools. Throws an Error whose message says what to fix.
 */
export function readDatabaseEnv(env: NodeJS.ProcessEnv): DatabaseEnv {
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\/./.test(databaseUrl)) {
    throw new Error(
      'DATABASE_URL must be a postgres:// or postgresql:// URL, or unset for the embedded database.',
    );
  }
  if (databaseUrl && !URL.canParse(databaseUrl)) {
    throw new Error(
      'DATABASE_URL is not a valid URL (special characters in the password must be %-encoded).',
    );
  }
  const dataDir = env.DATA_DIR?.trim() || './data';
  return { databaseUrl, dataDir };
}

/** Runs a command-line tool: prints the error's message (no stack trace) and exits 1 when it fails. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
