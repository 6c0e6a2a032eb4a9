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
const ApprovalsPage = lazy(() => import('./approvals-page'));
const AnalyticsPage = lazy(() => import('./analytics-page'));
const ShopPage = lazy(() => import('./shop-page'));
const QuickOrderPage = lazy(() => import('./quick-order-page'));
const ProductDetailPage = lazy(() => import('./product-detail-page'));
const WishlistPage = lazy(() => import('./wishlist-page'));
const SavedListsPage = lazy(() => import('./saved-lists-page'));
const SavedListPage = lazy(() => import('./saved-list-page'));
const CompanyPage = lazy(() => import('./company-page'));
const StatementsPage = lazy(() => import('./statements-page'));
const ReturnsPage = lazy(() => import('./returns-page'));
const ReturnPage = lazy(() => import('./return-page'));

/**
 * docs/product/partner-portal.md: the product detail lives at /partner/shop/{id}; the wishlist's old address
 * redirects.
 */
function ProductRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={`/partner/shop/${encodeURIComponent(id)}`} replace />;
}

/** docs/product/partner-portal.md: below /partner. Screens load on first visit. */
export const partnerRoutes: RouteObject[] = [
  { index: true, handle: { title: 'Dashboard' }, element: <DashboardPage /> },
  { path: 'shop', handle: { title: 'Shop' }, element: <ShopPage /> },
  { path: 'shop/:productId', handle: { title: 'Product Details' }, element: <ProductDetailPage /> },
  { path: 'product/:id', handle: { title: 'Product Details' }, element: <ProductRedirect /> },
  // docs/product/wholesale-buying.md, "Quick order".
  { path: 'quick-order', handle: { title: 'Quick Order' }, element: <QuickOrderPage /> },
  { path: 'cart', handle: { title: 'Your Cart' }, element: <CartPage /> },
  { path: 'checkout', handle: { title: 'Checkout' }, element: <CheckoutPage /> },
  { path: 'orders', handle: { title: 'Track Orders' }, element: <OrdersPage /> },
  // docs/product/returns.md: members who may shop ask for returns; a return's page has its note.
  { path: 'returns', handle: { title: 'Returns' }, element: <ReturnsPage /> },
  { path: 'returns/:id', handle: { title: 'Return' }, element: <ReturnPage /> },
  { path: 'approvals', handle: { title: 'Order Approvals' }, element: <ApprovalsPage /> },
  { path: 'wishlist', handle: { title: 'My Wishlist' }, element: <WishlistPage /> },
  // docs/product/wholesale-buying.md, "Saved lists": every member reads them; a list's page takes its name.
  { path: 'lists', handle: { title: 'Saved Lists' }, element: <SavedListsPage /> },
  { path: 'lists/:id', handle: { title: 'Saved List' }, element: <SavedListPage /> },
  { path: 'account', handle: { title: 'Account Settings' }, element: <AccountPage /> },
  { path: 'profile', handle: { title: 'Profile' }, element: <ProfilePage /> },
  { path: 'messages', handle: { title: 'Messages & Support' }, element: <MessagesPage /> },
  { path: 'analytics', handle: { title: 'Analytics Dashboard' }, element: <AnalyticsPage /> },
  { path: 'help', handle: { title: 'Help Centre' }, element: <HelpPage /> },
  // docs/product/company-accounts.md: every member sees the members; the server keeps the rest by role.
  { path: 'company', handle: { title: 'Company' }, element: <CompanyPage /> },
  // docs/product/receivables.md, "Statements": the owner's and admins'; the server refuses the rest.
  { path: 'statements', handle: { title: 'Statements' }, element: <StatementsPage /> },
];
