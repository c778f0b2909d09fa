import type { CatalogFormatter, CatalogType, MessageType } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/** The extracted comment (`#.`) that carries an explicit-id message's English source text. */
export const SOURCE_TEXT_PREFIX = 'English: ';

const hasExplicitId = (id: string, message: MessageType) =>
  message.message !== undefined && id !== generateMessageId(message.message, message.context ?? undefined);

// One comment line per message: gettext comments end at the line, so newlines are written as \n.
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
const unescape = (text: string) => text.replace(/\\(\\|n)/g, (_, c: string) => (c === 'n' ? '\n' : '\\'));

/**
 * The PO format, plus the English source text of every explicit-id message (the server's
 * `admin.locations.has_lots`) as an extracted comment, so a translator reads
 *   #. English: Parking lots belong to this location: move or delete them first.
 *   msgid "admin.locations.has_lots"
 * while the id, which the server looks messages up by, stays the msgid. Reading a catalog
 * takes the comment back as the message's source text: `lingui extract` then updates an
 * English msgstr that still equals the old source text, as it does for source-text ids.
 */
export function withSourceText(format: CatalogFormatter): CatalogFormatter {
  return {
    ...format,
    async serialize(catalog, ctx) {
      const annotated: CatalogType = {};
      for (const [id, message] of Object.entries(catalog)) {
        const comments = (message.comments ?? []).filter((c) => !c.startsWith(SOURCE_TEXT_PREFIX));
        if (hasExplicitId(id, message)) comments.unshift(SOURCE_TEXT_PREFIX + escape(message.message ?? ''));
        annotated[id] = { ...message, comments };
      }
      return format.serialize(annotated, ctx);
    },
    async parse(content, ctx) {
      const catalog = await format.parse(content, ctx);
      for (const message of Object.values(catalog)) {
        const source = message.comments?.find((c) => c.startsWith(SOURCE_TEXT_PREFIX));
        if (source === undefined) continue;
        message.comments = message.comments?.filter((c) => c !== source);
        message.message ??= unescape(source.slice(SOURCE_TEXT_PREFIX.length));
      }
      return catalog;
    },
  };
}
