import { companyMay } from '@party/shared/companies/roles';
import {
  BarChart3Icon,
  ClipboardCheckIcon,
  HeartIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  ListPlusIcon,
  PackageIcon,
  PartyPopperIcon,
  ReceiptTextIcon,
  ShoppingBagIcon,
  Undo2Icon,
  UserIcon,
  UsersIcon,
} from 'lucide-react';
import { CartButton } from '@/areas/partner/cart-button';
import { PendingTasks, SidebarSearch, usePromoToast } from '@/areas/partner/shell-widgets';
import type { NavItem, PortalConfig } from './nav';
import { PortalShell } from './portal-shell';

/** docs/product/partner-portal.md, Screens, in that table's order. */
export const partnerNav: readonly NavItem[] = [
  { to: '/partner', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/partner/shop', label: 'Shop Now!', icon: ShoppingBagIcon },
  // docs/product/wholesale-buying.md, "Quick order": for the roles that shop (not viewers).
  {
    to: '/partner/quick-order',
    label: 'Quick Order',
    icon: ListPlusIcon,
    visible: (principal) => companyMay(principal.companyRole, 'shop'),
  },
  { to: '/partner/orders', label: 'Track Orders', icon: PackageIcon },
  // docs/product/returns.md: the roles that shop ask for returns.
  {
    to: '/partner/returns',
    label: 'Returns',
    icon: Undo2Icon,
    visible: (principal) => companyMay(principal.companyRole, 'shop'),
  },
  // docs/product/company-accounts.md, Approval: for the company's owner, admins and approvers.
  {
    to: '/partner/approvals',
    label: 'Order Approvals',
    icon: ClipboardCheckIcon,
    visible: (principal) => companyMay(principal.companyRole, 'approve-orders'),
  },
  { to: '/partner/profile', label: 'Profile', icon: UserIcon },
  { to: '/partner/analytics', label: 'View Insights', icon: BarChart3Icon },
  { to: '/partner/messages', label: 'Get Help', icon: LifeBuoyIcon },
  { to: '/partner/wishlist', label: 'Wishlist', icon: HeartIcon },
  // docs/product/wholesale-buying.md, "Saved lists": shared within the company, every member sees them.
  { to: '/partner/lists', label: 'Saved Lists', icon: ListChecksIcon },
  { to: '/partner/help', label: 'Party Ideas and FAQs', icon: PartyPopperIcon },
  // docs/product/company-accounts.md: the company's members and invitations.
  { to: '/partner/company', label: 'Company', icon: UsersIcon },
  // docs/product/receivables.md, "Statements": for the company's owner and admins.
  {
    to: '/partner/statements',
    label: 'Statements',
    icon: ReceiptTextIcon,
    visible: (principal) => companyMay(principal.companyRole, 'see-account'),
  },
];

export const partnerPortal: PortalConfig = {
  areaName: 'Partner Portal',
  homePath: '/partner',
  nav: partnerNav,
  avatarMenu: {
    entries: [
      { label: 'My Account', to: '/partner/account' },
      { label: 'Profile', to: '/partner/profile' },
      { label: 'Logout', signOutTo: '/' },
    ],
  },
  SidebarTop: SidebarSearch,
  HeaderActions: CartButton,
  SidebarFooter: PendingTasks,
  useShellEffects: usePromoToast,
};

export default function PartnerShell() {
  return <PortalShell config={partnerPortal} />;
}
