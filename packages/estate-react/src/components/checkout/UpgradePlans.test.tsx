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

  it('offers a link to the checkout once a payment is initiated', () => {
    render(<UpgradePlansView plans={plans} initiatedPlanName="Seller" />);
    expect(screen.getByRole('link', { name: 'Continue to checkout' }).getAttribute('href')).toBe('/checkout');
  });
});
