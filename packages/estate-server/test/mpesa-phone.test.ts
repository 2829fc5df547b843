import { describe, expect, it } from 'vitest';
import { normaliseKenyanPhone } from '../src/domain/mpesa-phone.js';

describe('normaliseKenyanPhone', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['+254-712-345-678', '254712345678'],
    ['(0712) 345678', '254712345678'],
    ['+254 0712 345 678', '254712345678'],
    ['0110 123 456', '254110123456'],
    ['0101 234 567', '254101234567'],
    ['+254110123456', '254110123456'],
  ])('takes %s as %s', (input, expected) => {
    expect(normaliseKenyanPhone(input)).toBe(expected);
  });

  it.each(['', '0712 345 67', '0712 345 6789', '0812 345 678', '0201 234 567', '+255 712 345 678', '+1 712 345 6789', '07I2 345 678', '2547123456789', '0120 123 456', 'phone'])(
    'refuses %j',
    (input) => {
      expect(normaliseKenyanPhone(input)).toBeNull();
    },
  );
});
