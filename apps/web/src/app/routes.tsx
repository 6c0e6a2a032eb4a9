import { type AccessRule, access } from '@party/shared';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { adminRoutes } from '@/areas/admin/routes';
import { associateRoutes, productManagementRule } from '@/areas/associate/routes';
import { partnerRoutes } from '@/areas/partner/routes';
import { storeRoutes } from '@/areas/store/routes';
import { vendorRoutes } from '@/areas/vendor/routes';
import { LoadingScreen } from '@/components/loading-screen';
import { AppErrorScreen, PageErrorScreen } from './error-screens';
import { NotFoundPage } from './not-found-page';
import { PublicShell } from './shells/public-shell';

// Everything below loads on first use, so a visitor's download holds no portal or sign-in code.
const PartnerShell = lazy(() => import('./shells/partner-shell'));
const VendorShell = lazy(() => import('./shells/vendor-shell'));
const AssociateShell = lazy(() => import('./shells/associate-shell'));
const AdminShell = lazy(() => import('./shells/admin-shell'));
const LoginPage = lazy(() => import('@/areas/auth/login-page'));
const AssociateLoginPage = lazy(() => import('@/areas/auth/associate-login-page'));
const VendorLoginPage = lazy(() => import('@/areas/auth/vendor-login-page'));
const ResetPasswordPage = lazy(() => import('@/areas/auth/reset-password-page'));
const UpdatePasswordPage = lazy(() => import('@/areas/auth/update-password-page'));
const OnboardingPage = lazy(() => import('@/areas/auth/onboarding-page'));
// The guard reads the session (and its rules); visitors of public pages need none of it.
const AccessGuard = lazy(() => import('./access-guard').then((module) => ({ default: module.AccessGuard })));

const fullPageLoading = (
  <main id="main">
    <LoadingScreen fullScreen />
  </main>
);

/** A page error outside any shell still needs its own main landmark. */
function StandalonePageError() {
  return (
    <main id="main">
      <PageErrorScreen />
    </main>
  );
}

function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={fullPageLoading}>
        <Outlet />
      </Suspense>
    </>
  );
}

/**
 * A signed-in area: guard first (nothing of the area loads for a caller it refuses), then the
 * shell. A failing shell shows the area's error screen; a failing page shows it inside the shell.
 */
function area(path: string, rule: AccessRule, Shell: ComponentType, children: RouteObject[]): RouteObject {
  return {
    path,
    element: (
      <AccessGuard rule={rule}>
        <Shell />
      </AccessGuard>
    ),
    errorElement: <StandalonePageError />,
    children: [{ errorElement: <PageErrorScreen />, children }],
  };
}

function standalone(path: string, element: ReactNode): RouteObject {
  return { path, element, errorElement: <StandalonePageError /> };
}

const requireProductManagement = (screen: ReactNode) => (
  <AccessGuard rule={productManagementRule} standalone={false}>
    {screen}
  </AccessGuard>
);

/** The public storefront's frame: the pages under it are the ones the server renders (entry-server.tsx). */
export const STOREFRONT_ROUTE_ID = 'storefront';

/** The route table of spec 1 section 2, with the areas of specs 2 and 3. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <AppErrorScreen />,
    children: [
      {
        id: STOREFRONT_ROUTE_ID,
        element: <PublicShell />,
        errorElement: <StandalonePageError />,
        children: [{ errorElement: <PageErrorScreen />, children: storeRoutes }],
      },
      standalone('login', <LoginPage />),
      standalone('login/associate', <AssociateLoginPage />),
      standalone('login/vendor', <VendorLoginPage />),
      standalone('reset-password', <ResetPasswordPage />),
      standalone('update-password', <UpdatePasswordPage />),
      standalone(
        'onboarding',
        <AccessGuard rule={access.signedIn}>
          <OnboardingPage />
        </AccessGuard>,
      ),
      area('partner', access.roles('partner'), PartnerShell, partnerRoutes),
      area('vendor', access.roles('vendor'), VendorShell, vendorRoutes),
      area('associate', access.roles('associate'), AssociateShell, associateRoutes(requireProductManagement)),
      area('admin', access.admin, AdminShell, adminRoutes),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
