import { type AccessRule, access } from '@party/shared';
import { type ComponentType, lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { adminRoutes } from '@/areas/admin/routes';
import { associateRoutes } from '@/areas/associate/routes';
import { partnerRoutes } from '@/areas/partner/routes';
import { vendorRoutes } from '@/areas/vendor/routes';
import type { RouteHandle } from '@/lib/route-title';
import { AccessGuard } from './access-guard';
import { PageErrorScreen, StandalonePageError } from './error-screens';

// Shells and screens load on first use; this table itself, with the guard every one of its pages
// passes first, loads on the first visit to one of its addresses (routes.tsx), so a visitor's
// download holds none of it.
const PartnerShell = lazy(() => import('./shells/partner-shell'));
const VendorShell = lazy(() => import('./shells/vendor-shell'));
const AssociateShell = lazy(() => import('./shells/associate-shell'));
const AdminShell = lazy(() => import('./shells/admin-shell'));
const OnboardingPage = lazy(() => import('@/areas/auth/onboarding-page'));

/**
 * A signed-in area: guard first (nothing of the area loads for a caller it refuses), then the
 * shell. A failing shell shows the area's error screen; a failing page shows it inside the shell.
 */
function area(
  path: string,
  name: string,
  rule: AccessRule,
  Shell: ComponentType,
  children: RouteObject[],
): RouteObject {
  return {
    path,
    handle: { area: name } satisfies RouteHandle,
    element: (
      <AccessGuard rule={rule}>
        <Shell />
      </AccessGuard>
    ),
    errorElement: <StandalonePageError />,
    children: [{ errorElement: <PageErrorScreen />, children }],
  };
}

// docs/product/associate-portal.md: an associate without the sub-role a screen needs who types its address lands
// on /associate with the permission toast (use-unauthorized-toast.ts), not on a denied screen.
const requireSubRole = (rule: AccessRule, screen: ReactNode) => (
  <AccessGuard rule={rule} standalone={false} subRoleDeniedTo="/associate?unauthorized=true">
    {screen}
  </AccessGuard>
);

/** The signed-in pages (docs/product/storefront-and-sign-in.md), with the partner, vendor, associate and admin areas: children of the root route. */
export const portalRoutes: RouteObject[] = [
  {
    path: 'onboarding',
    handle: { title: 'Onboarding' } satisfies RouteHandle,
    element: (
      <AccessGuard rule={access.signedIn}>
        <OnboardingPage />
      </AccessGuard>
    ),
    errorElement: <StandalonePageError />,
  },
  area('partner', 'Partner', access.roles('partner'), PartnerShell, partnerRoutes),
  area('vendor', 'Vendor', access.roles('vendor'), VendorShell, vendorRoutes),
  area('associate', 'Associate', access.roles('associate'), AssociateShell, associateRoutes(requireSubRole)),
  area('admin', 'Admin', access.admin, AdminShell, adminRoutes),
];
