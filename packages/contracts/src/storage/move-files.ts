import { FILE_AREAS, type FileStorage } from './storage.js';

export interface MoveCounts {
  found: number;
  copied: number;
  skipped: number;
  failed: number;
}

/**
 * Copies every file of `from` to `to` (`pnpm files:move`), one at a time, each put whole. A file
 * already there with the same size is skipped, so a second run, or one after an interruption,
 * copies only what is missing. The source keeps its files until the operator switches over.
 */
export async function moveFiles(
  from: FileStorage,
  to: FileStorage,
  onFailure: (file: string, error: unknown) => void,
): Promise<MoveCounts> {
  const counts: MoveCounts = { found: 0, copied: 0, skipped: 0, failed: 0 };
  for (const area of FILE_AREAS) {
    for await (const key of from.list(area)) {
      counts.found += 1;
      try {
        // Only the sizes are compared: the target's stream is closed unread.
        const there = await to.get(area, key);
        there?.stream.destroy();
        const source = await from.get(area, key);
        if (!source) {
          // Deleted since it was listed: nothing to copy any more.
          counts.skipped += 1;
        } else if (there?.size === source.size) {
          source.stream.destroy();
          counts.skipped += 1;
        } else {
          await to.put(area, key, source.stream);
          counts.copied += 1;
        }
      } catch (error) {
        counts.failed += 1;
        onFailure(`${area}/${key}`, error);
      }
    }
  }
  return counts;
}
