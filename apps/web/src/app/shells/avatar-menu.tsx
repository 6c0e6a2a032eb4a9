import type { Principal } from '@party/shared';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, initialsOf } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '@/features/auth/api';
import type { AvatarMenuEntry } from './nav';

export function AvatarMenu({
  principal,
  accountLabel,
  entries,
}: {
  principal: Principal;
  /** A line under the email, e.g. 'Vendor Account'. */
  accountLabel?: string;
  entries: readonly AvatarMenuEntry[];
}) {
  const signOut = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          <Avatar className="size-8" aria-hidden="true">
            <AvatarFallback>{initialsOf(principal.name || principal.email)}</AvatarFallback>
          </Avatar>
          <span className="sr-only">Account menu</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{principal.email}</span>
          {accountLabel && <span className="font-normal text-muted-foreground text-xs">{accountLabel}</span>}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {entries.map((entry) =>
          'to' in entry ? (
            <DropdownMenuItem key={entry.label} asChild>
              <Link to={entry.to}>{entry.label}</Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem key={entry.label} onSelect={() => void signOut(entry.signOutTo)}>
              {entry.label}
            </DropdownMenuItem>
          ),
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
