import { Undo2Icon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';

/** A member who does not shop (a viewer) reached the address: told so, as the server refuses them. */
export function ReturnsNotForRole() {
  return (
    <EmptyState
      icon={Undo2Icon}
      title="Returns are for members who shop"
      description="Your role in your company lets you see orders, not return them. Ask your company's owner or a buyer."
    />
  );
}
