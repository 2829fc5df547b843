import { memoryStorage, MORTGAGE_STORAGE_KEY } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { propertyDetail } from '../../storybook/fixtures.js';
import { MortgageCalculator, type MortgageCalculatorProps } from './MortgageCalculator.js';
import { framed } from '../shared/story-helpers.js';

/** Each story keeps its inputs in its own memory storage, so one story's typing never leaks into the next. */
function Calculator({ stored, ...props }: MortgageCalculatorProps & { stored?: Record<string, unknown> }) {
  const [storage] = useState(() => memoryStorage(stored ? { [MORTGAGE_STORAGE_KEY]: JSON.stringify(stored) } : {}));
  return <MortgageCalculator storage={storage} {...props} />;
}

/**
 * The mortgage and cost calculator of a listing for sale (ours, beyond the spec): deposit as an
 * amount and a percentage (linked), rate, term (slider and number), stamp duty and legal fees as
 * percentages, USD or KES (at the plans' KES 130 per dollar), the monthly payment, principal
 * against interest, the purchase costs and the cash needed upfront. Invalid inputs are marked in
 * place; the last inputs are remembered per browser (`useMortgageCalculator`).
 *
 * ```tsx
 * {property.advert_type === 'For Sale' && <MortgageCalculator price={property.price} />}
 * ```
 */
const meta = {
  title: 'Property/MortgageCalculator',
  component: Calculator,
  args: { price: propertyDetail.price },
  decorators: [framed({ maxWidth: 880, padding: 24 })],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const replace = async (input: HTMLElement, text: string) => {
  await userEvent.clear(input);
  await userEvent.type(input, text);
};

export const Default: Story = {
  args: { price: 250_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('mortgage-monthly')).toHaveTextContent('$2,343 per month');
    await expect(canvas.getByTestId('mortgage-cash')).toHaveTextContent('$63,750');
    await expect(canvas.getByRole('button', { name: 'Reset to defaults' })).toBeDisabled();
  },
};

/** Typing a deposit, a rate and a term recalculates at once; the slider follows the term. */
export const ChangingInputs: Story = {
  args: { price: 250_000 },
  play: async ({ canvas }) => {
    await replace(canvas.getByLabelText('Deposit (% of price)'), '40');
    await expect(canvas.getByLabelText('Deposit amount (USD)')).toHaveValue('100,000');
    await replace(canvas.getByLabelText('Interest rate'), '0');
    await replace(canvas.getByLabelText('Term'), '10');
    await expect(canvas.getByLabelText('Term in years, slider')).toHaveValue('10');
    // $150,000 over 120 months at 0%.
    await waitFor(() => expect(canvas.getByTestId('mortgage-monthly')).toHaveTextContent('$1,250 per month'));
    await userEvent.click(canvas.getByRole('button', { name: 'KES' }));
    await expect(canvas.getByTestId('mortgage-monthly')).toHaveTextContent('KES 162,500 per month');
    await userEvent.click(canvas.getByRole('button', { name: 'Reset to defaults' }));
    await expect(canvas.getByTestId('mortgage-monthly')).toHaveTextContent('$2,343 per month');
  },
};

/** Out-of-range inputs are marked in place and the payment waits for them. */
export const InvalidInputs: Story = {
  args: { price: 250_000 },
  play: async ({ canvas, canvasElement }) => {
    await replace(canvas.getByLabelText('Interest rate'), '45');
    await replace(canvas.getByLabelText('Deposit amount (USD)'), '300000');
    await expect(canvas.getByText('The interest rate must be from 0% to 30%.')).toBeVisible();
    await expect(canvas.getByText('The deposit cannot be more than the price.')).toBeVisible();
    await expect(canvas.getByTestId('mortgage-monthly')).toHaveTextContent('—');
    await expect(canvasElement.textContent).not.toMatch(/NaN/);
  },
};

/** The inputs a buyer used last time, in shillings. */
export const RememberedInKes: Story = {
  args: { price: 250_000, stored: { depositPercent: 10, ratePercent: 11.5, years: 25, currency: 'KES' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'KES' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('mortgage-price')).toHaveTextContent('KES 32,500,000');
    await expect(canvas.getByRole('button', { name: 'Reset to defaults' })).toBeEnabled();
  },
};

export const NoPrice: Story = {
  args: { price: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This listing has no price to calculate with.')).toBeVisible();
  },
};
