// `npm run i18n:extract`: updates locales/{ro,en}/*.po and their templates locales/*.pot
// from the source (src/build/extract-catalogs.ts says what it adds to `lingui extract`).
import { resolve } from 'node:path';
import { extractCatalogs } from '../../build/extract-catalogs.ts';

for (const { catalog, template, messages } of await extractCatalogs(resolve(import.meta.dirname, '../../..'))) {
  console.log(`${catalog}: ${messages} messages, template ${template}`);
}
