// @ts-check
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';

/** Marks an import or export declaration and its specifiers as value imports; answers how to undo it. */
function asValueImport(node) {
  const changed = [node, ...(node.specifiers ?? [])].filter(
    (part) => part.importKind === 'type' || part.importKind === 'typeof' || part.exportKind === 'type',
  );
  const kinds = changed.map((part) => [part.importKind, part.exportKind]);
  for (const part of changed) {
    if ('importKind' in part) part.importKind = 'value';
    if ('exportKind' in part) part.exportKind = 'value';
  }
  return () =>
    changed.forEach((part, index) => {
      const [importKind, exportKind] = kinds[index];
      if ('importKind' in part) part.importKind = importKind;
      if ('exportKind' in part) part.exportKind = exportKind;
    });
}

/** typescript-eslint's parser, with every import read as a value import (only for the cycle check's walk). */
const TYPE_IMPORTS_AS_VALUES = {
  meta: { name: 'ksei-type-imports-as-values' },
  parseForESLint(code, options) {
    const result = tseslint.parser.parseForESLint(code, options);
    for (const node of result.ast.body) asValueImport(node);
    return result;
  },
};

/**
 * import-x's no-cycle with type-only imports counted. The stock rule leaves `import type` out of its
 * walk (it vanishes at run time) and has no option to count it; in the server a cycle of types still
 * ties two modules, and their folders, together (the seed's model and its facts reader were one). The
 * file's own imports are shown to the rule as value imports, and the modules it walks through are
 * parsed so too.
 */
export const noCycleCountingTypes = {
  meta: importX.rules['no-cycle'].meta,
  create(context) {
    const walking = Object.create(context, {
      languageOptions: { value: { ...context.languageOptions, parser: TYPE_IMPORTS_AS_VALUES } },
    });
    const visitors = importX.rules['no-cycle'].create(walking);
    return Object.fromEntries(
      Object.entries(visitors).map(([selector, visit]) => [
        selector,
        (node) => {
          const undo = asValueImport(node);
          try {
            return visit(node);
          } finally {
            undo();
          }
        },
      ]),
    );
  },
};

/** The project's own lint rules, as one plugin (`ksei/<rule>`). */
export const kseiPlugin = { meta: { name: 'ksei' }, rules: { 'no-cycle': noCycleCountingTypes } };
