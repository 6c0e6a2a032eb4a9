import { Badge, type BadgeVariant } from '@/components/ui/badge';

/**
 * Status colours shared by every screen (spec 2: delivered green, shipped blue, processing yellow,
 * pending orange, cancelled red). Unknown statuses show neutral rather than guessing a meaning.
 */
const statusVariants: Record<string, BadgeVariant> = {
  delivered: 'success',
  completed: 'success',
  approved: 'success',
  accepted: 'success',
  active: 'success',
  paid: 'success',
  verified: 'success',
  resolved: 'success',
  converted: 'success',
  won: 'success',
  shipped: 'info',
  in_transit: 'info',
  sent: 'info',
  scheduled: 'info',
  in_progress: 'info',
  processing: 'warning',
  under_review: 'warning',
  draft: 'neutral',
  pending: 'pending',
  requested: 'pending',
  open: 'pending',
  preparing: 'pending',
  cancelled: 'danger',
  rejected: 'danger',
  declined: 'danger',
  expired: 'danger',
  overdue: 'danger',
  failed: 'danger',
  lost: 'danger',
};

export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <Badge variant={statusVariants[status.toLowerCase()] ?? 'neutral'}>{label ?? statusLabel(status)}</Badge>
  );
}
