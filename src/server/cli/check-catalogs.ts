// `npm run i18n:check`: extracts every message (app and server) and fails when a template
// (locales/*.pot) was stale, when a catalog has a message without a translation, or when a
// translation's ICU message does not compile or lacks a plural form, so no string ships
// untranslated or broken.
import { formatter as poFormatter } from '@lingui/format-po';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { extractCatalogs } from '../../build/extract-catalogs.ts';
import { icuProblems } from '../../build/icu-plurals.ts';

const root = resolve(import.meta.dirname, '../../..');
const catalogs = ['messages', 'server'];
const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

const templates = catalogs.map((catalog) => resolve(root, 'locales', `${catalog}.pot`));
const before = templates.map(read);
await extractCatalogs(root);

let problems = 0;
const report = (text: string) => {
  problems += 1;
  console.error(text);
};

templates.forEach((template, i) => {
  if (read(template) !== before[i]) {
    report(
      `${template.slice(root.length + 1)} was ${before[i] === undefined ? 'missing' : 'stale'}: extracting has written it, commit it.`,
    );
  }
});

type Entry = { message?: string; translation?: string; obsolete?: boolean };
const parse = poFormatter({ explicitIdAsDefault: true }).parse as unknown as (
  content: string,
  ctx: { locale: string; sourceLocale: string; filename: string },
) => Record<string, Entry>;

for (const catalog of catalogs) {
  for (const locale of ['ro', 'en']) {
    const filename = resolve(root, 'locales', locale, `${catalog}.po`);
    const entries = parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
    for (const [id, entry] of Object.entries(entries)) {
      if (entry.obsolete) continue;
      // The English catalog may rely on the source text; Romanian needs its own.
      const text = locale === 'en' ? entry.translation || entry.message : entry.translation;
      const where = `locales/${locale}/${catalog}.po: ${entry.message ?? id}`;
      if (!text) report(`missing ${locale} translation in ${where}`);
      else for (const problem of icuProblems(text, locale)) report(`${problem} in ${where}`);
    }
  }
}
if (problems > 0) {
  console.error(
    `\n${problems} problem(s). Translate in locales/*/*.po (locales/README.md), then commit what` +
      ' `npm run i18n:extract` wrote (this check has just run it).',
  );
  process.exit(1);
}
console.log(
  'Catalogs complete: templates current; every message has a ro and an en translation, and its plurals compile.',
);
