import { describe, expect, it } from 'vitest';
import { readLocally } from '../../../src/app/features/notifications/api/mark-read';

const note = (id: number, read_at: string | null = null) => ({
  id,
  title: 'Credite adăugate',
  message: '',
  url: '/credits',
  reservation_id: null,
  created_at: '2026-11-28 10:00:00',
  read_at,
});
const inbox = { data: [note(3), note(2, '2026-11-28 10:05:00'), note(1)], meta: { unread: 2 } };
const at = '2026-11-28 11:00:00';

describe('an inbox read on the device before the server answers', () => {
  it('reads one opened notification, and the count drops by one', () => {
    const read = readLocally(inbox, { id: 3 }, at);
    expect(read.data.map((n) => n.read_at)).toEqual([at, '2026-11-28 10:05:00', null]);
    expect(read.meta.unread).toBe(1);
  });

  it('reads every one up to an id, keeping when an already read one was read', () => {
    const read = readLocally(inbox, { up_to_id: 3 }, at);
    expect(read.data.map((n) => n.read_at)).toEqual([at, '2026-11-28 10:05:00', at]);
    expect(read.meta.unread).toBe(0);
  });
});
