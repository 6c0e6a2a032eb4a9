import type { PartnerAddressList, Principal } from '@party/shared';
import type { Db } from '../../db/client.ts';
import { companyOf } from '../../lib/row-policy.ts';
import { addressScope } from './addresses.policy.ts';
import { findAddresses } from './addresses.repository.ts';
import { toAddress } from './to-address.ts';

/** The caller's company's delivery addresses, for every member, the default first. */
export async function listAddresses(db: Db, principal: Principal): Promise<PartnerAddressList> {
  const { companyId } = companyOf(addressScope(principal, 'list'));
  return { items: (await findAddresses(db, companyId)).map(toAddress) };
}
