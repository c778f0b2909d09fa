import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/**
 * Real SMTP through nodemailer when SMTP_URL is set; otherwise every mail is written to
 * the log (with its links), so the flows work on a machine with no mail server. nodemailer
 * (15 MiB) is loaded with the first mail, not at start.
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      send: async (mail) => {
        log.info({ mail: { to: mail.to, subject: mail.subject } }, `Mail (no SMTP_URL set):\n${mail.text}`);
      },
      close: () => undefined,
    };
  }
  let transport: Promise<Transporter> | undefined;
  return {
    send: async (mail) => {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...mail });
    },
    close: () =>
      void transport?.then(
        (opened) => opened.close(),
        () => undefined,
      ),
  };
}
