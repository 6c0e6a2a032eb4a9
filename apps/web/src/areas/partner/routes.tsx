import { lazy } from 'react';
import { Navigate, type RouteObject, useParams } from 'react-router';
import { BuildingScreen } from '@/components/building-screen';

const DashboardPage = lazy(() => import('./dashboard-page'));
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
  { path: 'orders', element: <BuildingScreen title="Track Orders" /> },
  { path: 'wishlist', element: <WishlistPage /> },
  { path: 'account', element: <BuildingScreen title="Account Settings" /> },
  { path: 'profile', element: <BuildingScreen title="Profile" /> },
  { path: 'messages', element: <BuildingScreen title="Messages & Support" /> },
  { path: 'analytics', element: <BuildingScreen title="Analytics Dashboard" /> },
  { path: 'help', element: <BuildingScreen title="Help Centre" /> },
];
