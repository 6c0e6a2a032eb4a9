/**
 * One EventSource on /api/events shared by every subscriber. The browser reconnects by itself
 * after a dropped connection; when the server refuses (the source closes for good) we reopen it
 * with a growing pause, and tell subscribers so they can refetch what they may have missed.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

type EventHandler = (data: unknown) => void;

const EVENTS_URL = '/api/events';
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const handlers = new Map<string, Set<EventHandler>>();
const reconnectHandlers = new Set<() => void>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryDelay = FIRST_RETRY_MS;
let openedBefore = false;

function dispatch(type: string, event: MessageEvent<string>) {
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  for (const handler of handlers.get(type) ?? []) handler(data);
}

function listen(target: EventSource, type: string) {
  target.addEventListener(type, (event) => dispatch(type, event as MessageEvent<string>));
}

function open() {
  if (typeof EventSource === 'undefined') return;
  const next = new EventSource(EVENTS_URL, { withCredentials: true });
  source = next;
  for (const type of handlers.keys()) listen(next, type);
  next.addEventListener('open', () => {
    retryDelay = FIRST_RETRY_MS;
    if (openedBefore) for (const handler of reconnectHandlers) handler();
    openedBefore = true;
  });
  next.addEventListener('error', () => {
    if (next.readyState !== EventSource.CLOSED || source !== next) return;
    source = null;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (hasSubscribers()) open();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
  });
}

function hasSubscribers() {
  return handlers.size > 0 || reconnectHandlers.size > 0;
}

function closeWhenUnused() {
  if (hasSubscribers()) return;
  source?.close();
  source = null;
  openedBefore = false;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
}

/** Calls handler with the parsed data of each `event: <type>`; returns the unsubscribe function. */
export function subscribeLiveEvent(type: string, handler: EventHandler): () => void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
    if (source) listen(source, type);
  }
  set.add(handler);
  if (!source && !retryTimer) open();
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(type);
    closeWhenUnused();
  };
}

/** Called each time the stream comes back after a break (events may have been missed). */
export function subscribeReconnect(handler: () => void): () => void {
  reconnectHandlers.add(handler);
  return () => {
    reconnectHandlers.delete(handler);
    closeWhenUnused();
  };
}

/** Which queries a screen keeps live: see useLiveInvalidate (lib/use-live-invalidate.ts). */
export interface LiveInvalidation {
  /** The event types whose arrival refetches `queryKeys`. */
  events: readonly string[];
  queryKeys: readonly QueryKey[];
  /** Whether an event concerns these queries (every event of `events` when absent). */
  matches?: (data: unknown, type: string) => boolean;
  /** Called with each event that matches, before the refetch (a toast, a cache update). */
  onEvent?: (data: unknown, type: string) => void;
  /** What the stream coming back after a break refetches: `queryKeys` when absent. */
  reconnectKeys?: readonly QueryKey[];
}

/**
 * Invalidates the queries of `current()` on each of its events and after a break in the stream;
 * returns the unsubscribe function. `current` is read on every event, so callbacks stay fresh.
 */
export function subscribeInvalidation(
  queryClient: QueryClient,
  current: () => LiveInvalidation | null,
): () => void {
  const refresh = (keys: readonly QueryKey[]) => {
    for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
  };
  const stops = [
    ...(current()?.events ?? []).map((type) =>
      subscribeLiveEvent(type, (data) => {
        const live = current();
        if (!live || (live.matches && !live.matches(data, type))) return;
        live.onEvent?.(data, type);
        refresh(live.queryKeys);
      }),
    ),
    subscribeReconnect(() => {
      const live = current();
      if (live) refresh(live.reconnectKeys ?? live.queryKeys);
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
