import { formatter as poFormatter } from '@lingui/format-po';
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A language's server messages by id, compiled as Lingui loads them. */
export type ServerCatalog = Record<string, CompiledMessage>;

/**
 * The server's messages in `language` (locales/<language>/server.po), the translation or else
 * the source text, compiled. The compiled server (`npm start`) carries them ready, computed by
 * this function when it is built (src/build/server-bundle.mjs), so it loads neither the PO
 * parser (and date-fns under it, 300 modules) nor the message compiler at start.
 */
export function serverCatalog(language: string): ServerCatalog {
  const path = fileURLToPath(new URL(`../../../locales/${language}/server.po`, import.meta.url));
  const parse = poFormatter({ explicitIdAsDefault: true }).parse as (
    content: string,
    ctx: { locale: string | null; sourceLocale: string; filename: string },
  ) => Record<string, { message?: string; translation?: string }>;
  const catalog = parse(readFileSync(path, 'utf8'), { locale: language, sourceLocale: 'en', filename: path });
  const messages: ServerCatalog = {};
  for (const [id, entry] of Object.entries(catalog)) {
    const text = entry.translation || entry.message;
    if (text) messages[id] = compileMessage(text);
  }
  return messages;
}
