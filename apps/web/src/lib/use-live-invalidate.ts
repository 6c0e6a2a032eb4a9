import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { LiveInvalidation } from './realtime';

/**
 * Keeps queries live from the event stream (/api/events) while the calling component is mounted:
 * each of `live.events` (that `live.matches`, when given) invalidates `live.queryKeys`, and so does
 * the stream coming back after a break (events may have been missed; `live.reconnectKeys` then,
 * when given). `null` listens to nothing. The stream's code loads once a component subscribes, so a
 * public page's first download does not carry it. The callbacks may change on every render; a
 * change of events or keys subscribes anew.
 */
export function useLiveInvalidate(live: LiveInvalidation | null) {
  const queryClient = useQueryClient();
  const latest = useRef(live);
  latest.current = live;
  const subscription = live && JSON.stringify([live.events, live.queryKeys, live.reconnectKeys]);
  useEffect(() => {
    if (!subscription) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./realtime').then(({ subscribeInvalidation }) => {
      if (!left) stop = subscribeInvalidation(queryClient, () => latest.current);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [subscription, queryClient]);
}
