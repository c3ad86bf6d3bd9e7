// Keeps docs/architecture.md's layout true: every path it lists exists, and every folder of the
// main source trees is listed (a new folder needs a line saying what it holds). Run by the lint.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const block = /```layout\n([\s\S]*?)```/.exec(doc)?.[1];
if (!block) throw new Error('docs/architecture.md has no ```layout block');
const listed = block
  .split('\n')
  .map((line) => line.trim().split(/\s+/)[0])
  .filter(Boolean);

const folders = (parent) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => `${parent}/${entry.name}/`);
const within = (pattern) =>
  pattern.includes('*')
    ? folders(pattern.slice(0, pattern.indexOf('/*')))
        .map((folder) => `${folder}${pattern.slice(pattern.indexOf('/*') + 3)}`)
        .filter((path) => existsSync(join(root, path)))
    : [pattern];
const mustBeListed = ['apps/*/src', 'apps/web/src/features', 'packages/*/src']
  .flatMap(within)
  .flatMap(folders)
  .concat(folders('tests').filter((folder) => !/test-results|playwright-report/.test(folder)));

const problems = [
  ...listed.filter((path) => !existsSync(join(root, path))).map((path) => `listed but missing: ${path}`),
  ...mustBeListed.filter((path) => !listed.includes(path)).map((path) => `not described: ${path}`),
];
if (problems.length > 0) {
  console.error(`docs/architecture.md's layout is out of date:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`docs/architecture.md: ${listed.length} paths, all there; every folder described.`);
