import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The public surface of the domain (issue 17): the names `src/domain/index.ts` exports, read with
 * TypeScript's checker (values and types, re-exports followed), and the names the rest of the
 * repository imports from it as `#domain`. `tests/domain-surface.txt` commits the first list, so
 * a change to the surface is a visible diff.
 */

/** The app's areas that import the domain; their imports of `#domain` are its surface (bench, e2e and
 * scripts reach the modules they measure or build directly). */
export const DOMAIN_USERS = ['src/web', 'src/server'];

/** One exported name: `type Name` when it is only a type, `Name` when it is (also) a value. */
export interface SurfaceName {
  name: string;
  typeOnly: boolean;
}

export const describeName = ({ name, typeOnly }: SurfaceName) => (typeOnly ? `type ${name}` : name);

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** By name, ignoring case (ties by code unit), so the order does not hang on a locale. */
const byName = (a: SurfaceName, b: SurfaceName) =>
  compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.name, b.name);

/** Every name `indexFile` exports, sorted by name (case aside). */
export function exportsOf(indexFile: string): SurfaceName[] {
  const program = ts.createProgram([indexFile], {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    resolveJsonModule: true,
    strict: true,
    noEmit: true,
    types: [],
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexFile);
  const entry = source && checker.getSymbolAtLocation(source);
  if (!entry) throw new Error(`${indexFile} is not a module`);
  return checker
    .getExportsOfModule(entry)
    .map((symbol) => {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      return { name: symbol.name, typeOnly: (target.flags & ts.SymbolFlags.Value) === 0 };
    })
    .sort(byName);
}

function listSourceFiles(dir: string): string[] {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : listSourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The names imported or re-exported from `#domain` by the files under `folders` of `root`. A
 * namespace import (`import * as domain from '#domain'`) names nothing: it is an error here.
 */
export function namesImported(root: string, folders: readonly string[]): Set<string> {
  const names = new Set<string>();
  for (const file of folders.flatMap((folder) => listSourceFiles(join(root, folder)))) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
    const where = relative(root, file).split(sep).join('/');
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
        const specifier = node.moduleSpecifier;
        if (specifier && ts.isStringLiteral(specifier) && specifier.text === '#domain') {
          const clause = ts.isImportDeclaration(node)
            ? node.importClause?.namedBindings
            : node.exportClause;
          const named = clause && (ts.isNamedImports(clause) || ts.isNamedExports(clause));
          if (!named) throw new Error(`${where}: import names from '#domain', not a namespace`);
          for (const element of clause.elements) {
            names.add((element.propertyName ?? element.name).text);
          }
        }
      } else if (ts.isImportTypeNode(node) || ts.isCallExpression(node)) {
        const argument = ts.isImportTypeNode(node) ? node.argument : node.arguments[0];
        const text = argument && ts.isLiteralTypeNode(argument) ? argument.literal : argument;
        if (text && ts.isStringLiteral(text) && text.text === '#domain') {
          throw new Error(`${where}: import names from '#domain', not the whole module`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return names;
}

/** The names `surface` exports that nothing in `used` imports. */
export function unusedExports(surface: readonly SurfaceName[], used: ReadonlySet<string>) {
  return surface.filter(({ name }) => !used.has(name)).map(describeName);
}
