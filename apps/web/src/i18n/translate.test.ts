import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPortalTexts } from './portal-texts';
import { t } from './translate';

describe('t', () => {
  beforeAll(loadPortalTexts);

  it('finds a text by its dotted key', () => {
    expect(t('nav.allCourses')).toBe('All Courses');
  });

  it('fills each {{name}} from the values and leaves unknown ones visible', () => {
    expect(t('portal.welcome', { name: 'Jane' })).toBe('Welcome Jane');
    expect(t('portal.welcome', {})).toBe('Welcome {{name}}');
  });

  it('says one thing in the singular where the text has a _one form', () => {
    expect(t('adminSchedules.count', { count: 1 })).toBe('1 class');
    expect(t('adminSchedules.count', { count: 2 })).toBe('2 classes');
    expect(t('adminSchedules.count', { count: 0 })).toBe('0 classes');
    expect(t('portal.welcome', { count: 1, name: 'Jane' })).toBe('Welcome Jane');
  });

  it('writes a count with digit grouping, and other numbers as they are', () => {
    expect(t('adminSchedules.count', { count: 10_000 })).toBe('10,000 classes');
    expect(t('portal.welcome', { name: 2026 })).toBe('Welcome 2026');
  });

  it('answers the key itself for a key that leads nowhere, so a gap shows instead of a blank', () => {
    expect(t('nav.missing' as 'nav.allCourses')).toBe('nav.missing');
  });
});

describe('the page’s language', () => {
  // An Arabic page loads its texts before the first render (page-language.ts), after every module
  // has loaded: a text read while a module loads would stay English on it.
  it('is never read while a module loads: t is called inside functions only', () => {
    const source = new URL('../', import.meta.url);
    const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter(
      (path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path),
    );
    const atLoad: string[] = [];
    for (const path of files) {
      const file = ts.createSourceFile(
        path,
        readFileSync(new URL(path, source), 'utf8'),
        ts.ScriptTarget.Latest,
        true,
      );
      const visit = (node: ts.Node, inFunction: boolean) => {
        const inside = inFunction || ts.isFunctionLike(node);
        if (
          !inside &&
          ts.isCallExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 't'
        ) {
          atLoad.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
        }
        ts.forEachChild(node, (child) => visit(child, inside));
      };
      visit(file, false);
    }
    expect(atLoad).toEqual([]);
    // Parsing every source file: about a second alone, several beside the other suites in CI.
  }, 30_000);
});
