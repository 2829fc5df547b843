/** The listing filters (ours, issues 13 and 22): the pills row, the Filters sheet (price, rooms, plot area, sort) and the chips of what is set. */
export const en = {
  rangeFiltersButton: 'Filters',
  /** The Filters button's name with a count of filters on. Template: `{count}`. */
  rangeFiltersButtonCount: 'Filters, {count} on',
  rangeFiltersGroup: 'Price, rooms and sort',
  rangeFiltersTitle: 'Filters',
  rangeFiltersPrice: 'Price (USD)',
  rangeFiltersMinimum: 'Minimum',
  rangeFiltersMaximum: 'Maximum',
  rangeFiltersMinPrice: 'Minimum price (USD)',
  rangeFiltersMaxPrice: 'Maximum price (USD)',
  rangeFiltersBedrooms: 'Bedrooms',
  rangeFiltersBathrooms: 'Bathrooms',
  rangeFiltersAny: 'Any',
  /** A segment of the rooms choice. Template: `{count}`. */
  rangeFiltersAtLeast: '{count}+',
  rangeFiltersPlotArea: 'Plot area (m²)',
  rangeFiltersMinPlotArea: 'Minimum plot area (m²)',
  rangeFiltersMaxPlotArea: 'Maximum plot area (m²)',
  rangeFiltersNotNumber: 'Enter a number of 0 or more.',
  rangeFiltersMinAboveMax: 'The minimum is above the maximum.',
  rangeFiltersClear: 'Clear all',
  rangeFiltersApply: 'Show results',
  /** The sheet's submit once the draft's count is known. Template: `{count}`. */
  rangeFiltersApplyCount: 'Show {count} results',
  rangeFiltersApplyOne: 'Show 1 result',
  /** The pills row (issue 22): the price and rooms pills, which open the Filters sheet. */
  filterPillType: 'Type',
  filterPillStatus: 'Status',
  /** A choice pill's name once picked. Template: `{group}`, `{value}`. */
  filterPillPicked: '{group}: {value}',
  filterPillPrice: 'Price',
  filterPillRooms: 'Rooms',
  rangeFiltersSort: 'Sort by',
  rangeFiltersActive: 'Filters on',
  /** Ours: under 'No properties found.' when filters are on. */
  rangeFiltersNoMatch: 'Nothing matches these filters. Widen the price or rooms, or clear them.',
  rangeFiltersClearFilters: 'Clear filters',
  /** Template: `{filter}`. */
  rangeFiltersRemove: 'Remove filter: {filter}',
} as const;
