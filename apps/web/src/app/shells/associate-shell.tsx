import { hasProductManagementAbility, type Principal } from '@party/shared';
import {
  BarChart3Icon,
  FileQuestionIcon,
  FileTextIcon,
  HeadsetIcon,
  LayoutDashboardIcon,
  MegaphoneIcon,
  PackageIcon,
  ShoppingCartIcon,
  UserIcon,
  UsersIcon,
  WorkflowIcon,
} from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { AvatarMenuEntry, NavItem } from './nav';
import { PortalShell } from './portal-shell';

const productManagers = (principal: Principal) => hasProductManagementAbility(principal.associateRole);

/** Spec 3 section 2: sales sees every item except Analytics and FAQ Management. */
export const associateNav: readonly NavItem[] = [
  { to: '/associate', label: 'Dashboard', icon: LayoutDashboardIcon, end: true },
  { to: '/associate/products', label: 'Products', icon: PackageIcon },
  { to: '/associate/orders', label: 'Orders', icon: ShoppingCartIcon },
  { to: '/associate/quotes', label: 'Quotes', icon: FileTextIcon },
  { to: '/associate/campaigns', label: 'Campaigns', icon: MegaphoneIcon },
  { to: '/associate/analytics', label: 'Analytics', icon: BarChart3Icon, visible: productManagers },
  { to: '/associate/workflows', label: 'Workflows', icon: WorkflowIcon },
  { to: '/associate/support', label: 'Support', icon: HeadsetIcon },
  { to: '/associate/faq', label: 'FAQ Management', icon: FileQuestionIcon, visible: productManagers },
  { to: '/associate/leads', label: 'Leads', icon: UsersIcon },
  { to: '/associate/profile', label: 'Profile', icon: UserIcon },
];

const avatarEntries: readonly AvatarMenuEntry[] = [
  { label: 'My Account', to: '/associate/profile' },
  { label: 'Logout', signOutTo: '/' },
];

export const unauthorizedToast = {
  title: 'You do not have permission to access that area',
  description: 'Please contact an administrator if you need access',
  durationMs: 5000,
} as const;

/** Spec 3 section 2: ?unauthorized=true shows the permission toast and returns to /associate. */
function useUnauthorizedToast() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const unauthorized = params.get('unauthorized') === 'true';
  useEffect(() => {
    if (!unauthorized) return;
    toast.error(unauthorizedToast.title, {
      id: 'associate-unauthorized',
      description: unauthorizedToast.description,
      duration: unauthorizedToast.durationMs,
    });
    void navigate('/associate', { replace: true });
  }, [unauthorized, navigate]);
}

export default function AssociateShell() {
  useUnauthorizedToast();
  return (
    <PortalShell
      areaName="Associate Portal"
      homePath="/associate"
      items={associateNav}
      avatarEntries={avatarEntries}
    />
  );
}
