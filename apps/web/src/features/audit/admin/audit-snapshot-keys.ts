import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * The keys the audit trail's before/after snapshots can have, read from the types of the contracts'
 * source (test support: the Changes table must have a label for each). A snapshot is what an object
 * with both a `previous` and a `next` is given for them: an audit_log entry (writeAudit) or a class's
 * change (schedule-audit.ts). Its keys are the properties of that value's type, null left out.
 * A value whose type names no keys (unknown, a record of any string) is answered as `unreadable`,
 * with where it is, so that a writer cannot record keys no test sees.
 */
export function auditSnapshotKeys(): { keys: Map<string, string>; unreadable: string[] } {
  const contracts = fileURLToPath(new URL('../../../../../../packages/contracts/', import.meta.url));
  const config = ts.getParsedCommandLineOfConfigFile(`${contracts}tsconfig.json`, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error('packages/contracts/tsconfig.json could not be read');
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const keys = new Map<string, string>();
  const unreadable: string[] = [];

  const isSnapshot = (entry: ts.ObjectLiteralElementLike) =>
    (ts.isPropertyAssignment(entry) || ts.isShorthandPropertyAssignment(entry)) &&
    ['previous', 'next'].includes(entry.name.getText());

  function record(entry: ts.ObjectLiteralElementLike, where: string) {
    const type = checker.getTypeAtLocation(ts.isShorthandPropertyAssignment(entry) ? entry.name : entry);
    const members = (type.isUnion() ? type.types : [type]).filter(
      (member) => !(member.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)),
    );
    for (const member of members) {
      const properties = checker.getPropertiesOfType(member);
      const named = member.flags & ts.TypeFlags.Object && checker.getIndexInfosOfType(member).length === 0;
      if (!named || properties.length === 0) {
        unreadable.push(`${where}: ${entry.name?.getText()} is ${checker.typeToString(member)}`);
      }
      for (const property of properties) if (!keys.has(property.name)) keys.set(property.name, where);
    }
  }

  function visit(node: ts.Node, path: string) {
    if (ts.isObjectLiteralExpression(node)) {
      const snapshots = node.properties.filter(isSnapshot);
      if (snapshots.length === 2) {
        const line = node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
        for (const entry of snapshots) record(entry, `${path}:${line}`);
      }
    }
    ts.forEachChild(node, (child) => visit(child, path));
  }

  for (const file of program.getSourceFiles()) {
    const path = file.fileName.split('/packages/contracts/src/')[1];
    if (path && !/(\.test|test-|-support|testing|cli\/)/.test(path)) visit(file, path);
  }
  return { keys, unreadable };
}
