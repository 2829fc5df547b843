import { describe, expect, it } from 'vitest';
import { checkMpesaPhone, formatKenyanPhone, normaliseKenyanPhone } from './mpesa.js';

describe('the M-Pesa number', () => {
  it.each([
    ['0712 345 678', '254712345678'],
    ['712345678', '254712345678'],
    ['+254 712 345 678', '254712345678'],
    ['254712345678', '254712345678'],
    ['0110 123 456', '254110123456'],
    ['0101-234-567', '254101234567'],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseKenyanPhone(input)).toBe(expected);
  });

  it.each(['', '0712 345 67', '0812 345 678', '+255 712 345 678', '07I2 345 678', '0120 123 456'])('refuses %j with the field error', (input) => {
    const result = checkMpesaPhone(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.issues).toEqual({ phone: [expect.objectContaining({ code: 'mpesa_invalid_phone', message: 'Enter a Kenyan mobile number, like 0712 345 678.' })] });
  });

  it('passes the normalised number and reads it back grouped', () => {
    expect(checkMpesaPhone(' 0712345678 ')).toEqual({ ok: true, value: '254712345678' });
    expect(formatKenyanPhone('254712345678')).toBe('+254 712 345 678');
  });
});
