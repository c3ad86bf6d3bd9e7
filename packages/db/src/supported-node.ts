// Imported first by every entry (the server, db:seed, db:migrate): an ES module's imports run in
// order, so this check runs before any module loads a native addon or PGlite, which crash Node.js
// 20 with a segmentation fault instead of an error. It imports nothing itself.

/** The oldest Node.js major version the product runs on. */
export const SUPPORTED_NODE_MAJOR = 24;

/** What is wrong with running on this Node.js version, or null when it is supported. */
export function nodeVersionProblem(version: string): string | null {
  const major = Number.parseInt(version, 10);
  if (major >= SUPPORTED_NODE_MAJOR) return null;
  return `Node.js ${SUPPORTED_NODE_MAJOR} is needed (found ${version}): run through pnpm or scripts/run.sh`;
}

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}
