import type { Principal } from '@party/shared';
import type { LucideIcon } from 'lucide-react';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on an exact match (dashboards); others are active on a path prefix. */
  end?: boolean;
  /** Hidden from users who may not open it (the server refuses them anyway). */
  visible?: (principal: Principal) => boolean;
}

export type AvatarMenuEntry = { label: string; to: string } | { label: string; signOutTo: string };

/** The entry whose path the current location sits under, the most specific one winning. */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return items
    .filter((item) => (item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
