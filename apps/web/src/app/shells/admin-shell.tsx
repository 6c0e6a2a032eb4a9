import {
  BarChart3Icon,
  BellRingIcon,
  FolderCogIcon,
  FolderIcon,
  LayersIcon,
  LayoutDashboardIcon,
  LogOutIcon,
  SettingsIcon,
  ShieldCheckIcon,
  UserCheckIcon,
  UsersIcon,
  ZapIcon,
} from 'lucide-react';
import { SidebarMenu, SidebarMenuButton, SidebarMenuItem } from '@/components/ui/sidebar-menu';
import { useSignOut } from '@/features/auth/api';
import type { AvatarMenuEntry, NavItem } from './nav';
import { PortalShell } from './portal-shell';

/** Spec 3 section 2, in the spec's order; Logout sits below them. */
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

const avatarEntries: readonly AvatarMenuEntry[] = [
  { label: 'My Account', to: '/admin' },
  { label: 'Logout', signOutTo: '/' },
];

function LogoutButton() {
  const signOut = useSignOut();
  return (
    <SidebarMenu>
      <SidebarMenuItem>
        <SidebarMenuButton tooltip="Logout" onClick={() => void signOut('/')}>
          <LogOutIcon aria-hidden="true" />
          <span>Logout</span>
        </SidebarMenuButton>
      </SidebarMenuItem>
    </SidebarMenu>
  );
}

export default function AdminShell() {
  return (
    <PortalShell
      areaName="Admin"
      homePath="/admin"
      items={adminNav}
      avatarEntries={avatarEntries}
      sidebarFooter={<LogoutButton />}
    />
  );
}
