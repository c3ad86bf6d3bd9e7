import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of the web app's build manifest (Vite's dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

/**
 * The <link> tags of a rendered page's lazy chunks, by their names (the renderer's `chunks`): each
 * one's scripts as module preloads and its stylesheets, with what they import, less what the page
 * itself (index.html) already loads. A page rendered on the server is then styled whole without
 * JavaScript, and hydrates without waiting for its chunks. Without a manifest, none.
 */
export function chunkLinks(webDist: string): (names: string[]) => string {
  const path = join(webDist, '.vite/manifest.json');
  if (!existsSync(path)) return () => '';
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = entry ? closure(entry, new Set()) : new Set<string>();
  // A module of styles alone (the Arabic font) is a stylesheet with no name: its file's name then.
  const nameOf = (chunk: ManifestChunk) => chunk.name ?? chunk.src?.replace(/^.*\/|\.\w+$/g, '');
  const byName = new Map(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry || chunk.file.endsWith('.css'))
      .map(([key, chunk]) => [nameOf(chunk), key]),
  );
  const links = new Map<string, string>();
  return (names) => {
    const cacheKey = names.join(',');
    const kept = links.get(cacheKey);
    if (kept !== undefined) return kept;
    const keys = new Set<string>();
    for (const name of names) {
      const key = byName.get(name);
      if (key) for (const each of closure(key, new Set())) if (!loaded.has(each)) keys.add(each);
    }
    const chunks = [...keys].map((key) => manifest[key] as ManifestChunk);
    const isStylesheet = (chunk: ManifestChunk) => chunk.file.endsWith('.css');
    const stylesheets = chunks.flatMap((chunk) => (isStylesheet(chunk) ? [chunk.file] : (chunk.css ?? [])));
    const tags = [
      ...stylesheets.map((css) => `<link rel="stylesheet" crossorigin href="/${css}">`),
      ...chunks
        .filter((chunk) => !isStylesheet(chunk))
        .map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`),
    ].join('\n    ');
    links.set(cacheKey, tags);
    return tags;
  };
}
