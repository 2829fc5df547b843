import { describe, expect, it } from 'vitest';
import { PROPERTY_STATUS_ALIASES, PROPERTY_STATUSES } from '../generated/contract.js';
import { formatPlotArea, propertyStatusLabel, propertyStatusValue } from './index.js';

describe('property status labels', () => {
  it("reads 'For Rent' as 'Ongoing Project' and 'For Sale' as 'Completed Project'", () => {
    expect(propertyStatusLabel('For Rent')).toBe('Ongoing Project');
    expect(propertyStatusLabel('For Sale')).toBe('Completed Project');
  });

  it("passes the server's values through and gives the plural forms of the country links", () => {
    expect(propertyStatusLabel('Ongoing Project')).toBe('Ongoing Project');
    expect(propertyStatusLabel('Completed Project')).toBe('Completed Project');
    expect(propertyStatusLabel('Ongoing Project', { plural: true })).toBe('Ongoing Projects');
    expect(propertyStatusLabel('For Sale', { plural: true })).toBe('Completed Projects');
    expect(propertyStatusLabel('Completed Projects')).toBe('Completed Project');
  });

  it('ignores case and separators, keeps unknown statuses as given, and is blank for non-strings', () => {
    expect(propertyStatusLabel('for-rent')).toBe('Ongoing Project');
    expect(propertyStatusLabel('  Sold out ')).toBe('Sold out');
    expect(propertyStatusLabel(null)).toBe('');
    expect(propertyStatusLabel(3)).toBe('');
  });

  it("takes every status and alias of the contract, and reads each as its status's label", () => {
    for (const status of PROPERTY_STATUSES) expect(propertyStatusValue(status)).toBe(status);
    for (const [alias, status] of Object.entries(PROPERTY_STATUS_ALIASES)) {
      expect(propertyStatusValue(alias)).toBe(status);
      expect(propertyStatusLabel(alias)).toBe(propertyStatusLabel(status));
    }
  });

  it("gives the server's value to send", () => {
    expect(propertyStatusValue('For Rent')).toBe('Ongoing Project');
    expect(propertyStatusValue('ongoing_projects')).toBe('Ongoing Project');
    expect(propertyStatusValue('Auction')).toBeUndefined();
    expect(propertyStatusValue(undefined)).toBeUndefined();
  });
});

describe('formatPlotArea', () => {
  it("adds 'm²' to a grouped number with at most two decimals", () => {
    expect(formatPlotArea(1250)).toBe('1,250 m²');
    expect(formatPlotArea('312.456')).toBe('312.46 m²');
    expect(formatPlotArea(0)).toBe('0 m²');
    expect(formatPlotArea(-0)).toBe('0 m²');
  });

  it('is blank for what is not a number', () => {
    for (const value of [Number.NaN, null, undefined, '', 'big', {}]) expect(formatPlotArea(value)).toBe('');
  });
});
