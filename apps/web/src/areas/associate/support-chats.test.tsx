import type { ChatMessage, DeskChat } from '@party/shared';
import { act, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '@/test/fake-event-source';
import { makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const me = makePrincipal({ role: 'associate', associateRole: 'sales', name: 'Chloe Sales' });
const chatId = '44444444-4444-4444-8444-444444444444';

function chat(overrides: Partial<DeskChat> = {}): DeskChat {
  return {
    id: chatId,
    title: 'School fete order',
    status: 'active',
    lastMessageAt: '2026-11-27T01:00:00.000Z',
    lastMessage: {
      content: 'Yes please, and add 30 packs of the party hats too.',
      createdAt: '2026-11-27T01:00:00.000Z',
      isSystemMessage: false,
    },
    unreadCount: 2,
    partner: { id: 'p1', name: 'Bella Nguyen', email: 'partner@partycentral.com.au' },
    staffNames: ['Chloe Sales'],
    mine: true,
    ...overrides,
  };
}

function message(content: string, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m-${content.length}`,
    conversationId: chatId,
    senderId: 'p1',
    senderName: 'Bella Nguyen',
    content,
    isSystemMessage: false,
    createdAt: '2026-11-27T01:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

describe('Support desk Chats (a partner chat reaches the desk live, and back)', () => {
  it('lists the partner chats with unread counts, opens one, reads it and replies', async () => {
    let current = chat();
    const api = mockApi({
      ...sessionHandlers(me),
      'GET /api/associate/support/tickets': { body: { items: [] } },
      'GET /api/associate/support/chats': () => ({ body: { items: [current] } }),
      [`POST /api/associate/support/chats/${chatId}/read`]: () => {
        current = chat({ unreadCount: 0 });
        return { body: { marked: 2 } };
      },
      [`GET /api/associate/support/conversations/${chatId}/messages`]: {
        body: { items: [message('Yes please, and add 30 packs of the party hats too.')] },
      },
      [`POST /api/associate/support/conversations/${chatId}/messages`]: {
        status: 201,
        body: message('Quote is on its way.', {
          id: 'm-reply',
          senderId: me.userId,
          senderName: 'Chloe Sales',
        }),
      },
    });
    renderApp('/associate/support');
    // The Chats tab carries the desk's unread total.
    await userEvent.click(await screen.findByRole('tab', { name: /Chats.*2 unread/ }, { timeout: 15_000 }));
    const list = await screen.findByRole('list', { name: 'Chats' });
    const item = within(list).getByRole('button', { name: /School fete order/ });
    expect(within(item).getByLabelText('2 unread')).toBeTruthy();
    expect(within(item).getByText(/Bella Nguyen · with Chloe Sales/)).toBeTruthy();

    await userEvent.click(item);
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Yes please, and add 30 packs of the party hats too.')).toBeTruthy();
    expect(screen.getByText(/Bella Nguyen \(partner@partycentral.com.au\) · with Chloe Sales/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(api.calls('POST', `/api/associate/support/chats/${chatId}/read`)).toHaveLength(1),
    );
    await vi.waitFor(() => expect(within(list).queryByLabelText('2 unread')).toBeNull());

    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Quote is on its way.{Enter}');
    expect(await within(log).findByText('Quote is on its way.')).toBeTruthy();
    expect(api.calls('POST', `/api/associate/support/conversations/${chatId}/messages`)[0]?.body).toEqual({
      content: 'Quote is on its way.',
    });
  });

  it("a partner's new message appears live in the open chat and refreshes the list", async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    let current = chat({ unreadCount: 0 });
    mockApi({
      ...sessionHandlers(me),
      'GET /api/associate/support/tickets': { body: { items: [] } },
      'GET /api/associate/support/chats': () => ({ body: { items: [current] } }),
      [`POST /api/associate/support/chats/${chatId}/read`]: { body: { marked: 1 } },
      [`GET /api/associate/support/conversations/${chatId}/messages`]: {
        body: { items: [message('Can you hold 40 packs?')] },
      },
    });
    renderApp(`/associate/support?tab=chats&chat=${chatId}`);
    const log = await screen.findByRole('log', { name: 'Messages' }, { timeout: 15_000 });
    await vi.waitFor(() => expect(FakeEventSource.instances.at(-1)?.url).toBe('/api/events'));
    const source = FakeEventSource.instances.at(-1);
    const arriving = message('Add 30 hats too.', { id: 'm-new' });
    current = chat({
      unreadCount: 0,
      lastMessage: { content: 'Add 30 hats too.', createdAt: arriving.createdAt, isSystemMessage: false },
    });
    act(() =>
      source?.emit('message.created', { conversationId: chatId, message: arriving, truncated: false }),
    );
    expect(await within(log).findByText('Add 30 hats too.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Chats' });
    expect(await within(list).findByText('Add 30 hats too.')).toBeTruthy();
  });

  it('on a phone, shows an open chat in place of the list, with Back to Chats', async () => {
    mockApi({
      ...sessionHandlers(me),
      'GET /api/associate/support/tickets': { body: { items: [] } },
      'GET /api/associate/support/chats': { body: { items: [chat({ unreadCount: 0 })] } },
      [`GET /api/associate/support/conversations/${chatId}/messages`]: {
        body: { items: [message('Can you hold 40 packs?')] },
      },
    });
    const { router } = renderApp(`/associate/support?tab=chats&chat=${chatId}`);
    await screen.findByRole('log', { name: 'Messages' }, { timeout: 15_000 });
    const listCard = screen.getByRole('list', { name: 'Chats' }).closest('[data-slot="card"]') as HTMLElement;
    // Below the lg breakpoint the list steps aside for the open chat (it stays beside it when wide).
    expect(listCard.className).toContain('min-w-0');
    expect(listCard.className).toContain('max-lg:hidden');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Chats' }));
    expect(router.state.location.search).toBe('?tab=chats');
    expect(screen.queryByRole('log', { name: 'Messages' })).toBeNull();
    expect(listCard.className).not.toContain('max-lg:hidden');
  });
});
