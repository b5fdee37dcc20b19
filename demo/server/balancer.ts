// A loopback load balancer: each request goes to the next worker in turn, as a round-robin
// balancer without sticky sessions does; a worker that refuses connections is skipped. Used by
// `npm start -- --workers N` (demo/server/workers.ts) and by the workers test (test/workers).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** Which worker (by index) each request went to, in order. */
  served: number[];
  /** The next request goes to the first worker again. */
  reset(): void;
  /** Resolves once `count` requests have arrived since the last reset. */
  arrivals(count: number): Promise<void>;
  close(): Promise<void>;
}

export interface BalancerOptions {
  /** Port on 127.0.0.1. @default 0 (a free one) */
  port?: number;
  /** A request for which this names a URL goes there, outside the turns (and is not counted). */
  pin?: (path: string) => string | undefined;
}

export async function startBalancer(targets: () => string[], options: BalancerOptions = {}): Promise<Balancer> {
  let turn = 0;
  let arrived = 0;
  const served: number[] = [];
  const server: Server = createServer((req, res) => {
    const pinned = options.pin?.(new URL(req.url ?? '/', 'http://balancer').pathname);
    // The turn is taken as the request arrives, so requests made one after another go in order.
    const first = pinned ? 0 : turn++;
    if (!pinned) arrived++;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => attempt(0));
    const attempt = (tried: number) => {
      const list = pinned ? [pinned] : targets();
      if (tried >= list.length) return void res.writeHead(502, { 'content-type': 'text/plain' }).end('No worker answered.');
      const index = (first + tried) % list.length;
      const target = new URL(list[index]);
      const upstream = request({ host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers }, (reply) => {
        if (!pinned) served.push(index);
        res.writeHead(reply.statusCode!, reply.headers);
        reply.pipe(res);
      });
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNREFUSED' && !res.headersSent) return attempt(tried + 1);
        res.destroy();
      });
      res.on('close', () => upstream.destroy());
      upstream.end(Buffer.concat(chunks));
    };
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    served,
    reset: () => {
      turn = 0;
      arrived = 0;
      served.length = 0;
    },
    arrivals: async (count) => {
      while (arrived < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
