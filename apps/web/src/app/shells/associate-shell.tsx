import { hasProductManagementAbility, isFinanceApprover, type Principal } from '@party/shared';
import { canReviewCredit } from '@party/shared/credit/review-access';
import {
  BarChart3Icon,
  ClipboardListIcon,
  CreditCardIcon,
  FileQuestionIcon,
  FileTextIcon,
  HeadsetIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  MegaphoneIcon,
  PackageIcon,
  ShieldCheckIcon,
  ShoppingCartIcon,
  TagsIcon,
  Undo2Icon,
  UserIcon,
  UsersIcon,
  WorkflowIcon,
} from 'lucide-react';
import { AssociatePendingTasks } from '@/areas/associate/shell-widgets';
import { useUnauthorizedToast } from '@/areas/associate/use-unauthorized-toast';
import type { NavItem, PortalConfig } from './nav';
import { PortalShell } from './portal-shell';

const productManagers = (principal: Principal) => hasProductManagementAbility(principal.associateRole);
// docs/product/wholesale-buying.md: product-management associates and admins keep the price lists.
const priceListKeepers = (principal: Principal) => productManagers(principal) || principal.isAdmin;

/**
 * docs/product/associate-portal.md: sales sees every item except Price Lists, Analytics and FAQ
 * Management. Purchase Orders (docs/purchasing.md) follows Orders; every associate follows POs, product
 * managers and finance raise them. Credit Limit Requests (docs/product/approvals.md: finance associates
 * review credit requests) is for finance only; Receivables (docs/product/receivables.md) for finance and admins.
 */
export const associateNav: readonly NavItem[] = [
  { to: '/associate', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/associate/products', label: 'Products', icon: PackageIcon },
  { to: '/associate/price-lists', label: 'Price Lists', icon: TagsIcon, visible: priceListKeepers },
  { to: '/associate/orders', label: 'Orders', icon: ShoppingCartIcon },
  // docs/product/returns.md: every associate decides and receives returns.
  { to: '/associate/returns', label: 'Returns', icon: Undo2Icon },
  { to: '/associate/purchase-orders', label: 'Purchase Orders', icon: ClipboardListIcon },
  { to: '/associate/quotes', label: 'Quotes', icon: FileTextIcon },
  { to: '/associate/campaigns', label: 'Campaigns', icon: MegaphoneIcon },
  { to: '/associate/analytics', label: 'Analytics', icon: BarChart3Icon, visible: productManagers },
  { to: '/associate/workflows', label: 'Workflows', icon: WorkflowIcon },
  { to: '/associate/support', label: 'Support', icon: HeadsetIcon },
  { to: '/associate/faq', label: 'FAQ Management', icon: FileQuestionIcon, visible: productManagers },
  { to: '/associate/leads', label: 'Leads', icon: UsersIcon },
  {
    to: '/associate/credit-requests',
    label: 'Credit Limit Requests',
    icon: CreditCardIcon,
    visible: canReviewCredit,
  },
  { to: '/associate/receivables', label: 'Receivables', icon: LandmarkIcon, visible: isFinanceApprover },
  { to: '/associate/profile', label: 'Profile', icon: UserIcon },
  // An admin signs in through the associate door: the admin area is one click away, not a typed address.
  { to: '/admin', label: 'Admin Area', icon: ShieldCheckIcon, visible: (principal) => principal.isAdmin },
];

export const associatePortal: PortalConfig = {
  areaName: 'Associate Portal',
  homePath: '/associate',
  nav: associateNav,
  avatarMenu: {
    entries: [
      { label: 'My Account', to: '/associate/profile' },
      { label: 'Logout', signOutTo: '/' },
    ],
  },
  SidebarFooter: AssociatePendingTasks,
  useShellEffects: useUnauthorizedToast,
};

export default function AssociateShell() {
  return <PortalShell config={associatePortal} />;
}
