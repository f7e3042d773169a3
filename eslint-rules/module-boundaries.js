import path from 'node:path';

const MODULES_DIR = path.join('src', 'server', 'modules');

/** The module a file belongs to and the rest of its path inside it, or null outside modules/. */
function locate(file, root) {
  const relative = path.relative(path.join(root, MODULES_DIR), file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [name, ...rest] = relative.split(path.sep);
  return { name, inner: rest.join('/') };
}

function resolveSpecifier(specifier, file, root) {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  if (specifier.startsWith('@server/')) {
    return path.join(root, 'src', 'server', specifier.slice('@server/'.length));
  }
  return null;
}

const isEntryPoint = (inner) => inner === '' || /^index(\.tsx?|\.js)?$/.test(inner);

/**
 * A module is sealed: another module, or any server file outside modules/, imports it only
 * through its index.ts. Imports are resolved to files first, so every relative depth and the
 * @server alias are judged alike.
 */
export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports another module only through its index.ts' },
    schema: [],
    messages: {
      internal:
        "'{{specifier}}' is an internal file of the {{module}} module: import it from modules/{{module}}/index.ts (and export what is needed there).",
    },
  },
  create(context) {
    const root = context.cwd;
    const file = context.filename;
    const importer = locate(file, root);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      const target = resolveSpecifier(specifier, file, root);
      if (!target) return;
      const located = locate(target, root);
      if (!located || located.name === '' || isEntryPoint(located.inner)) return;
      if (importer && importer.name === located.name) return;
      context.report({ node, messageId: 'internal', data: { specifier, module: located.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

const QUERY_STARTS = new Set(['selectFrom', 'insertInto', 'updateTable', 'deleteFrom', 'with']);

/**
 * Only repositories (and db/) build queries: no value import of kysely, no `.selectFrom(…)`,
 * `.insertInto(…)`, `.updateTable(…)`, `.deleteFrom(…)` or `.with(…)` on a connection elsewhere.
 */
export const queriesInRepositories = {
  meta: {
    type: 'problem',
    docs: { description: 'Kysely queries are built only in *-repository.ts files' },
    schema: [],
    messages: {
      query:
        'Queries belong in a repository of the module that owns the table (a *-repository.ts).',
    },
  },
  create(context) {
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        if (node.specifiers.every((s) => s.importKind === 'type')) return;
        context.report({ node, messageId: 'query' });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier') return;
        if (!QUERY_STARTS.has(callee.property.name)) return;
        // `.with(…)` is also a common name elsewhere; a query's takes a name and a callback.
        if (callee.property.name === 'with' && node.arguments.length !== 2) return;
        if (
          node.arguments[0]?.type !== 'Literal' &&
          node.arguments[0]?.type !== 'TemplateLiteral'
        ) {
          if (callee.property.name !== 'selectFrom') return;
        }
        context.report({ node, messageId: 'query' });
      },
    };
  },
};

export default {
  rules: {
    'module-boundaries': moduleBoundaries,
    'queries-in-repositories': queriesInRepositories,
  },
};
