/**
 * Kenyan mobile numbers as M-Pesa takes them. Safaricom's numbers are `07XX XXX XXX` and, since
 * 2019, `01XX XXX XXX`; written locally (`0712 345 678`), without the trunk zero (`712345678`) or
 * internationally (`+254 712 345 678`, `254712345678`). Paystack wants the international digits.
 */
const SUBSCRIBER = /^(?:7\d{8}|1[01]\d{7})$/;

/** `0712 345 678` -> `254712345678`; null when it is not a Kenyan mobile number. */
export function normaliseKenyanPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let subscriber: string;
  if (compact.startsWith('+254')) subscriber = compact.slice(4);
  else if (compact.startsWith('+')) return null;
  else if (compact.startsWith('254') && compact.length === 12) subscriber = compact.slice(3);
  else if (compact.startsWith('0')) subscriber = compact.slice(1);
  else subscriber = compact;
  // `+254 0712…`: the trunk zero written after the country code.
  if (subscriber.length === 10 && subscriber.startsWith('0')) subscriber = subscriber.slice(1);
  return SUBSCRIBER.test(subscriber) ? `254${subscriber}` : null;
}
