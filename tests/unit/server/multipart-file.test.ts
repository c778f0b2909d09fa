import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../src/server/lib/multipart-file';

/** A form as a browser's FormData encodes it, with its Content-Type. */
async function encoded(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type') ?? '' };
}

describe('multipartFile', () => {
  it('finds the named file among other fields, byte for byte', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 13, 10, 45, 45, 0, 255, 13, 10]);
    const form = new FormData();
    form.append('note', 'first');
    form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'a.jpg');
    form.append('after', 'last');
    const { body, type } = await encoded(form);
    expect(multipartFile(body, type, 'photo')).toEqual(Buffer.from(bytes));
  });

  it('answers undefined without the field, without a boundary, or for a cut body', async () => {
    const form = new FormData();
    form.append('other', new Blob(['x']), 'x.bin');
    const { body, type } = await encoded(form);
    expect(multipartFile(body, type, 'photo')).toBeUndefined();
    expect(multipartFile(body, 'multipart/form-data', 'photo')).toBeUndefined();
    const withPhoto = new FormData();
    withPhoto.append('photo', new Blob(['abc']), 'p.png');
    const whole = await encoded(withPhoto);
    expect(multipartFile(whole.body.subarray(0, whole.body.length - 30), whole.type, 'photo')).toBeUndefined();
    expect(multipartFile(Buffer.from('not a form'), whole.type, 'photo')).toBeUndefined();
  });
});
