import { MORTGAGE_STORAGE_KEY, memoryStorage } from '@estate/sdk';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { MortgageCalculator, type MortgageCalculatorProps } from './MortgageCalculator.js';

afterEach(cleanup);

function renderCalculator(props: Partial<MortgageCalculatorProps> = {}, locale: 'en' | 'fr' = 'en') {
  const storage = props.storage ?? memoryStorage();
  const view = render(
    <EstateUIProvider theme="light" locale={locale}>
      <MortgageCalculator price={250_000} storage={storage} {...props} />
    </EstateUIProvider>,
  );
  return { ...view, storage };
}

const monthly = () => screen.getByTestId('mortgage-monthly').textContent;
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('MortgageCalculator', () => {
  it('shows the price and the monthly payment of the Kenyan defaults (20% down, 13%, 20 years)', () => {
    renderCalculator();
    expect(screen.getByRole('heading', { name: 'Mortgage calculator' })).toBeTruthy();
    expect(screen.getByTestId('mortgage-price').textContent).toBe('$250,000');
    expect((screen.getByLabelText('Deposit amount (USD)') as HTMLInputElement).value).toBe('50,000');
    expect((screen.getByLabelText('Deposit (% of price)') as HTMLInputElement).value).toBe('20');
    expect(monthly()).toBe('$2,343 per month');
    // 4% stamp duty + 1.5% legal fees of $250,000, plus the $50,000 deposit.
    expect(screen.getByTestId('mortgage-cash').textContent).toBe('$63,750');
    expect(screen.getByRole('img', { name: /\$200,000 principal and \$362,356 interest/ })).toBeTruthy();
    expect(screen.getByText('KES at 130 per US dollar. An estimate, not an offer of credit.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Reset to defaults' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('links the deposit amount and percentage, and recalculates on rate and term', () => {
    renderCalculator();
    type('Deposit amount (USD)', '100000');
    expect((screen.getByLabelText('Deposit (% of price)') as HTMLInputElement).value).toBe('40');
    type('Deposit (% of price)', '0');
    expect((screen.getByLabelText('Deposit amount (USD)') as HTMLInputElement).value).toBe('0');
    type('Interest rate', '0');
    type('Term', '25');
    // $250,000 over 300 months at 0%.
    expect(monthly()).toBe('$833 per month');
    fireEvent.change(screen.getByLabelText('Term in years, slider'), { target: { value: '10' } });
    expect((screen.getByLabelText('Term') as HTMLInputElement).value).toBe('10');
    expect(monthly()).toBe('$2,083 per month');
  });

  it('switches to KES at the plans’ rate and remembers the inputs', () => {
    const { storage } = renderCalculator();
    fireEvent.click(screen.getByRole('button', { name: 'KES' }));
    expect(screen.getByRole('button', { name: 'KES' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('mortgage-price').textContent).toBe('KES 32,500,000');
    expect((screen.getByLabelText('Deposit amount (KES)') as HTMLInputElement).value).toBe('6,500,000');
    expect(monthly()).toBe('KES 304,610 per month');
    type('Interest rate', '11');
    expect(JSON.parse(storage.getItem(MORTGAGE_STORAGE_KEY)!)).toMatchObject({ currency: 'KES', ratePercent: 11 });

    cleanup();
    renderCalculator({ storage });
    expect((screen.getByLabelText('Interest rate') as HTMLInputElement).value).toBe('11');
    expect(screen.getByTestId('mortgage-price').textContent).toBe('KES 32,500,000');
  });

  it('marks invalid inputs where they are and never shows NaN', () => {
    const { container } = renderCalculator();
    type('Interest rate', '45');
    type('Term', '');
    type('Deposit amount (USD)', '300000');
    expect(monthly()).toBe('—');
    expect(screen.getByText('Correct the highlighted fields to see the payment.')).toBeTruthy();
    const rate = screen.getByLabelText('Interest rate');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(rate.getAttribute('aria-describedby')!)!.textContent).toBe('The interest rate must be from 0% to 30%.');
    expect(screen.getByText('Enter a number.')).toBeTruthy();
    const deposit = screen.getByLabelText('Deposit (% of price)');
    expect(document.getElementById(deposit.getAttribute('aria-describedby')!)!.textContent).toBe('The deposit cannot be more than the price.');
    expect(container.textContent).not.toMatch(/NaN/);
  });

  it('resets to the defaults', () => {
    const { storage } = renderCalculator();
    type('Interest rate', '7');
    const reset = screen.getByRole('button', { name: 'Reset to defaults' });
    fireEvent.click(reset);
    expect((screen.getByLabelText('Interest rate') as HTMLInputElement).value).toBe('13');
    expect(storage.getItem(MORTGAGE_STORAGE_KEY)).toBeNull();
    expect(monthly()).toBe('$2,343 per month');
  });

  it('says so when the listing has no price', () => {
    renderCalculator({ price: null });
    expect(screen.getByText('This listing has no price to calculate with.')).toBeTruthy();
    expect(screen.queryByTestId('mortgage-monthly')).toBeNull();
  });

  it('speaks French, with a decimal comma', () => {
    const { storage } = renderCalculator({}, 'fr');
    const section = screen.getByRole('region', { name: 'Simulateur de prêt immobilier' });
    fireEvent.change(within(section).getByLabelText("Taux d'intérêt"), { target: { value: '4,5' } });
    expect(JSON.parse(storage.getItem(MORTGAGE_STORAGE_KEY)!).ratePercent).toBe(4.5);
    fireEvent.change(within(section).getByLabelText("Taux d'intérêt"), { target: { value: '45' } });
    expect(within(section).getByText("Le taux d'intérêt doit être compris entre 0 % et 30 %.")).toBeTruthy();
  });
});
