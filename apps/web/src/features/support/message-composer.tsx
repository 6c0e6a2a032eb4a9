import { deskMessages, MESSAGE_MAX_LENGTH, supportMessages } from '@party/shared/support/contract';
import { SendIcon } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSendMessage } from './api';
import { useDeskReply } from './desk-api';

/**
 * The chat composer (docs/product/partner-portal.md): Enter sends, Shift+Enter starts a new line; Send is disabled
 * while the message is empty or only whitespace, or no conversation is open.
 */
export function MessageComposer({
  conversationId,
  closed = false,
  side = 'partner',
}: {
  conversationId: string | null;
  /** A closed conversation takes no new messages (the server refuses them too). */
  closed?: boolean;
  /** Who writes: the partner, or the support desk replying as staff. */
  side?: 'partner' | 'desk';
}) {
  const id = useId();
  const [text, setText] = useState('');
  const partnerSend = useSendMessage();
  const deskReply = useDeskReply();
  const send = side === 'desk' ? deskReply : partnerSend;
  const content = text.trim();
  const canSend = conversationId !== null && !closed && content.length > 0 && !send.isPending;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend || !conversationId) return;
    send.mutate(
      { conversationId, content },
      {
        onSuccess: () => setText(''),
        onError: (error) =>
          toast.error(side === 'desk' ? deskMessages.sendFailed : supportMessages.sendFailed, {
            description: error.message,
          }),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <div className="flex-1">
        <Label htmlFor={id} className="sr-only">
          Message
        </Label>
        <Textarea
          id={id}
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={conversationId === null || closed}
          placeholder={
            closed
              ? 'This conversation is closed. Create a new support ticket to reach us.'
              : conversationId
                ? side === 'desk'
                  ? 'Type your reply... (Enter sends, Shift+Enter for a new line)'
                  : 'Type your message...'
                : 'Select a conversation to start chatting'
          }
          className="min-h-[2.5rem] resize-none"
        />
      </div>
      <Button type="submit" disabled={!canSend}>
        <SendIcon aria-hidden="true" />
        Send
      </Button>
    </form>
  );
}
