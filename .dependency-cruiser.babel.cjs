/**
 * How dependency-cruiser reads TypeScript: its own swc parser cannot read TSX and TypeScript 7
 * has no compiler API, so babel strips the types first (acorn then reads the JSX that is left).
 * Type-only imports must still count as dependencies — a feature may not even borrow another
 * feature's types — so `keepTypeImports` turns them into plain imports first.
 */
const MODULE_LINKS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration']);

function asValueLink(node) {
  if (node.importKind === 'type') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
  for (const specifier of node.specifiers ?? []) {
    if (specifier.importKind === 'type') specifier.importKind = 'value';
    if (specifier.exportKind === 'type') specifier.exportKind = 'value';
  }
}

function keepTypeImports() {
  return {
    visitor: {
      // On entering the program: the TypeScript preset drops type imports on entering it too,
      // and plugins run before presets.
      Program(path) {
        for (const statement of path.node.body) {
          if (MODULE_LINKS.has(statement.type) && statement.source) asValueLink(statement);
        }
      },
    },
  };
}

module.exports = {
  babelrc: false,
  configFile: false,
  plugins: [keepTypeImports],
  presets: [['@babel/preset-typescript', { onlyRemoveTypeImports: true }]],
};
