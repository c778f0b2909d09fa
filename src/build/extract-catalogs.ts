import { getCatalogs } from '@lingui/cli/api';
import { getConfig, type CatalogFormatter, type CatalogType } from '@lingui/conf';
import { formatter as poFormatter } from '@lingui/format-po';
import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import { withSourceText } from './source-text-format.ts';

type Extracted = { catalog: string; template: string; messages: number };

/**
 * `npm run i18n:extract`: what `lingui extract --clean` does (configuration in package.json),
 * with two additions for translators. Every catalog gets its template beside the locale
 * folders (locales/messages.pot, locales/server.pot: Lingui's own extract-template would
 * write both catalogs to one locales/messages.pot), and explicit-id messages carry their
 * English source text as a comment (source-text-format.ts).
 */
export async function extractCatalogs(rootDir: string): Promise<Extracted[]> {
  const config = getConfig({ cwd: rootDir });
  if (config.format !== 'po') throw new Error('The catalogs are PO files: lingui.format is "po" in package.json.');
  const { sourceLocale } = config;
  if (!sourceLocale) throw new Error('lingui.sourceLocale is set in package.json.');
  const format: CatalogFormatter = withSourceText(poFormatter(config.formatOptions));
  const catalogs = await getCatalogs({ ...config, format });
  return Promise.all(
    catalogs.map(async (catalog) => {
      const name = relative(rootDir, catalog.path);
      const byLocale = await catalog.make({
        clean: true,
        overwrite: false,
        locale: config.locales,
        orderBy: config.orderBy,
      });
      const source = byLocale && byLocale[sourceLocale];
      if (!source) throw new Error(`Extraction failed for ${name}`);
      const template = templatePath(catalog.path) + catalog.format.getTemplateExtension();
      catalog.templateFile = template;
      const created = !existsSync(template);
      await catalog.writeTemplate(withoutTranslations(source));
      // Read back, a new PO file gains gettext's standard headers: write it in that settled form.
      if (created) await catalog.writeTemplate(withoutTranslations(source));
      return { catalog: name, template: relative(rootDir, template), messages: Object.keys(source).length };
    }),
  );
}

/** locales/{locale}/server -> locales/server */
function templatePath(catalogPath: string): string {
  if (!catalogPath.includes('/{locale}/')) throw new Error(`A catalog path ends in {locale}/<name>: ${catalogPath}`);
  return catalogPath.replace('/{locale}/', '/');
}

// A template holds the source texts only: no translation, no translator's comment or flag.
function withoutTranslations(catalog: CatalogType): CatalogType {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, { extra: _extra, ...message }]) => [id, { ...message, translation: '' }]),
  );
}
