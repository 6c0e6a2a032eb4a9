export interface ReceivedEvent {
  event: string;
  data: unknown;
}

export interface EventStream {
  status: number;
  headers: Headers;
  /** Everything received so far, comments and retry lines included, as text. */
  raw(): string;
  events: ReceivedEvent[];
  waitFor(predicate: (e: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /**
   * Resolves when the stream is over: 'end' when the server ended the body cleanly, 'error' when
   * the connection broke (a reset) or close() aborted it.
   */
  ended: Promise<'end' | 'error'>;
  close(): void;
}

/** Opens /api/events the way a browser's EventSource does (a long GET) and parses what arrives. */
export async function openEventStream(
  baseUrl: string,
  cookie: string,
  headers: Record<string, string> = {},
): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/api/events`, {
    headers: { ...headers, cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  let text = '';
  const events: ReceivedEvent[] = [];
  const listeners = new Set<() => void>();
  const decoder = new TextDecoder();

  const ended = (async (): Promise<'end' | 'error'> => {
    if (!res.body) return 'end';
    const reader = res.body.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'end';
        text += decoder.decode(value, { stream: true });
        const complete = text.slice(0, text.lastIndexOf('\n\n') + 2);
        // Parse only whole blocks; keep the raw text for assertions.
        events.length = 0;
        for (const block of complete.split('\n\n')) {
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        for (const listener of listeners) listener();
      }
    } catch {
      // aborted by close(), or the connection broke
      return 'error';
    }
  })();

  return {
    status: res.status,
    headers: res.headers,
    raw: () => text,
    events,
    ended,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (!found) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`No matching event within ${timeoutMs} ms; received: ${text}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
