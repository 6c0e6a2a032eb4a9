import { type AdminUser, adminUserMessages } from '@party/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { useSetUserActive } from './api';

/**
 * The Active switch of User and Role Management. Disabling asks first: it signs the user out
 * everywhere at once and keeps them from signing in. Success shows 'Status Updated'.
 * `disabled` when the signed-in admin may not change this account (docs/product/access.md).
 */
export function UserActiveSwitch({ user, disabled = false }: { user: AdminUser; disabled?: boolean }) {
  const setActive = useSetUserActive();
  const [confirming, setConfirming] = useState(false);

  const save = (active: boolean) =>
    setActive.mutate(
      { id: user.id, input: active },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(adminUserMessages.statusUpdated, {
            description: `${user.name} is now ${active ? 'active' : 'disabled'}.`,
          });
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(error.message);
        },
      },
    );

  return (
    <>
      <Switch
        checked={user.active}
        disabled={disabled || setActive.isPending}
        aria-label={`Active: ${user.name}`}
        onCheckedChange={(checked) => (checked ? save(true) : setConfirming(true))}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Disable ${user.name}?`}
        description="They are signed out everywhere at once and cannot sign in until an admin turns the account back on."
        confirmLabel="Disable"
        destructive
        pending={setActive.isPending}
        onConfirm={() => save(false)}
      />
    </>
  );
}
