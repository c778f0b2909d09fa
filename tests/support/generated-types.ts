import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '../..');

/**
 * What an integrator does with the served document: openapi-typescript writes `openapi.d.ts`
 * (paths, components, operations) into a fresh directory under .tmp, where probe files that
 * import it are written and type-checked with the project's compiler options.
 */
export async function generateTypes(document: unknown): Promise<{ dir: string; root: string }> {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const dir = mkdtempSync(join(root, '.tmp', 'openapi-types-'));
  writeFileSync(join(dir, 'openapi.d.ts'), astToString(await openapiTS(document as never)));
  return { dir, root };
}

/** Writes `source` as `dir/name` and answers the compiler's errors in it (none: it compiles). */
export function typeErrors(dir: string, name: string, source: string): string[] {
  const file = join(dir, name);
  writeFileSync(file, source);
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config;
  const { options, fileNames } = ts.parseJsonConfigFileContent(config, ts.sys, root);
  // The project's declarations (e.g. of .po imports) come along.
  const declarations = fileNames.filter((fileName) => fileName.endsWith('.d.ts'));
  const program = ts.createProgram([file, ...declarations], { ...options, noEmit: true, noUnusedLocals: false });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`);
}
