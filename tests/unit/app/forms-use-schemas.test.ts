import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const features = join(root, 'src/app/features');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A component that renders a form: the native element or the app's <Form>. */
const forms = files(features)
  .filter((file) => file.endsWith('.tsx'))
  .filter((file) => /<form[\s>]|<Form[\s>]/.test(readFileSync(file, 'utf8')));

/** The form checks with a shared schema itself, or through a module of its feature it imports. */
function checksWithSchema(file: string): boolean {
  const source = readFileSync(file, 'utf8');
  if (source.includes('formIssues(')) return true;
  const local = [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) => resolve(dirname(file), m[1]!));
  return local
    .filter((path) => path.startsWith(features))
    .some((path) => {
      for (const ext of ['.ts', '.tsx']) {
        try {
          return readFileSync(path + ext, 'utf8').includes('formIssues(');
        } catch {
          // not this ending
        }
      }
      return false;
    });
}

/** The exception table of docs/development.md, "Forms and the shared schemas". */
function namedExceptions(): string[] {
  const docs = readFileSync(join(root, 'docs/development.md'), 'utf8');
  const section = docs.split('## Forms and the shared schemas')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+\.tsx)`\s*\|/gm)].map((m) => m[1]!);
}

describe("the app's forms and the shared schemas", () => {
  it('finds the forms (a scan that finds none would pass anything)', () => {
    expect(forms.length).toBeGreaterThanOrEqual(20);
  });

  it('has every form check its body with a domain schema, or named as an exception with why', () => {
    const exceptions = namedExceptions();
    const unchecked = forms
      .map((file) => relative(features, file))
      .filter((name) => !exceptions.includes(name))
      .filter((name) => !checksWithSchema(join(features, name)));
    expect(unchecked).toEqual([]);
  });

  it('names only forms that exist and do not check with a schema', () => {
    const names = forms.map((file) => relative(features, file));
    for (const name of namedExceptions()) {
      expect(names).toContain(name);
      expect(checksWithSchema(join(features, name)), name).toBe(false);
    }
  });

  it('counts the validated forms and the exceptions', () => {
    const exceptions = namedExceptions();
    expect(exceptions).toHaveLength(8);
    expect(forms.length - exceptions.length).toBeGreaterThanOrEqual(16);
  });
});
