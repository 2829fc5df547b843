import { describe, expect, it } from 'vitest';
import { codesOf, plain } from '../../test/refusal.js';
import { FORM_FIELDS } from '../generated/contract.js';
import { checkDashboardDays, DASHBOARD_DAYS } from './index.js';

describe('checkDashboardDays', () => {
  it("takes the contract's window: its default when none is given", () => {
    expect(DASHBOARD_DAYS).toBe(FORM_FIELDS.dashboard.days);
    expect(DASHBOARD_DAYS).toEqual({ minimum: 7, maximum: 365, default: 30 });
    expect(plain(checkDashboardDays(undefined))).toEqual({ ok: true, value: 30 });
    expect(plain(checkDashboardDays(' '))).toEqual({ ok: true, value: 30 });
    expect(plain(checkDashboardDays('90'))).toEqual({ ok: true, value: 90 });
    expect(plain(checkDashboardDays(7))).toEqual({ ok: true, value: 7 });
  });

  it("refuses a window outside it in the server's words, under days", () => {
    expect(plain(checkDashboardDays(6))).toEqual({ ok: false, code: 'invalid', message: 'Ensure this value is greater than or equal to 7.', fieldErrors: { days: ['Ensure this value is greater than or equal to 7.'] } });
    expect(plain(checkDashboardDays(366))).toMatchObject({ fieldErrors: { days: ['Ensure this value is less than or equal to 365.'] } });
    expect(plain(checkDashboardDays('a week'))).toMatchObject({ fieldErrors: { days: ['A valid integer is required.'] } });
    expect(plain(checkDashboardDays(7.5))).toMatchObject({ fieldErrors: { days: ['A valid integer is required.'] } });
    expect(codesOf(checkDashboardDays(6))).toEqual({ days: ['min_value'] });
    expect(codesOf(checkDashboardDays('a week'))).toEqual({ days: ['invalid_integer'] });
  });
});
