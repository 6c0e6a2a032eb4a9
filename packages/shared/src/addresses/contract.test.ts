import { describe, expect, it } from 'vitest';
import { splitAustralianAddress } from './contract.ts';

describe('splitAustralianAddress', () => {
  it('splits a typed one-line address into the form fields, and keeps what it cannot read whole', () => {
    expect(splitAustralianAddress('12 Smith Street, Fitzroy VIC 3065')).toEqual({
      address: '12 Smith Street',
      city: 'Fitzroy',
      state: 'VIC',
      postalCode: '3065',
    });
    expect(splitAustralianAddress(' Unit 4, 20 King St,  Newtown, nsw 2042, Australia ')).toEqual({
      address: 'Unit 4, 20 King St',
      city: 'Newtown',
      state: 'NSW',
      postalCode: '2042',
    });
    expect(splitAustralianAddress('The old hall behind the church')).toEqual({
      address: 'The old hall behind the church',
      city: '',
      state: '',
      postalCode: '',
    });
  });
});
