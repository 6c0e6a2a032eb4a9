import { usePrincipal } from '@/features/auth/api';
import CreditRequestsPage from '@/features/credit/credit-requests-page';

/**
 * Credit Limit Requests with its reviewer named: nobody decides their own request
 * (docs/product/approvals.md). Its own lazy module, so the route table stays light.
 */
export default function CreditReviewPage() {
  return <CreditRequestsPage reviewerId={usePrincipal().userId} />;
}
