import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string; text: string };
export type MailSink = {
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next mail to an address (resolves at once when one is there already). */
  waitFor: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Decodes the text of a simple MIME message (quoted-printable or base64 bodies). */
function decodeText(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const qp = unfolded.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g),
  ]
    .map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
    .join('\n');
  return Buffer.from(qp, 'latin1').toString('utf8') + '\n' + base64Parts;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives (the app sends through nodemailer). */
export async function startMailSink(): Promise<MailSink> {
  const messages: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (m: ReceivedMail) => void }[] = [];
  // What a missing mail's error reports: whether the app connected at all.
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw, text: decodeText(raw) };
        messages.push(mail);
        for (const w of waiters.splice(0)) {
          if (mail.to.includes(w.to)) w.resolve(mail);
          else waiters.push(w);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 5000) {
      const address = to.toLowerCase();
      const existing = messages.find((m) => m.to.includes(address));
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const seen = messages.map((m) => m.to.join(',')).join('; ') || 'none';
          reject(
            new Error(`no mail to ${to} within ${timeoutMs} ms (SMTP connections: ${connections}; mails to: ${seen})`),
          );
        }, timeoutMs);
        waiters.push({
          to: address,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
