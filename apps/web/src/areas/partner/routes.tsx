import { lazy } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';

const DashboardPage = lazy(() => import('./dashboard-page'));
const AccountPage = lazy(() => import('./account-page'));
const ProfilePage = lazy(() => import('./profile-page'));
const HelpPage = lazy(() => import('./help-page'));
const MessagesPage = lazy(() => import('./messages-page'));
const CartPage = lazy(() => import('./cart-page'));
const CheckoutPage = lazy(() => import('./checkout-page'));
const OrdersPage = lazy(() => import('./orders-page'));
const AnalyticsPage = lazy(() => import('./analytics-page'));
const ShopPage = lazy(() => import('./shop-page'));
const ProductDetailPage = lazy(() => import('./product-detail-page'));
const WishlistPage = lazy(() => import('./wishlist-page'));

/** PRODUCT.md: the product detail lives at /partner/shop/{id}; the wishlist's old address redirects. */
function ProductRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/partner/shop/${encodeURIComponent(id)}`} replace />;
}

/** Spec 2 section 2.1, below /partner. Screens load on first visit. */
export const partnerRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'shop', element: <ShopPage /> },
  { path: 'shop/:productId', element: <ProductDetailPage /> },
  { path: 'product/:id', element: <ProductRedirect /> },
  { path: 'cart', element: <CartPage /> },
  { path: 'checkout', element: <CheckoutPage /> },
  { path: 'orders', element: <OrdersPage /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'account', element: <AccountPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'messages', element: <MessagesPage /> },
  { path: 'analytics', element: <AnalyticsPage /> },
  { path: 'help', element: <HelpPage /> },
];
