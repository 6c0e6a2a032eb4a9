import {
  BarChart3Icon,
  BellRingIcon,
  FolderCogIcon,
  FolderIcon,
  LayersIcon,
  LayoutDashboardIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UserCheckIcon,
  UsersIcon,
  ZapIcon,
} from 'lucide-react';
import type { NavItem, PortalConfig } from './nav';
import { PortalShell } from './portal-shell';

/** docs/product/admin-area.md, Screens, in that table's order; Logout sits below them. */
export const adminNav: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/admin/users', label: 'User Management', icon: UsersIcon },
  { to: '/admin/roles', label: 'Role Management', icon: ShieldCheckIcon },
  { to: '/admin/onboarding', label: 'Onboarding Review', icon: UserCheckIcon },
  { to: '/admin/files', label: 'File Management', icon: FolderIcon },
  { to: '/admin/files-advanced', label: 'Advanced Files', icon: FolderCogIcon },
  { to: '/admin/notifications', label: 'Notifications', icon: BellRingIcon },
  { to: '/admin/bulk', label: 'Bulk Operations', icon: LayersIcon },
  { to: '/admin/bulk-enhanced', label: 'Enhanced Bulk', icon: ZapIcon },
  { to: '/admin/reports', label: 'Reports', icon: BarChart3Icon },
  { to: '/admin/settings', label: 'System Settings', icon: SettingsIcon },
];

export const adminPortal: PortalConfig = {
  areaName: 'Admin',
  homePath: '/admin',
  nav: adminNav,
  avatarMenu: {
    entries: [
      { label: 'My Account', to: '/admin' },
      { label: 'Logout', signOutTo: '/' },
    ],
  },
  sidebarLogout: { label: 'Logout', signOutTo: '/' },
};

export default function AdminShell() {
  return <PortalShell config={adminPortal} />;
}
