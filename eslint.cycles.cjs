/**
 * `import/no-cycle` counting type-only imports too (docs/decisions/0072-one-composition-root.md).
 * eslint-plugin-import always skips `import type` when it looks for circles and has no option to
 * keep them, yet a circle closed by a type still ties the two files together. So the files the
 * rule reads are parsed with their type-only imports and re-exports marked as plain ones, and
 * the linted file's own imports are handed to the rule the same way.
 * CommonJS, because the plugin `require`s the parser named in the `import/parsers` setting.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as said above */
const tsParser = require('@typescript-eslint/parser');
const importPlugin = require('eslint-plugin-import');

const MODULE_STATEMENTS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
]);

/** Marks a type-only import or re-export (and its specifiers) as a plain one, in place. */
function countAsValue(statement) {
  if (statement.importKind === 'type') statement.importKind = 'value';
  if (statement.source && statement.exportKind === 'type') statement.exportKind = 'value';
  for (const specifier of statement.specifiers ?? []) {
    if (specifier.importKind === 'type') specifier.importKind = 'value';
    if (specifier.exportKind === 'type') specifier.exportKind = 'value';
  }
  return statement;
}

/** The TypeScript parser, with every import and re-export kept as one the cycle rule follows. */
function parseForESLint(code, options) {
  const result = tsParser.parseForESLint(code, options);
  for (const statement of result.ast.body) {
    // Only statements naming another file (`export type X = …` names none).
    if (MODULE_STATEMENTS.has(statement.type) && statement.source) countAsValue(statement);
  }
  return result;
}

const noCycle = importPlugin.rules['no-cycle'];

/** `no-cycle`, seeing the linted file's type-only imports as plain ones (a copy; the AST stays). */
const noCycleCountingTypes = {
  meta: noCycle.meta,
  create(context) {
    const visitor = noCycle.create(context);
    const checkImport = visitor.ImportDeclaration;
    if (!checkImport) return visitor;
    return {
      ...visitor,
      ImportDeclaration: (node) =>
        checkImport(
          countAsValue({ ...node, specifiers: node.specifiers.map((each) => ({ ...each })) }),
        ),
    };
  },
};

module.exports = {
  parseForESLint,
  plugin: { rules: { 'no-cycle': noCycleCountingTypes } },
};
