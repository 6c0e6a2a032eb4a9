import type { Principal } from '@party/shared';
import { assertAllowed } from '../../lib/row-policy.ts';
import { type ReceivablesAction, receivablesScope } from './receivables.policy.ts';

/** The policy's answer for this caller, or a 403. */
export function assertFinance(caller: Principal, action: ReceivablesAction = 'read'): void {
  assertAllowed(
    receivablesScope(caller, action).rows === 'all',
    'Only finance and administrators can work with receivables.',
  );
}
