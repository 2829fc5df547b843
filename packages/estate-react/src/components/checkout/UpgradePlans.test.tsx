import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { plans } from '../../storybook/fixtures.js';
import { UpgradePlansView } from './UpgradePlans.js';

afterEach(cleanup);

describe('UpgradePlansView', () => {
  it('shows a card per plan with its monthly USD price, description and six feature lines', () => {
    render(<UpgradePlansView plans={plans} />);
    const cards = screen.getAllByRole('listitem').filter((item) => item.classList.contains('est-plan-card'));
    expect(cards).toHaveLength(3);
    const agent = cards[1]!;
    expect(within(agent).getByText('$25')).toBeTruthy();
    expect(within(agent).getByText('/month')).toBeTruthy();
    expect(within(agent).getByText(plans[1]!.description)).toBeTruthy();
    expect(within(agent).getByText('Priority support')).toBeTruthy();
    expect(within(agent).getAllByRole('listitem')).toHaveLength(6);
  });

  it("marks only the popular plan 'Most Popular'", () => {
    render(<UpgradePlansView plans={plans} />);
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByText('Most Popular').closest('.est-plan-card')?.textContent).toContain('Agent');
  });

  it("chooses a plan with its 'Upgrade to {name}' button, and blocks the others while one is initiated", () => {
    const onChoose = vi.fn();
    const { rerender } = render(<UpgradePlansView plans={plans} onChoose={onChoose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade to Seller' }));
    expect(onChoose).toHaveBeenCalledWith(plans[0]);
    rerender(<UpgradePlansView plans={plans} onChoose={onChoose} pendingPlan="seller" />);
    expect((screen.getByRole('button', { name: 'Upgrade to Agent' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows beside each USD price the KES amount charged, from the plan, and says why shillings', () => {
    render(<UpgradePlansView plans={plans} />);
    const agent = screen.getByRole('heading', { name: 'Agent' }).closest('.est-plan-card') as HTMLElement;
    expect(within(agent).getByText('$25')).toBeTruthy();
    expect(within(agent).getByText(`Charged KES ${plans[1]!.amount_kes.toLocaleString('en-US')} a month`)).toBeTruthy();
    expect(screen.getByText(/Your card is charged the amount in Kenyan shillings \(KES\)/)).toBeTruthy();
  });

  it('asks for the license in place of the plans when the plan was refused for want of one, and saves it from there', () => {
    const onSave = vi.fn();
    const onBack = vi.fn();
    const { rerender } = render(<UpgradePlansView plans={plans} license={{ plan: plans[1]!, onSave, onBack }} />);
    expect(screen.getByText('Please update your profile license to proceed with checkout')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upgrade to Agent' })).toBeNull();
    const field = screen.getByLabelText('License number');
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'EARB/A/2026/0042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(onSave).toHaveBeenCalledWith('EARB/A/2026/0042');
    expect(screen.getByRole('link', { name: 'Edit it in your profile instead' }).getAttribute('href')).toBe('/profile/edit/');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the plans' }));
    expect(onBack).toHaveBeenCalled();
    rerender(<UpgradePlansView plans={plans} license={{ plan: plans[1]!, onSave, onBack, errors: ['This field is required.'] }} />);
    expect(screen.getByLabelText('License number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.')).toBeTruthy();
  });

  it('offers a link to the checkout once a payment is initiated', () => {
    render(<UpgradePlansView plans={plans} initiatedPlanName="Seller" />);
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});
