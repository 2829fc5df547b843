import { FORM_FIELDS } from '../generated/contract.js';
import type { ErrorValues } from '../client/errors.js';
import type { ErrorCode } from '../error-codes.js';
import { resolveMessages, type WithMessages } from '../messages.js';
import { addIssue, fail, pass, type FieldIssues, type RuleResult } from './result.js';

/** The dashboard's window in days, as the server takes it (`?days=`): the contract's `minimum`, `maximum` and `default`. */
export const DASHBOARD_DAYS = FORM_FIELDS.dashboard.days;

/**
 * The dashboard's window (`?days=`): undefined, null or blank is the server's default (30); else a
 * whole number of days within the contract's range (7 to 365), with the server's messages ('A valid
 * integer is required.', 'Ensure this value is greater than or equal to 7.', '… less than or equal
 * to 365.') under `days`.
 */
export function checkDashboardDays(days: unknown, options: WithMessages = {}): RuleResult<number, 'invalid'> {
  const messages = resolveMessages(options.messages);
  if (days === undefined || days === null || (typeof days === 'string' && days.trim() === '')) return pass(DASHBOARD_DAYS.default);
  const number = typeof days === 'number' ? days : typeof days === 'string' ? Number(days.trim()) : Number.NaN;
  const invalid = (code: ErrorCode, values?: ErrorValues) => {
    const issues: FieldIssues<'days'> = {};
    addIssue(issues, 'days', messages, code, values);
    return fail('invalid', messages, issues, {}, issues.days![0]!.message);
  };
  if (!Number.isInteger(number)) return invalid('invalid_integer');
  if (number < DASHBOARD_DAYS.minimum) return invalid('min_value', { min: DASHBOARD_DAYS.minimum });
  if (number > DASHBOARD_DAYS.maximum) return invalid('max_value', { max: DASHBOARD_DAYS.maximum });
  return pass(number);
}
