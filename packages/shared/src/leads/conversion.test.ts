import { describe, expect, it } from 'vitest';
import { isLeadConvertible, leadConversionBlock } from './conversion.ts';

describe('lead conversion (docs/product/associate-portal.md)', () => {
  it('converts an open lead once', () => {
    for (const stage of ['new', 'contacted', 'qualified', 'won'])
      expect(isLeadConvertible({ stage, convertedAt: null })).toBe(true);
    expect(leadConversionBlock({ stage: 'won', convertedAt: '2026-11-20T00:00:00.000Z' })).toBe(
      'already_converted',
    );
    expect(isLeadConvertible({ stage: 'won', convertedAt: new Date() })).toBe(false);
  });

  it('refuses a lost lead until it is moved to another stage', () => {
    expect(leadConversionBlock({ stage: 'lost', convertedAt: null })).toBe('closed');
    expect(isLeadConvertible({ stage: 'lost', convertedAt: null })).toBe(false);
  });
});
