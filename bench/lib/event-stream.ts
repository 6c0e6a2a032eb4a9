/**
 * A live-event stream client for benches: GET /api/events over its own socket (from a chosen
 * loopback address, so many streams can come from several client addresses), parsing the
 * server-sent events and handing each to `onEvent` with the time it arrived.
 */
import { type ClientRequest, request } from 'node:http';
import { performance } from 'node:perf_hooks';

export interface StreamedEvent {
  type: string;
  data: unknown;
  /** performance.now() when its last byte arrived. */
  at: number;
}

export interface OpenStream {
  /** 200 when the server took the stream, else the refusal's status (429 beyond a cap). */
  status: number;
  close(): Promise<void>;
}

export function openEventStream(
  base: string,
  options: { cookie?: string; localAddress?: string; onEvent: (event: StreamedEvent) => void },
): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    let req: ClientRequest | null = null;
    req = request(
      `${base}/api/events`,
      {
        agent: false,
        localAddress: options.localAddress,
        headers: { accept: 'text/event-stream', ...(options.cookie ? { cookie: options.cookie } : {}) },
      },
      (res) => {
        const closed = new Promise<void>((done) => res.socket.once('close', () => done()));
        const close = () => {
          req?.destroy();
          return closed;
        };
        if (res.statusCode !== 200) {
          res.resume();
          resolve({ status: res.statusCode ?? 0, close });
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            let type = '';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event: ')) type = line.slice(7);
              else if (line.startsWith('data: ')) data += line.slice(6);
            }
            if (type) options.onEvent({ type, data: JSON.parse(data), at: performance.now() });
          }
        });
        res.on('error', () => {}); // a stream destroyed by close() ends with an abort
        resolve({ status: 200, close });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
