import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { enPortals } from './en-portals';
import { enSite } from './en-site';

const source = fileURLToPath(new URL('../', import.meta.url));
/** The portals' chunks (role-portal.tsx): what only they import comes with them, and their texts too. */
const portals = [
  'features/admin/admin-portal',
  'features/portals/instructor-portal',
  'features/portals/client-portal',
];

function moduleFile(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return ['.ts', '.tsx'].map((extension) => base + extension).find((file) => existsSync(file));
}

/**
 * Every string written in the modules the app reaches from main.tsx without entering a portal's chunk,
 * by imports and dynamic imports (a lazy page, a dialog): the keys those modules can give `t`, and the
 * starts of the keys they build (`trainingType.${type}`), with the module that writes each.
 */
function stringsOutsideThePortals(): Map<string, string> {
  const strings = new Map<string, string>();
  const seen = new Set<string>();
  const visitModule = (file: string) => {
    const name = relative(source, file).replace(/\.tsx?$/, '');
    if (seen.has(file) || portals.includes(name)) return;
    seen.add(file);
    const visit = (node: ts.Node) => {
      const isTypeOnly = ts.isImportDeclaration(node) && node.importClause?.isTypeOnly;
      const imported =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && !isTypeOnly
          ? node.moduleSpecifier
          : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
            ? node.arguments[0]
            : undefined;
      const next = imported && ts.isStringLiteral(imported) ? moduleFile(file, imported.text) : undefined;
      if (next) visitModule(next);
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) strings.set(node.text, name);
      if (ts.isTemplateExpression(node)) strings.set(node.head.text, name);
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  };
  visitModule(resolve(source, 'main.tsx'));
  return strings;
}

describe('the portals’ texts, loaded with a portal', () => {
  it('are apart from the pages’ texts: no group is in both, and together they are the catalogue', () => {
    const siteGroups = Object.keys(enSite);
    expect(Object.keys(enPortals).filter((group) => siteGroups.includes(group))).toEqual([]);
    expect([...siteGroups, ...Object.keys(enPortals)].sort()).toEqual(Object.keys(en).sort());
  });

  it('are never read outside a portal: every page reads only the bundled texts', () => {
    const portalGroups = Object.keys(enPortals);
    const strings = stringsOutsideThePortals();
    expect(strings.size).toBeGreaterThan(1000);
    const misplaced = [...strings]
      .filter(([text]) => portalGroups.includes(text.split('.')[0] ?? '') && text.includes('.'))
      .map(([text, module]) => `${module}: ${text}`);
    expect(misplaced).toEqual([]);
    // The walk finds the pages' own keys, so it would find a portal's among them, and stops at a portal.
    expect(strings.get('nav.allCourses')).toBe('features/layout/courses-menu');
    expect(new Set(strings.values()).has('features/admin/admin-portal')).toBe(false);
  }, 30_000);
});
