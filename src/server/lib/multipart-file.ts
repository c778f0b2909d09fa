/**
 * The bytes of one file field of a multipart/form-data body already read into memory (a photo
 * upload: one small form, so no streaming parser and no dependency). Undefined when the body
 * has no such field or is not well formed.
 */
export function multipartFile(body: Buffer, contentType: string, field: string): Buffer | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return undefined;
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first delimiter may open the body without the line break before it.
  let cursor = body.indexOf(Buffer.from(`--${boundary}`));
  if (cursor === -1) return undefined;
  cursor += boundary.length + 2;
  for (let part = 0; part < 100; part += 1) {
    if (body.subarray(cursor, cursor + 2).toString('latin1') === '--') return undefined; // the closing delimiter
    const headersEnd = body.indexOf('\r\n\r\n', cursor);
    if (headersEnd === -1) return undefined;
    const next = body.indexOf(delimiter, headersEnd + 4);
    if (next === -1) return undefined;
    const headers = body.subarray(cursor, headersEnd).toString('latin1');
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(headers)?.[1];
    if (name === field) return body.subarray(headersEnd + 4, next);
    cursor = next + delimiter.length;
  }
  return undefined;
}
