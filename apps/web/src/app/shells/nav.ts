import type { Principal } from '@party/shared';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';

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

/**
 * One portal, as data: everything that differs between the partner, vendor, associate and admin
 * frames. `PortalShell` draws the frame they share from it.
 */
export interface PortalConfig {
  /** 'Partner Portal', 'Vendor Portal', ...: the sidebar's subtitle and its landmarks' names. */
  areaName: string;
  homePath: string;
  /** The sidebar entries, in the order of the area's docs/product page. */
  nav: readonly NavItem[];
  avatarMenu: {
    entries: readonly AvatarMenuEntry[];
    /** A line under the email, e.g. 'Vendor Account'. */
    accountLabel?: string;
  };
  /** The header's title; by default the active entry's label, else the area's name. */
  title?: (active: NavItem | undefined, pathname: string) => string;
  /** A Logout button under the sidebar's entries (the admin sidebar), with this label. */
  sidebarLogout?: { label: string; signOutTo: string };
  /** Drawn above the entries (the partner's product search). */
  SidebarTop?: ComponentType;
  /** Drawn at the sidebar's foot (the partner's pending tasks). */
  SidebarFooter?: ComponentType;
  /** Shown in the header before the bell (the partner's cart). */
  HeaderActions?: ComponentType;
  /** Runs while the shell is shown: the partner's promo toast, the associate's permission toast. */
  useShellEffects?: () => void;
}

/** The header's title when a portal sets no rule of its own. */
export function defaultTitle(areaName: string) {
  return (active: NavItem | undefined) => active?.label ?? areaName;
}

/** The entry whose path the current location sits under, the most specific one winning. */
export function activeNavItem(items: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return items
    .filter((item) => (item.end ? path === item.to : path === item.to || path.startsWith(`${item.to}/`)))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
