/**
 * What the contract says of a form's field that a rule can check before sending: written by
 * `scripts/contract.ts` into `FORM_FIELDS`, read by the rules (`limits.ts`).
 */
export interface FieldFacts {
  maxLength?: number;
  maxItems?: number;
  /** `x-max-bytes`: a file's largest size. */
  maxBytes?: number;
  minimum?: number;
  maximum?: number;
  /** A decimal's digits before and after the point (`x-whole-digits`, `x-decimal-places`). */
  wholeDigits?: number;
  places?: number;
  default?: string | number | boolean;
}
