import {
  CreditCardIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
  TruckIcon,
} from 'lucide-react';
import type { AvatarMenuEntry, NavItem } from './nav';
import { PortalShell } from './portal-shell';

/** Spec 2 section 2.2: Dashboard active only on an exact match, the others on a prefix. */
export const vendorNav: readonly NavItem[] = [
  { to: '/vendor', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/vendor/orders', label: 'Purchase Orders', icon: ShoppingCartIcon },
  { to: '/vendor/products', label: 'Product Catalog', icon: PackageIcon },
  { to: '/vendor/shipments', label: 'Shipments', icon: TruckIcon },
  { to: '/vendor/payments', label: 'Payments', icon: CreditCardIcon },
  { to: '/vendor/documents', label: 'Documents', icon: FileTextIcon },
  { to: '/vendor/settings', label: 'Settings', icon: SettingsIcon },
];

const avatarEntries: readonly AvatarMenuEntry[] = [
  { label: 'Profile Settings', to: '/vendor/settings' },
  { label: 'Log out', signOutTo: '/' },
];

export default function VendorShell() {
  return (
    <PortalShell
      areaName="Vendor Portal"
      homePath="/vendor"
      items={vendorNav}
      accountLabel="Vendor Account"
      avatarEntries={avatarEntries}
    />
  );
}
