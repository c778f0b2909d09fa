import { basename, relative, sep } from 'node:path';
import { importGraph } from './import-cycles';

const modulesDir = 'src/server/modules';

/** The server module (folder under src/server/modules) a file belongs to, if any. */
function moduleOf(root: string, file: string): string | undefined {
  const parts = relative(modulesDir, relative(root, file)).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
}

/**
 * Which server module imports which (through index files, type-only imports included), with
 * the files that make each edge: `auth -> users` because of `auth/service.ts`, ...
 */
export function moduleGraph(root: string, folder = modulesDir): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of importGraph(root, [folder])) {
    const from = moduleOf(root, file);
    if (!from) continue;
    const edges = graph.get(from) ?? graph.set(from, new Map()).get(from)!;
    for (const target of targets) {
      const to = moduleOf(root, target);
      if (!to || to === from) continue;
      const files = edges.get(to) ?? edges.set(to, []).get(to)!;
      files.push(relative(modulesDir, relative(root, file)));
    }
  }
  return graph;
}

/**
 * The module-level cycles, each printed as a path that closes on itself with the files that
 * make each step: `users -> auth (users/admin-service.ts) -> users (auth/service.ts)`.
 */
export function moduleCycles(graph: Map<string, Map<string, string[]>>): string[] {
  const cycles: string[] = [];
  const seen = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node)?.keys() ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const loop = [...path.slice(at), next];
        const key = [...loop.slice(0, -1)].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          cycles.push(
            loop
              .map((m, i) =>
                i === 0
                  ? m
                  : `${m} (${graph
                      .get(loop[i - 1]!)!
                      .get(m)!
                      .join(', ')})`,
              )
              .join(' -> '),
          );
        }
      } else if (path.length < 12) visit(next, [...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, [start]);
  return cycles;
}

/** Names an index.ts re-exports from a repository file (`users/index.ts: findUserById from ./repository`). */
export function indexRepositoryExports(root: string): string[] {
  const found: string[] = [];
  for (const [file, targets] of importGraph(root, [modulesDir])) {
    if (basename(file) !== 'index.ts' || !moduleOf(root, file)) continue;
    for (const target of targets) {
      if (/repository\.ts$/.test(basename(target))) {
        found.push(`${relative(modulesDir, relative(root, file))} -> ${relative(modulesDir, relative(root, target))}`);
      }
    }
  }
  return found;
}

/** The files that import `target` (a path relative to root), type-only imports included. */
export function importersOf(root: string, folders: string[], target: string): string[] {
  const importers: string[] = [];
  for (const [file, targets] of importGraph(root, folders)) {
    if (targets.some((t) => relative(root, t) === target)) importers.push(relative(root, file));
  }
  return importers.sort();
}
