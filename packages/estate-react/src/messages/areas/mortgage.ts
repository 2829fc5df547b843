/** MortgageCalculator (ours, beyond the spec): the monthly payment and purchase costs of a listing for sale. */
export const en = {
  mortgageTitle: 'Mortgage calculator',
  mortgageSubtitle: 'Estimate the monthly payment and the cash you need to buy.',
  mortgageHomePrice: 'Home price',
  mortgageDeposit: 'Deposit',
  /** Template: `{currency}` is USD or KES. */
  mortgageDepositAmount: 'Deposit amount ({currency})',
  mortgageDepositPercent: 'Deposit (% of price)',
  mortgageRate: 'Interest rate',
  mortgageTerm: 'Term',
  mortgageTermSlider: 'Term in years, slider',
  mortgageYears: 'years',
  mortgageStampDuty: 'Stamp duty',
  mortgageLegalFees: 'Legal fees',
  mortgageCurrency: 'Currency',
  mortgageMonthlyPayment: 'Monthly payment',
  mortgagePerMonth: 'per month',
  mortgagePrincipal: 'Principal',
  mortgageInterest: 'Interest',
  /** The bar's accessible name. Template: `{principal}`, `{interest}` are amounts. */
  mortgageBreakdown: 'Over the loan: {principal} principal and {interest} interest',
  mortgageLoanAmount: 'Loan amount',
  mortgageTotalInterest: 'Total interest',
  /** Template: `{count}` is the number of monthly payments. */
  mortgageTotalPaid: 'Total of {count} payments',
  mortgagePurchaseCosts: 'Purchase costs',
  mortgageCashUpfront: 'Cash needed upfront',
  mortgageCashUpfrontHint: 'Deposit, stamp duty and legal fees',
  mortgageFixFields: 'Correct the highlighted fields to see the payment.',
  mortgageReset: 'Reset to defaults',
  /** Template: `{rate}` is shillings per dollar. */
  mortgageRateNote: 'KES at {rate} per US dollar. An estimate, not an offer of credit.',
} as const;
