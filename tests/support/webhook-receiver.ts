import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebHookRequest } from 'pusher';

/** One delivery as a Pusher webhook endpoint sees it: what the `pusher` library's webhook() takes. */
export type Delivery = WebHookRequest & { headers: Record<string, string | string[] | undefined>; status: number };

export type WebhookEventBody = { name: string; channel: string; user_id?: string };

export type WebhookReceiver = {
  url: string;
  deliveries: Delivery[];
  /** The events of every delivery answered 2xx, in order. */
  events: () => WebhookEventBody[];
  /** The statuses to answer the next deliveries with (then 200). */
  failNext: (...statuses: number[]) => void;
  close: () => Promise<void>;
};

/**
 * An integrator's webhook endpoint (the outside edge) on loopback: it records each POST's
 * headers and raw body, and answers 200 unless told to fail.
 */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const failures: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = failures.shift() ?? 200;
      deliveries.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/pusher/webhooks`,
    deliveries,
    events: () =>
      deliveries
        .filter((d) => d.status < 300)
        .flatMap((d) => (JSON.parse(d.rawBody) as { events: WebhookEventBody[] }).events),
    failNext: (...statuses) => failures.push(...statuses),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
