import type { Principal } from '@party/shared';
import { assertAllowed } from '../../lib/row-policy.ts';
import { faqManagementScope } from './faqs.policy.ts';

/** The FAQ policy's answer for this caller, or a 403. */
export function assertFaqManager(caller: Principal): void {
  assertAllowed(
    faqManagementScope(caller).rows === 'all',
    'Only product management, finance and administrators can manage FAQs.',
  );
}
