import ts from 'typescript';
import { sourceFiles, textReader } from './shown-messages.js';

/**
 * Every description an audit writer records, read from the contracts' source (test support: the
 * Arabic table must say each). A description is
 * - the `description` of an audit entry (an object that also has an `action`);
 * - an `auditLine` (a goal's transaction names its own line);
 * - what an `audit...` function is given for a parameter named `description` (auditInvoice).
 * Each is followed to its texts as shown-messages.ts does: a template gives a pattern with `{}`.
 */
export function auditDescriptions(): Map<string, string> {
  const files = sourceFiles().filter((path) => path.includes('/packages/contracts/src/'));
  const { program, checker, textsOf } = textReader(files);
  const found = new Map<string, string>();

  function record(node: ts.Node | undefined, where: string) {
    for (const text of textsOf(node)) if (/[A-Za-z]/.test(text) && !found.has(text)) found.set(text, where);
  }

  /** A `description` entry's value; a shorthand `{ description }` leads to the variable. */
  function entryValue(entry: ts.ObjectLiteralElementLike): ts.Node | undefined {
    if (ts.isPropertyAssignment(entry)) return entry.initializer;
    if (!ts.isShorthandPropertyAssignment(entry)) return undefined;
    const declaration = checker.getShorthandAssignmentValueSymbol(entry)?.valueDeclaration;
    return declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  }

  const named = (entry: ts.ObjectLiteralElementLike, name: string) => entry.name?.getText() === name;

  function visit(node: ts.Node, where: string) {
    if (ts.isObjectLiteralExpression(node) && node.properties.some((entry) => named(entry, 'action'))) {
      for (const entry of node.properties) if (named(entry, 'description')) record(entryValue(entry), where);
    }
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'auditLine') record(node.initializer, where);
    if (ts.isCallExpression(node) && /^audit/.test(node.expression.getText())) {
      checker
        .getResolvedSignature(node)
        ?.getParameters()
        .forEach((parameter, index) => {
          if (parameter.name === 'description') record(node.arguments[index], where);
        });
    }
    ts.forEachChild(node, (child) => visit(child, where));
  }

  for (const path of files) {
    const file = program.getSourceFile(path);
    if (file) visit(file, path.split('/src/').pop() ?? path);
  }
  return found;
}
