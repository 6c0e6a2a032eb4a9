import type { ChatMessage, ConversationSummary, Ticket } from '@party/shared/support/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type MockRequest, makePrincipal, mockApi, sessionHandlers } from '@/test/mock-api';
import { renderApp } from '@/test/render';

const userEvent = userEventLib.setup({ delay: null });
const partner = makePrincipal();
const staffId = crypto.randomUUID();
const conversationId = crypto.randomUUID();

const conversation: ConversationSummary = {
  id: conversationId,
  title: 'Support: Damaged balloons',
  status: 'active',
  lastMessageAt: new Date().toISOString(),
  lastMessage: {
    content: 'Replacements go out today.',
    createdAt: new Date().toISOString(),
    isSystemMessage: false,
  },
  unreadCount: 2,
};

function message(overrides: Partial<ChatMessage>): ChatMessage {
  return {
    id: crypto.randomUUID(),
    conversationId,
    senderId: partner.userId,
    senderName: partner.name,
    content: 'Hello',
    isSystemMessage: false,
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

const thread = [
  message({ content: 'Two packs arrived split.' }),
  message({
    content: 'Ticket #TCK-000007 has been created. Our support team will respond shortly.',
    isSystemMessage: true,
  }),
  message({ senderId: staffId, senderName: 'Sam Sales', content: 'Replacements go out today.' }),
];

const ticket: Ticket = {
  id: crypto.randomUUID(),
  ticketNumber: 'TCK-000007',
  title: 'Damaged balloons',
  description: 'Two packs arrived split.',
  category: 'order',
  priority: 'high',
  status: 'in_progress',
  conversationId,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};

const base = '/api/partner/support';

function handlers(extra: Record<string, unknown> = {}) {
  return {
    ...sessionHandlers(partner),
    [`GET ${base}/conversations`]: { body: { items: [conversation] } },
    [`GET ${base}/conversations/${conversationId}/messages`]: { body: { items: thread } },
    [`POST ${base}/conversations/${conversationId}/read`]: { body: { marked: 2 } },
    [`GET ${base}/tickets`]: { body: { items: [ticket] } },
    ...extra,
  } as Parameters<typeof mockApi>[0];
}

/** The server's 400 for a ticket it will not take, with the fields at fault. */
function ticketRefused(message: string, fields?: Record<string, string>) {
  return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message, fields } } };
}

describe('Messages & Support', () => {
  it('opens a conversation from the list, shows its thread and marks it read', async () => {
    const api = mockApi(handlers());
    renderApp('/partner/messages');
    expect(await screen.findByRole('heading', { name: 'Messages & Support' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Live Chat', selected: true })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByLabelText('2 unread')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: /Support: Damaged balloons/ }));

    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(within(log).getByText('Two packs arrived split.')).toBeTruthy();
    expect(
      within(log).getByText('Ticket #TCK-000007 has been created. Our support team will respond shortly.'),
    ).toBeTruthy();
    expect(within(log).getByText(/Sam Sales/)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls('POST', `${base}/conversations/${conversationId}/read`)).toHaveLength(1),
    );
  });

  it('sends on Enter, not on Shift+Enter, and never sends blank text', async () => {
    const sent = message({ content: 'First line\nSecond line' });
    const api = mockApi(
      handlers({ [`POST ${base}/conversations/${conversationId}/messages`]: { status: 201, body: sent } }),
    );
    renderApp(`/partner/messages?conversation=${conversationId}`);
    await screen.findByRole('log', { name: 'Messages' });
    const box = screen.getByRole('textbox', { name: 'Message' });
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await userEvent.type(box, '   ');
    expect(send.disabled).toBe(true);
    await userEvent.type(box, '{Enter}');
    expect(api.calls('POST', `${base}/conversations/${conversationId}/messages`)).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect((box as HTMLTextAreaElement).value).toBe('First line\nSecond line');
    expect(api.calls('POST', `${base}/conversations/${conversationId}/messages`)).toHaveLength(0);
    await userEvent.type(box, '{Enter}');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    const [request] = api.calls('POST', `${base}/conversations/${conversationId}/messages`) as MockRequest[];
    expect(request!.body).toEqual({ content: 'First line\nSecond line' });
    expect(await screen.findByText(/First line/)).toBeTruthy();
  });

  it("keeps the text and says 'Error sending message' when sending fails", async () => {
    mockApi(
      handlers({
        [`POST ${base}/conversations/${conversationId}/messages`]: {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'This conversation is closed.' } },
        },
      }),
    );
    renderApp(`/partner/messages?conversation=${conversationId}`);
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Anyone there?{Enter}');
    expect(await screen.findByText('Error sending message')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Anyone there?');
  });

  it('takes no new messages in a closed conversation', async () => {
    mockApi(
      handlers({
        [`GET ${base}/conversations`]: { body: { items: [{ ...conversation, status: 'closed' }] } },
      }),
    );
    renderApp(`/partner/messages?conversation=${conversationId}`);
    await screen.findByRole('log', { name: 'Messages' });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).disabled).toBe(true),
    );
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('disables sending while no conversation is open and shows the empty states', async () => {
    mockApi(
      handlers({
        [`GET ${base}/conversations`]: { body: { items: [] } },
        [`GET ${base}/tickets`]: { body: { items: [] } },
      }),
    );
    renderApp('/partner/messages');
    expect(await screen.findByText('No conversations found')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Support Tickets' }));
    expect(await screen.findByText('No support tickets found')).toBeTruthy();
  });

  it('shows a load error inline', async () => {
    mockApi(
      handlers({
        [`GET ${base}/conversations`]: {
          status: 500,
          body: {
            error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
          },
        },
      }),
    );
    renderApp('/partner/messages');
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
  });

  it('creates a ticket: submit disabled until title and description, then toast and reset', async () => {
    const created = { ...ticket, id: crypto.randomUUID(), ticketNumber: 'TCK-000008', title: 'Invoice copy' };
    const api = mockApi(handlers({ [`POST ${base}/tickets`]: { status: 201, body: created } }));
    renderApp('/partner/messages?tab=tickets');
    const table = await screen.findByRole('table', { name: 'Your support tickets' });
    expect(within(table).getByText('TCK-000007')).toBeTruthy();
    expect(within(table).getByText('In progress')).toBeTruthy();
    expect(within(table).getByText('High')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Create New Ticket' });
    const submit = within(form).getByRole('button', { name: 'Create Ticket' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(form).getByLabelText('Title *'), 'Invoice copy');
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(form).getByLabelText('Description *'), '   ');
    expect(submit.disabled).toBe(true);
    await userEvent.type(within(form).getByLabelText('Description *'), 'Please send the March invoice.');
    expect(submit.disabled).toBe(false);
    await userEvent.click(submit);

    expect(await screen.findByText('Ticket created')).toBeTruthy();
    expect(screen.getByText('Your support ticket #TCK-000008 has been submitted.')).toBeTruthy();
    const [request] = api.calls('POST', `${base}/tickets`) as MockRequest[];
    expect(request!.body).toEqual({
      title: 'Invoice copy',
      description: 'Please send the March invoice.',
      category: 'products',
      priority: 'Medium',
    });
    await waitFor(() => expect((within(form).getByLabelText('Title *') as HTMLInputElement).value).toBe(''));
  });

  it('sends the category and priority chosen in their selects, and shows a field error under its select', async () => {
    const api = mockApi(
      handlers({
        [`POST ${base}/tickets`]: ticketRefused('Check the ticket', {
          priority: 'Choose a priority from the list',
        }),
      }),
    );
    renderApp('/partner/messages?tab=tickets');
    const form = await screen.findByRole('form', { name: 'Create New Ticket' });
    await userEvent.type(within(form).getByLabelText('Title *'), 'Refund');
    await userEvent.type(within(form).getByLabelText('Description *'), 'Two packs came back.');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Category *' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Returns' }));
    await userEvent.click(within(form).getByRole('combobox', { name: 'Priority *' }));
    await userEvent.click(await screen.findByRole('option', { name: 'High' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Ticket' }));

    const error = await within(form).findByText('Choose a priority from the list');
    const priority = within(form).getByRole('combobox', { name: 'Priority *' });
    expect(priority.getAttribute('aria-invalid')).toBe('true');
    expect(priority.getAttribute('aria-describedby')).toBe(error.id);
    expect(
      within(form).getByRole('combobox', { name: 'Category *' }).getAttribute('aria-invalid'),
    ).toBeNull();
    const [request] = api.calls('POST', `${base}/tickets`) as MockRequest[];
    expect(request!.body).toMatchObject({ category: 'returns', priority: 'High' });
  });

  it("shows 'Error creating ticket' with the server's message", async () => {
    mockApi(
      handlers({
        [`POST ${base}/tickets`]: ticketRefused('Invalid body: title: Title must be at most 200 characters'),
      }),
    );
    renderApp('/partner/messages?tab=tickets');
    const form = await screen.findByRole('form', { name: 'Create New Ticket' });
    await userEvent.type(within(form).getByLabelText('Title *'), 'Help');
    await userEvent.type(within(form).getByLabelText('Description *'), 'Please');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText('Error creating ticket')).toBeTruthy();
    expect(screen.getByText('Invalid body: title: Title must be at most 200 characters')).toBeTruthy();
  });
});
