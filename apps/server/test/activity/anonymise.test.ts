import { describe, expect, it } from 'vitest';
import { anonymiseName, locationFromAddress } from '../../src/domains/activity/anonymise.ts';

describe('social-proof anonymising', () => {
  it('keeps a first name and the initial of the last name', () => {
    expect(anonymiseName('Sarah Mitchell')).toBe('Sarah M.');
    expect(anonymiseName('  sarah   jane  o’brien ')).toBe('Sarah O.');
    expect(anonymiseName('Zoë')).toBe('Zoë');
    expect(anonymiseName('   ')).toBe('A customer');
  });

  it('reads the city, else the state, of an Australian address', () => {
    expect(locationFromAddress('Level 2, 100 George St, Sydney NSW 2000')).toBe('Sydney');
    expect(locationFromAddress('12 Smith Street, Fitzroy VIC 3065')).toBe('Melbourne');
    expect(locationFromAddress('4 Beach Rd, Surfers Paradise, Gold Coast QLD 4217')).toBe('Gold Coast');
    expect(locationFromAddress('7 Main St, Mildura VIC 3500')).toBe('Victoria');
    expect(locationFromAddress('1 Mitchell St, Darwin City 0800')).toBe('Darwin');
    expect(locationFromAddress('Lot 5, Margaret River, Western Australia')).toBe('Western Australia');
    expect(locationFromAddress('22 Wattle Way, Act Lane')).toBe('Australia');
    expect(locationFromAddress('')).toBe('Australia');
    expect(locationFromAddress(null)).toBe('Australia');
  });
});
