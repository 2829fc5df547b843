import { resolveMessages, type EstateMessages } from '../messages.js';
import { addIssue, type FieldIssues, passUnlessIssues, type RuleResult } from './result.js';

/** Safaricom's subscriber numbers after `254`: `7XX XXX XXX`, and since 2019 `10X`/`11X XXX XXX`. */
const SUBSCRIBER = /^(?:7\d{8}|1[01]\d{7})$/;

/**
 * A Kenyan mobile number as M-Pesa takes it: `0712 345 678`, `712345678`, `+254 712 345 678`,
 * `254712345678` and Safaricom's `01XX` numbers all give `254712345678` (`2541…`); anything else
 * null. The server normalises the same way and has the last word.
 */
export function normaliseKenyanPhone(input: string | null | undefined): string | null {
  const compact = (input ?? '').trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let subscriber: string;
  if (compact.startsWith('+254')) subscriber = compact.slice(4);
  else if (compact.startsWith('+')) return null;
  else if (compact.startsWith('254') && compact.length === 12) subscriber = compact.slice(3);
  else if (compact.startsWith('0')) subscriber = compact.slice(1);
  else subscriber = compact;
  if (subscriber.length === 10 && subscriber.startsWith('0')) subscriber = subscriber.slice(1);
  return SUBSCRIBER.test(subscriber) ? `254${subscriber}` : null;
}

/** `254712345678` -> `+254 712 345 678`, as a person reads it. */
export function formatKenyanPhone(normalised: string): string {
  const match = /^254(\d{3})(\d{3})(\d{3})$/.exec(normalised);
  return match ? `+254 ${match[1]} ${match[2]} ${match[3]}` : normalised;
}

/** The M-Pesa number field: its normalised number, or the field error `mpesa_invalid_phone` on `phone`. */
export function checkMpesaPhone(phone: string | null | undefined, options: { messages?: Partial<EstateMessages> } = {}): RuleResult<string, 'invalid'> {
  const messages = resolveMessages(options.messages);
  const normalised = normaliseKenyanPhone(phone);
  const issues: FieldIssues<'phone'> = {};
  if (!normalised) addIssue(issues, 'phone', messages, 'mpesa_invalid_phone');
  return passUnlessIssues(issues, messages, () => normalised!);
}
