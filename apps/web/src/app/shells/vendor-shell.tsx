import {
  CreditCardIcon,
  FileTextIcon,
  LayoutDashboardIcon,
  PackageIcon,
  SettingsIcon,
  ShoppingCartIcon,
  TruckIcon,
} from 'lucide-react';
import type { NavItem, PortalConfig } from './nav';
import { PortalShell } from './portal-shell';

/** docs/product/vendor-portal.md: Dashboard active only on an exact match, the others on a prefix. */
export const vendorNav: readonly NavItem[] = [
  { to: '/vendor', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/vendor/orders', label: 'Purchase Orders', icon: ShoppingCartIcon },
  { to: '/vendor/products', label: 'Product Catalog', icon: PackageIcon },
  { to: '/vendor/shipments', label: 'Shipments', icon: TruckIcon },
  { to: '/vendor/payments', label: 'Payments', icon: CreditCardIcon },
  { to: '/vendor/documents', label: 'Documents', icon: FileTextIcon },
  { to: '/vendor/settings', label: 'Settings', icon: SettingsIcon },
];

/** The header title follows the active item (the shell's default rule). */
export const vendorPortal: PortalConfig = {
  areaName: 'Vendor Portal',
  homePath: '/vendor',
  nav: vendorNav,
  avatarMenu: {
    accountLabel: 'Vendor Account',
    entries: [
      { label: 'Profile Settings', to: '/vendor/settings' },
      { label: 'Log out', signOutTo: '/' },
    ],
  },
};

export default function VendorShell() {
  return <PortalShell config={vendorPortal} />;
}
