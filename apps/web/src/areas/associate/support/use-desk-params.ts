import type { DeskTicket } from '@party/shared';
import { useSearchParams } from 'react-router';
import type { DeskFilter } from '@/features/support/desk-api';

/**
 * The desk's place in the address: the tab, the tickets' view, status and search, the open ticket
 * and chat. Defaults leave the address; opening a ticket or chat is a step Back undoes.
 */
export function useDeskParams() {
  const [params, setParams] = useSearchParams();
  const viewParam = params.get('view');
  const filter: DeskFilter = {
    view: viewParam === 'mine' || viewParam === 'unassigned' ? viewParam : 'all',
    status: params.get('status') ?? 'all',
    search: params.get('search') ?? '',
  };
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (
          value &&
          !(key === 'status' && value === 'all') &&
          !(key === 'view' && value === 'all') &&
          !(key === 'tab' && value === 'tickets')
        )
          next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: key !== 'ticket' && key !== 'chat' },
    );
  /** A ticket just created opens on the Tickets tab. */
  const openCreated = (ticket: DeskTicket) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('tab');
      next.set('ticket', ticket.id);
      return next;
    });
  return {
    params,
    filter,
    selected: params.get('ticket'),
    tab: params.get('tab') === 'chats' ? 'chats' : 'tickets',
    setParam,
    openCreated,
  };
}
export type DeskParams = ReturnType<typeof useDeskParams>;
