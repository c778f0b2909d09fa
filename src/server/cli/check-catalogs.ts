// `npm run i18n:check`: extracts every message (app and server) and fails when a catalog
// has a message without a translation, so no string ships untranslated.
import { formatter as poFormatter } from '@lingui/format-po';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, encoding: 'utf8' });
if (extract.status !== 0) {
  console.error(extract.stdout, extract.stderr);
  process.exit(1);
}

type Entry = { message?: string; translation?: string; obsolete?: boolean };
const parse = poFormatter({ explicitIdAsDefault: true }).parse as unknown as (
  content: string,
  ctx: { locale: string; sourceLocale: string; filename: string },
) => Record<string, Entry>;

let missing = 0;
for (const catalog of ['messages', 'server']) {
  for (const locale of ['ro', 'en']) {
    const filename = resolve(root, 'locales', locale, `${catalog}.po`);
    const entries = parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename });
    for (const [id, entry] of Object.entries(entries)) {
      if (entry.obsolete) continue;
      // The English catalog may rely on the source text; Romanian needs its own.
      const text = locale === 'en' ? entry.translation || entry.message : entry.translation;
      if (!text) {
        missing += 1;
        console.error(`missing ${locale} translation in locales/${locale}/${catalog}.po: ${entry.message ?? id}`);
      }
    }
  }
}
if (missing > 0) {
  console.error(`\n${missing} message(s) without a translation. Translate them in locales/*/*.po.`);
  process.exit(1);
}
console.log('Catalogs complete: every message has a ro and an en translation.');
