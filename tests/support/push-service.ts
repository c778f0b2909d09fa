import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ece from 'http_ece';

/**
 * A stand-in for a browser vendor's push service (the true outside edge): an HTTPS endpoint
 * on loopback that receives what `web-push` sends. Its certificate is self-signed; the file
 * `caFile` lets a client trust it (NODE_EXTRA_CA_CERTS for a server process, or `ca`).
 */
export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

export type PushService = {
  url: string;
  ca: string;
  caFile: string;
  received: ReceivedPush[];
  /** The status answered for a path (default 201). */
  answer: (path: string, status: number) => void;
  waitFor: (count: number, path?: string, timeoutMs?: number) => Promise<ReceivedPush[]>;
  close: () => Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'));
  const keyFile = join(dir, 'key.pem');
  const caFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      keyFile,
      '-out',
      caFile,
    ],
    { stdio: 'ignore' },
  );
  const ca = readFileSync(caFile, 'utf8');
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const server = createServer({ key: readFileSync(keyFile), cert: ca }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    ca,
    caFile,
    received,
    answer: (path, status) => void statuses.set(path, status),
    waitFor: async (count, path, timeoutMs = 5_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter((r) => path === undefined || r.path === path);
        if (found.length >= count || Date.now() > deadline) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a browser makes when it subscribes: a P-256 key pair and a 16-byte auth secret. */
export type BrowserKeys = { ecdh: ECDH; p256dh: string; auth: string };

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
}

/** Decrypts a push message (RFC 8291, aes128gcm) as the browser holding `keys` would. */
export function decryptPush(message: ReceivedPush, keys: BrowserKeys): unknown {
  const plain = ece.decrypt(message.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
  return JSON.parse(plain.toString('utf8'));
}
