/**
 * Reads the server's source (TypeScript syntax only, no type checking) to find where each route
 * is registered and what its handler calls: the feature functions it calls directly (the service
 * column) and the `queries` functions those reach (the queries column).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { resolveImport } from '../check-boundaries'

/** One `app.get('/api/…', …)` or `app.route({ method, url, handler })` call in the source. */
export type Registration = {
  /** Root-relative, e.g. `server/features/posts/routes.ts`. */
  file: string
  /** The path as written: a string, or a template such as `/api/users/:username/${kind}`. */
  written: string
  /** Matches the registered paths this call can produce. */
  pattern: RegExp
  /** null when the method is computed in a way this reader does not follow. */
  methods: string[] | null
  handler: ts.Node | undefined
}

/** A function in a root-relative file, e.g. `listPostsPage` in `server/features/posts/service.ts`. */
export type FunctionRef = { file: string; name: string }

const SHORTHANDS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options'])

type Parsed = {
  source: ts.SourceFile
  /** Local name -> where a value import comes from. */
  imports: Map<string, FunctionRef>
  /** Top-level functions (declarations and `const f = () => …`) by name. */
  functions: Map<string, ts.Node>
  /** Exported name -> where `export { f } from './service'` takes it from (a feature's index.ts). */
  reexports: Map<string, FunctionRef>
}

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const child = `${dir}/${entry.name}`
    if (entry.isDirectory()) return sourceFiles(root, child)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [child] : []
  })
}

/** `../posts/service` from a feature file -> `server/features/posts/service.ts`. */
function resolveModule(from: string, specifier: string, known: Set<string>) {
  const target = resolveImport(from, specifier)
  if (target === null) return null
  return [`${target}.ts`, `${target}/index.ts`, target].find((file) => known.has(file)) ?? null
}

function parse(root: string, file: string, known: Set<string>): Parsed {
  const source = ts.createSourceFile(
    file,
    readFileSync(path.join(root, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const imports = new Map<string, FunctionRef>()
  const functions = new Map<string, ts.Node>()
  const reexports = new Map<string, FunctionRef>()
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
      const clause = statement.exportClause
      const specifier = statement.moduleSpecifier
      if (!clause || !ts.isNamedExports(clause) || !specifier) continue
      const target = resolveModule(file, (specifier as ts.StringLiteral).text, known)
      if (!target) continue
      for (const element of clause.elements) {
        if (element.isTypeOnly) continue
        const name = (element.propertyName ?? element.name).text
        reexports.set(element.name.text, { file: target, name })
      }
    }
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause
      const bindings = clause?.namedBindings
      if (!clause || clause.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text
      const target = resolveModule(file, specifier, known)
      if (!target) continue
      for (const element of bindings.elements) {
        if (element.isTypeOnly) continue
        const name = (element.propertyName ?? element.name).text
        imports.set(element.name.text, { file: target, name })
      }
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      functions.set(statement.name.text, statement)
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer
        if (ts.isIdentifier(declaration.name) && init && ts.isFunctionLike(init)) {
          functions.set(declaration.name.text, init)
        }
      }
    }
  }
  return { source, imports, functions, reexports }
}

/** The string values an expression can take: `'PUT'`, `a ? 'PUT' : 'DELETE'`, `['GET', 'POST']`. */
function stringValues(node: ts.Expression): string[] | null {
  if (ts.isStringLiteralLike(node)) return [node.text]
  if (ts.isParenthesizedExpression(node)) return stringValues(node.expression)
  if (ts.isConditionalExpression(node)) {
    const both = [stringValues(node.whenTrue), stringValues(node.whenFalse)]
    return both.every((values) => values !== null) ? both.flat() : null
  }
  if (ts.isArrayLiteralExpression(node)) {
    const all = node.elements.map((element) => stringValues(element))
    return all.every((values) => values !== null) ? all.flat() : null
  }
  return null
}

/** The written path and the paths it can produce, or null when `node` is not a path. */
function pathOf(node: ts.Expression | undefined): { written: string; pattern: RegExp } | null {
  if (!node) return null
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  if (ts.isStringLiteralLike(node)) {
    return node.text.startsWith('/')
      ? { written: node.text, pattern: new RegExp(`^${literal(node.text)}$`) }
      : null
  }
  if (ts.isTemplateExpression(node) && node.head.text.startsWith('/')) {
    const written = node.getText().slice(1, -1)
    const parts = [literal(node.head.text)]
    for (const span of node.templateSpans) parts.push('[^/]+', literal(span.literal.text))
    return { written, pattern: new RegExp(`^${parts.join('')}$`) }
  }
  return null
}

function registrationAt(call: ts.CallExpression, file: string): Registration | null {
  if (!ts.isPropertyAccessExpression(call.expression)) return null
  const verb = call.expression.name.text
  if (SHORTHANDS.has(verb)) {
    const found = pathOf(call.arguments[0])
    if (!found) return null
    return { file, ...found, methods: [verb.toUpperCase()], handler: call.arguments.at(-1) }
  }
  const options = call.arguments[0]
  if (verb !== 'route' || !options || !ts.isObjectLiteralExpression(options)) return null
  const property = (name: string) => {
    const found = options.properties.find((p) => p.name?.getText() === name)
    if (found && ts.isPropertyAssignment(found)) return found.initializer
    if (found && ts.isShorthandPropertyAssignment(found)) return found.name
    return undefined
  }
  const found = pathOf(property('url'))
  if (!found) return null
  const method = property('method')
  const methods = method ? stringValues(method) : null
  return { file, ...found, methods, handler: property('handler') }
}

export type SourceIndex = ReturnType<typeof indexSources>

/** Parses every non-test `.ts` file under `server/` once. */
export function indexSources(root: string) {
  const files = sourceFiles(root, 'server')
  const known = new Set(files)
  const parsed = new Map(files.map((file) => [file, parse(root, file, known)]))
  // An import from a feature's index.ts names the file that defines the function, not the index.
  const defining = (ref: FunctionRef): FunctionRef => {
    const next = parsed.get(ref.file)?.reexports.get(ref.name)
    return next ? defining(next) : ref
  }
  for (const { imports } of parsed.values()) {
    for (const [local, ref] of imports) imports.set(local, defining(ref))
  }

  const registrations: Registration[] = []
  for (const [file, { source }] of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) {
        const found = registrationAt(node, file)
        if (found) registrations.push(found)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }

  /** Imported functions `node` refers to (types skipped), following this file's own helpers. */
  function referencedImports(file: string, node: ts.Node, seen = new Set<ts.Node>()) {
    const own = parsed.get(file)
    const found: FunctionRef[] = []
    if (!own || seen.has(node)) return found
    seen.add(node)
    const visit = (child: ts.Node) => {
      if (ts.isTypeNode(child)) return
      if (ts.isIdentifier(child) && !isDeclarationName(child)) {
        const imported = own.imports.get(child.text)
        const local = own.functions.get(child.text)
        if (imported) found.push(imported)
        else if (local) found.push(...referencedImports(file, local, seen))
      }
      ts.forEachChild(child, visit)
    }
    // A handler given by name (`handler`) is a function of the same file, or a local const.
    if (ts.isIdentifier(node)) {
      const local = own.functions.get(node.text) ?? localConstant(node)
      if (local) ts.forEachChild(local, visit)
      else visit(node)
    } else {
      ts.forEachChild(node, visit)
    }
    return found
  }

  function declarationOf(ref: FunctionRef): ts.Node | undefined {
    return parsed.get(ref.file)?.functions.get(ref.name)
  }

  return { registrations, referencedImports, declarationOf }
}

function isDeclarationName(node: ts.Identifier) {
  const parent = node.parent
  return (
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ((ts.isVariableDeclaration(parent) || ts.isParameter(parent)) && parent.name === node)
  )
}

/** `const handler = async (…) => …` inside the enclosing plugin function. */
function localConstant(name: ts.Identifier): ts.Node | undefined {
  let scope: ts.Node | undefined = name.parent
  while (scope) {
    if (ts.isBlock(scope)) {
      for (const statement of scope.statements) {
        if (!ts.isVariableStatement(statement)) continue
        for (const declaration of statement.declarationList.declarations) {
          if (declaration.name.getText() === name.text && declaration.initializer) {
            return declaration.initializer
          }
        }
      }
    }
    scope = scope.parent
  }
  return undefined
}
