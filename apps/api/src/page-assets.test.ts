import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chunkLinks } from './page-assets.js';

describe('the links of a rendered page’s lazy chunks', () => {
  const dist = mkdtempSync(join(tmpdir(), 'tc-manifest-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_shared-1.js'],
        css: ['assets/index-1.css'],
      },
      '_shared-1.js': { file: 'assets/shared-1.js' },
      '_only-verify-1.js': { file: 'assets/only-verify-1.js', css: ['assets/only-verify-1.css'] },
      'src/features/certificates/verify-page.tsx': {
        file: 'assets/verify-page-1.js',
        name: 'verify-page',
        isDynamicEntry: true,
        imports: ['index.html', '_shared-1.js', '_only-verify-1.js'],
        css: ['assets/verify-page-1.css'],
      },
      'src/i18n/arabic-font.ts': { file: 'assets/arabic-font-1.css', src: 'src/i18n/arabic-font.ts' },
    }),
  );
  const links = chunkLinks(dist);

  it('links a chunk’s stylesheets and scripts with what it imports, less what the page loads itself', () => {
    expect(
      links(['verify-page'])
        .split('\n')
        .map((tag) => tag.trim()),
    ).toEqual([
      '<link rel="stylesheet" crossorigin href="/assets/verify-page-1.css">',
      '<link rel="stylesheet" crossorigin href="/assets/only-verify-1.css">',
      '<link rel="modulepreload" crossorigin href="/assets/verify-page-1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/only-verify-1.js">',
    ]);
  });

  it('links a module of styles alone as a stylesheet, and ignores names it does not know', () => {
    expect(links(['arabic-font', 'no-such-chunk'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/arabic-font-1.css">',
    );
    expect(links([])).toBe('');
  });

  it('links nothing without a manifest', () => {
    expect(chunkLinks(join(dist, 'missing'))(['verify-page'])).toBe('');
  });
});
