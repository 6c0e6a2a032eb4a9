import { lazy, type ReactNode, Suspense } from 'react';
import {
  type Location,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  ScrollRestoration,
} from 'react-router';
import { storeRoutes } from '@/areas/store/routes';
import { LoadingScreen } from '@/components/loading-screen';
import { type RouteHandle, useRouteTitle } from '@/lib/route-title';
import { AppErrorScreen, PageErrorScreen, StandalonePageError } from './error-screens';
import { NotFoundPage } from './not-found-page';
import { PublicShell } from './shells/public-shell';
import { SiteStatus } from './site-status';

// Everything below loads on first use, so a visitor's download holds no portal or sign-in code.
const LoginPage = lazy(() => import('@/areas/auth/login-page'));
const AssociateLoginPage = lazy(() => import('@/areas/auth/associate-login-page'));
const VendorLoginPage = lazy(() => import('@/areas/auth/vendor-login-page'));
const ResetPasswordPage = lazy(() => import('@/areas/auth/reset-password-page'));
const UpdatePasswordPage = lazy(() => import('@/areas/auth/update-password-page'));
const InvitationPage = lazy(() => import('@/areas/auth/invitation-page'));

/** The root route: the signed-in areas join it when discovered (patchRoutesOnNavigation). */
export const ROOT_ROUTE_ID = 'root';

const fullPageLoading = (
  <main id="main">
    <LoadingScreen fullScreen />
  </main>
);

// Scroll positions are kept per history entry. An entry the browser made itself (the first page
// load, or an in-page link such as 'View All Areas' → #delivery-areas) has no router key: every one
// of them is 'default', so following an in-page link would "restore" the page's own position (the
// top) instead of going to the section. Such entries are told apart by their address instead.
function scrollKey(location: Location) {
  return location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

function RootLayout() {
  useRouteTitle();
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <SiteStatus>
        <Suspense fallback={fullPageLoading}>
          <Outlet />
        </Suspense>
      </SiteStatus>
    </>
  );
}

/** A page outside the storefront and portals; `title` for one the SEO head does not name (lib/seo.ts). */
function standalone(path: string, element: ReactNode, title?: string): RouteObject {
  const handle: RouteHandle | undefined = title === undefined ? undefined : { title };
  return { path, element, handle, errorElement: <StandalonePageError /> };
}

/** The public storefront's frame: the pages under it are the ones the server renders (entry-server.tsx). */
export const STOREFRONT_ROUTE_ID = 'storefront';

/**
 * Any address no other route matches: the not-found page. The server answers those addresses with
 * 404 and draws this page (entry-server.tsx), so this table alone decides which addresses exist.
 */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The route table of docs/product/storefront-and-sign-in.md. The signed-in areas join it on the first
 * visit to one of their addresses: see `patchRoutesOnNavigation`.
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <RootLayout />,
    errorElement: <AppErrorScreen />,
    // Shown while an area's route table loads when the page is opened at that area's address.
    hydrateFallbackElement: fullPageLoading,
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
      standalone('reset-password', <ResetPasswordPage />, 'Reset Password'),
      standalone('update-password', <UpdatePasswordPage />, 'Set a New Password'),
      // docs/product/company-accounts.md: a company's invitation link, for visitors and the signed-in alike.
      standalone('invitations/:token', <InvitationPage />, 'Invitation'),
      { id: NOT_FOUND_ROUTE_ID, path: '*', element: <NotFoundPage /> },
    ],
  },
];

const portalAddress = /^\/(onboarding|partner|vendor|associate|admin)(\/|$)/;

/**
 * The router's route discovery: the first navigation to a signed-in area loads the areas' route
 * table (app/portal-routes.tsx) and adds it under the root route. React Router asks for any address
 * it cannot fully match; public addresses need nothing. Adding the table again changes nothing.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!portalAddress.test(path)) return;
  const { portalRoutes } = await import('./portal-routes');
  patch(ROOT_ROUTE_ID, portalRoutes);
};
