import { execFile, execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { connect } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/login`;

// 10 MB of JSON, ten times the 1 MiB limit.
const big = Buffer.from(JSON.stringify({ email: 'x'.repeat(10 * 1024 * 1024), password: 'p' }));
const dir = mkdtempSync(join(tmpdir(), 'body-limit-'));
const bigFile = join(dir, 'big.json');
writeFileSync(bigFile, big);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TOO_LARGE = '413 {"message":"Cererea este prea mare."}';

/** Node's own client, writing the whole body before it reads: with a length, or chunked (no length known). */
function nodeClient(withLength: boolean): Promise<string> {
  return new Promise((resolve) => {
    const headers = { 'content-type': 'application/json', ...(withLength ? { 'content-length': big.length } : {}) };
    const req = request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve(`${res.statusCode} ${text}`));
    });
    req.on('error', (err) => resolve(`error ${err.message}`));
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')));
    let offset = 0;
    const write = () => {
      while (offset < big.length) {
        const more = req.write(big.subarray(offset, (offset += 64 * 1024)));
        if (!more) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

/** curl, which answered "Send failure: Broken pipe" when the server closed mid-upload. */
function curl(expectContinue: boolean): Promise<string> {
  const args = ['-sS', '-m', '20', '-o', '-', '-w', '\n%{http_code}', '-H', 'content-type: application/json'];
  if (!expectContinue) args.push('-H', 'Expect:');
  return new Promise((resolve) =>
    execFile('curl', [...args, '--data-binary', `@${bigFile}`, url], (err, stdout, stderr) => {
      if (err) return resolve(`error ${stderr.trim()}`);
      const [text, status] = stdout.split('\n');
      resolve(`${status} ${text}`);
    }),
  );
}

const hasCurl = (() => {
  try {
    execFileSync('curl', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('a body over the limit', () => {
  it('answers 413 after reading it, so a client sending 10 MB reads the answer', async () => {
    const answers: string[] = [];
    const viaFetch = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    answers.push(`${viaFetch.status} ${await viaFetch.text()}`);
    answers.push(await nodeClient(true), await nodeClient(false));
    if (hasCurl) for (let round = 0; round < 3; round += 1) answers.push(await curl(false), await curl(true));
    expect(answers).toEqual(answers.map(() => TOO_LARGE));
  }, 120_000);
});

/** Two requests on one kept-alive connection: the first with `header` bytes of headers. Both statuses, or the error. */
function twoOnOneConnection(headerBytes: number, path = '/api/health'): Promise<string[]> {
  const base = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(base.port), base.hostname);
    let received = '';
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', (err) => resolve([`error ${(err as NodeJS.ErrnoException).code}`, received]));
    socket.on('close', () => resolve(received.split('\r\n').filter((line) => /^HTTP\/1\.1 |^connection:/i.test(line))));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(headerBytes)}\r\n\r\n`);
    // The next request a keep-alive client would send on the same connection.
    setTimeout(() => socket.writable && socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'), 300);
  });
}

describe('headers or a URL over the limit', () => {
  it('answers 431 with Connection: close and closes cleanly, so the client reconnects for its next request', async () => {
    const lines = await twoOnOneConnection(20 * 1024);
    expect(lines).toEqual(['HTTP/1.1 431 Request Header Fields Too Large', 'Connection: close']);
    const longUrl = await twoOnOneConnection(0, `/api/health?q=${'u'.repeat(20 * 1024)}`);
    expect(longUrl[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    // A keep-alive client (fetch) reads the answer, then its next request works on a new connection.
    const refused = await fetch(`${url}?q=${'u'.repeat(20 * 1024)}`);
    expect(refused.status).toBe(431);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
    expect((await fetch(url.replace('/api/login', '/api/health'))).status).toBe(200);
  });
});
