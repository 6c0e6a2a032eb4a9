import { describe, expect, it } from 'vitest';
import { isValidAbn } from '../account/abn.ts';
import { loyaltyPointsFor, statusUpdatedMessage } from './staff-contract.ts';
import { gstIncludedIn, invoiceNumberOf, storeBusiness } from './tax-invoice.ts';

describe('tax invoice and loyalty rules', () => {
  it('takes GST as 1/11 of a GST-inclusive total, to the cent', () => {
    expect(gstIncludedIn(11_000)).toBe(1_000);
    expect(gstIncludedIn(5_545)).toBe(504); // $55.45 → $5.04
    expect(gstIncludedIn(0)).toBe(0);
  });

  it('names the seller by a valid ABN', () => {
    expect(isValidAbn(storeBusiness.abn)).toBe(true);
  });

  it('numbers an invoice after its order', () => {
    expect(invoiceNumberOf('3f2a9c1d-0000-4000-8000-000000000000')).toBe('INV-3F2A9C1D');
  });

  it('gives 1 loyalty point per whole AUD', () => {
    expect(loyaltyPointsFor(4_892)).toBe(48);
    expect(loyaltyPointsFor(99)).toBe(0);
    expect(loyaltyPointsFor(10_000)).toBe(100);
  });

  it('words the status toast as the Orders screen does', () => {
    expect(statusUpdatedMessage('shipped')).toBe('Order status updated to shipped - Task auto-created');
  });
});
