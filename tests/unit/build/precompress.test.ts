import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../src/build/precompress';

const dir = mkdtempSync(join(tmpdir(), 'loc-liber-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'assets', 'deep'), { recursive: true });
const script = `export const lots = [${Array.from({ length: 500 }, (_, i) => `"P-${i}"`).join(',')}];\n`;
const files: Record<string, string> = {
  'index.html': `<!doctype html><html lang="ro"><body>${'<p>Loc Liber</p>'.repeat(100)}</body></html>`,
  'assets/index-1.js': script,
  'assets/deep/style-2.css': `.a{color:red}\n`.repeat(200),
  'assets/index-1.js.map': `{"version":3,"mappings":"${'A'.repeat(5000)}"}`,
  'assets/small-3.js': 'export const a = 1;\n',
};
for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
writeFileSync(join(dir, 'assets', 'icon.png'), Buffer.alloc(4096, 7));
const totals = await precompressDir(dir);

describe('precompressDir', () => {
  it('writes brotli and gzip copies of the text files that unpack to the files', () => {
    for (const name of ['index.html', 'assets/index-1.js', 'assets/deep/style-2.css']) {
      const text = files[name];
      expect(brotliDecompressSync(readFileSync(join(dir, `${name}.br`))).toString(), name).toBe(text);
      expect(gunzipSync(readFileSync(join(dir, `${name}.gz`))).toString(), name).toBe(text);
      expect(readFileSync(join(dir, `${name}.br`)).length, name).toBeLessThan((text ?? '').length / 4);
    }
    expect(totals.files).toBe(3);
  });

  it('leaves source maps, images and files under the 1 KiB threshold alone', () => {
    for (const name of ['assets/index-1.js.map', 'assets/small-3.js', 'assets/icon.png']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
