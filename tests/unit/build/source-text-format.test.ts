import type { CatalogType } from '@lingui/conf';
import { formatter as poFormatter } from '@lingui/format-po';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { withSourceText } from '../../../src/build/source-text-format';

const format = withSourceText(poFormatter({ lineNumbers: false }));
const ctx = { locale: 'ro', sourceLocale: 'en', filename: 'server.po', existing: null };

const catalog: CatalogType = {
  'admin.locations.has_lots': {
    message: 'Parking lots belong to this location: move or delete them first.',
    translation: 'Această locație are locuri de parcare: mută-le sau șterge-le mai întâi.',
    origin: [['src/server/modules/locations/admin-service.ts']],
  },
  'auth.reset_mail.body': { message: 'Hello {name},\n\nOpen this link:\n{link}', translation: '' },
};

describe('the PO format with English source text for explicit ids', () => {
  it('writes the English text above the id a translator would otherwise see alone', async () => {
    const po = await format.serialize(catalog, ctx);
    expect(po).toContain(
      [
        '#. English: Parking lots belong to this location: move or delete them first.',
        '#. js-lingui-explicit-id',
        '#: src/server/modules/locations/admin-service.ts',
        'msgid "admin.locations.has_lots"',
      ].join('\n'),
    );
    expect(po).toContain('#. English: Hello {name},\\n\\nOpen this link:\\n{link}\n');
  });

  it('leaves messages whose msgid is already their English text as they are', async () => {
    const po = await format.serialize(
      { ...catalog, [generateMessageId('Reserve it')]: { message: 'Reserve it', translation: 'Rezervă-l' } },
      ctx,
    );
    expect(po).toContain('msgid "Reserve it"');
    expect(po.match(/#\. English: /g)).toHaveLength(2);
  });

  it('reads the comment back as the source text, without keeping it as a comment', async () => {
    const read = await format.parse(await format.serialize(catalog, ctx), ctx);
    expect(read['admin.locations.has_lots']).toMatchObject({
      message: catalog['admin.locations.has_lots']?.message,
      translation: catalog['admin.locations.has_lots']?.translation,
      comments: [],
    });
    expect(read['auth.reset_mail.body']?.message).toBe('Hello {name},\n\nOpen this link:\n{link}');
  });
});
