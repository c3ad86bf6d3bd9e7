import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Every message the server may show a user, read from the source (test support: the Arabic
 * table must say each). A message is a text in a message's place, followed to where it is written:
 * - what an AppError is thrown with;
 * - what a zod check answers with (`.min(1, '...')`, `.refine(fn, '...')`, `{ error: '...' }`);
 * - a `message` or `error` of an object (a reply's body, an issue, a table of messages);
 * - what a function is given for a parameter named `message`, `label`, `field` or `...Message`
 *   (`requiredText('Course name is required', 200, 'Course name')`).
 * A name, a constant or a call is followed to its text; a template gives a pattern with `{}` for
 * each value ('{} must be at most {} characters'), as the Arabic table keys them.
 */

const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'refine',
  'regex',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'nonempty',
  'date',
]);
const MESSAGE_PROPERTIES = new Set(['message', 'error']);
const isMessageParameter = (name: string) => /^(message|label|field|.*Message)$/.test(name);

/** The source files of the server's packages that may hold a shown text (no tests, no CLI). */
export function sourceFiles(): string[] {
  const roots = ['../src/', '../../../packages/contracts/src/'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  return roots.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.ts$/.test(path) && !/(\.test|test-|-support|testing|cli\/)/.test(path))
      .map((path) => `${root}${path}`),
  );
}

/**
 * The files' program and a reader of the texts an expression may be: a literal, a template's
 * pattern, or what a name, a call, a function's returns or an object's entry (`lines[action]`) lead to.
 */
export function textReader(files: string[]) {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    customConditions: ['@tc/source'],
    allowImportingTsExtensions: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const seen = new Set<ts.Node>();
  /** The texts an expression may be: literal, template pattern, or what a name or call leads to. */
  function textsOf(node: ts.Node | undefined): string[] {
    if (!node || seen.has(node)) return [];
    seen.add(node);
    try {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
      if (ts.isTemplateExpression(node)) {
        return [node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')];
      }
      if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return textsOf(node.expression);
      if (ts.isCallExpression(node) && ts.isElementAccessExpression(node.expression)) {
        return textsOf(node.expression.expression);
      }
      if (ts.isObjectLiteralExpression(node)) {
        return node.properties.flatMap((entry) =>
          ts.isPropertyAssignment(entry) ? textsOf(entry.initializer) : [],
        );
      }
      if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
      if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
        return [...textsOf(node.left), ...textsOf(node.right)];
      }
      if (ts.isArrowFunction(node) || ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node)) {
        if (node.body && !ts.isBlock(node.body)) return textsOf(node.body);
        const texts: string[] = [];
        const visit = (child: ts.Node): void => {
          if (ts.isReturnStatement(child)) texts.push(...textsOf(child.expression));
          else if (!ts.isFunctionLike(child)) ts.forEachChild(child, visit);
        };
        if (node.body) ts.forEachChild(node.body, visit);
        return texts;
      }
      if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node) || ts.isCallExpression(node)) {
        const declaration = declarationOf(ts.isCallExpression(node) ? node.expression : node);
        if (declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration))) {
          return textsOf(declaration.initializer);
        }
        if (declaration && ts.isFunctionLike(declaration)) return textsOf(declaration);
      }
      return [];
    } finally {
      seen.delete(node);
    }
  }

  function declarationOf(node: ts.Node): ts.Declaration | undefined {
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  return { program, checker, textsOf, declarationOf };
}

export function shownMessages(skipFile: (path: string) => boolean): Map<string, string> {
  const files = sourceFiles().filter((path) => !skipFile(path));
  const { program, checker, textsOf } = textReader(files);
  const found = new Map<string, string>();

  function record(node: ts.Node | undefined, where: string) {
    for (const text of textsOf(node)) if (/[A-Za-z]/.test(text) && !found.has(text)) found.set(text, where);
  }

  function visit(node: ts.Node, path: string) {
    const where = `${path.split('/src/').pop()}:${node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (ts.isNewExpression(node) && node.expression.getText() === 'AppError')
      record(node.arguments?.[1], where);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text)) {
        const last = node.arguments.at(-1);
        if (last && (callee.name.text !== 'refine' || node.arguments.length > 1)) {
          if (ts.isObjectLiteralExpression(last)) {
            for (const property of last.properties) {
              if (ts.isPropertyAssignment(property) && MESSAGE_PROPERTIES.has(property.name.getText())) {
                record(property.initializer, where);
              }
            }
          } else record(last, where);
        }
      }
      const signature = checker.getResolvedSignature(node);
      signature?.getParameters().forEach((parameter, index) => {
        if (isMessageParameter(parameter.name)) record(node.arguments[index], where);
      });
    }
    if (ts.isPropertyAssignment(node) && MESSAGE_PROPERTIES.has(node.name.getText()))
      record(node.initializer, where);
    ts.forEachChild(node, (child) => visit(child, path));
  }

  for (const path of files) {
    const file = program.getSourceFile(path);
    if (file) visit(file, path);
  }
  return found;
}
