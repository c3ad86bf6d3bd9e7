import type { BackupSummary } from '@tc/contracts';

/** '39 tables, 1204 rows, 12 files (migration 2026_11_27_0302_public_changed)' */
export function describeArchive({ manifest, files }: BackupSummary): string {
  const tables = Object.values(manifest.tables);
  const rows = tables.reduce((sum, count) => sum + count, 0);
  return `${tables.length} tables, ${rows} rows, ${files} ${files === 1 ? 'file' : 'files'} (migration ${manifest.migration})`;
}
