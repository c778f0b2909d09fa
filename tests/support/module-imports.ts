import { relative, sep } from 'node:path';
import { importGraph } from './import-cycles';

/**
 * Imports that cross from one server module into another without its index.ts
 * (`modules/a/x.ts -> modules/b/repository.ts`), type-only imports included: the module
 * boundary rule of src/server/README.md, which src/eslint.config.js enforces.
 */
export function crossModuleImports(root: string): string[] {
  const modulesDir = 'src/server/modules';
  const moduleOf = (file: string) => {
    const parts = relative(modulesDir, relative(root, file)).split(sep);
    return parts.length > 1 && parts[0] !== '..' ? parts[0] : undefined;
  };
  const crossings: string[] = [];
  for (const [file, targets] of importGraph(root, [modulesDir])) {
    const from = moduleOf(file);
    for (const target of targets) {
      const to = moduleOf(target);
      const isIndex = relative(root, target) === [modulesDir, to, 'index.ts'].join(sep);
      if (from && to && from !== to && !isIndex) {
        crossings.push(
          `${relative(modulesDir, relative(root, file))} -> ${relative(modulesDir, relative(root, target))}`,
        );
      }
    }
  }
  return crossings;
}
