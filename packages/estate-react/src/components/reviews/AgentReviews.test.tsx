import type { AgentReview, ReviewViewer } from '@estate/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { actionDone, fieldRefusal } from '../shared/action-results.js';
import { AgentReviewsView, type AgentReviewsViewProps } from './AgentReviews.js';
import { RatingSummary, StarRating } from './StarRating.js';

afterEach(cleanup);

const review = (overrides: Partial<AgentReview> = {}): AgentReview => ({
  id: 7,
  agent: 'grace_achieng',
  author: 'brian_otieno',
  author_full_name: 'Brian Otieno',
  profile_photo: null,
  rating: 4,
  content: 'Helpful and patient.',
  reply: null,
  replied_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  is_mine: false,
  is_reported: false,
  ...overrides,
});
const viewer = (overrides: Partial<ReviewViewer> = {}): ReviewViewer => ({ can_review: false, reason: null, my_review: null, is_agent: false, ...overrides });
const summary = { rating_average: 4.5, num_reviews: 2, distribution: [0, 0, 0, 1, 1] as [number, number, number, number, number] };

function renderView(props: Partial<AgentReviewsViewProps> = {}) {
  return render(<AgentReviewsView agentName="Grace Achieng" summary={summary} reviews={[review()]} viewer={viewer({ can_review: true })} {...props} />);
}

describe('StarRating and RatingSummary', () => {
  it('read as the rating out of 5, filling part of a star for fractions', () => {
    const { container } = render(<StarRating value={3.5} />);
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeTruthy();
    expect(container.querySelectorAll('.est-star-fill')).toHaveLength(4);
    expect((container.querySelectorAll('.est-star-fill')[3] as HTMLElement).style.width).toBe('50%');
  });

  it('show the average and the count, and only the count with no reviews', () => {
    const { unmount } = render(<RatingSummary average={4.25} count={12} />);
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('12 reviews')).toBeTruthy();
    unmount();
    render(<RatingSummary average={0} count={1} />);
    expect(screen.getByText('1 review')).toBeTruthy();
  });

  it('speak French in a French provider', () => {
    render(
      <EstateUIProvider locale="fr">
        <RatingSummary average={4.5} count={3} />
      </EstateUIProvider>,
    );
    expect(screen.getByRole('img', { name: 'Noté 4,5 sur 5' })).toBeTruthy();
    expect(screen.getByText('3 avis')).toBeTruthy();
  });
});

describe('AgentReviewsView', () => {
  it('shows the summary, the bars and each review', () => {
    renderView();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    expect(screen.getByText('2 reviews')).toBeTruthy();
    const bars = within(screen.getByRole('list', { name: 'Ratings by number of stars' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['5 stars: 1', '4 stars: 1', '3 stars: 0', '2 stars: 0', '1 stars: 0']);
    const item = screen.getByRole('article', { name: 'Brian Otieno' });
    expect(within(item).getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(within(item).getByText('Helpful and patient.')).toBeTruthy();
  });

  it('checks the form before sending, then sends the stars and trimmed text', async () => {
    const onCreate = vi.fn(async () => actionDone());
    renderView({ onCreate });
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Please write a few words about your experience.')).toBeTruthy();
    expect(onCreate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'x'.repeat(1001) } });
    expect(screen.getByText('1001 / 1000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Please keep your review to 1000 characters or fewer.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: '  Superb.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(onCreate).toHaveBeenCalledWith({ rating: 5, content: 'Superb.' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
  });

  it('shows the server\u2019s field errors on the form', async () => {
    renderView({ onCreate: async () => fieldRefusal({ content: [['max_length', { max: 1000 }, 'Ensure this field has no more than 1000 characters.']] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    fireEvent.click(screen.getByLabelText('2 stars'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your review' }), { target: { value: 'Slow' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Ensure this field has no more than 1000 characters.')).toBeTruthy();
  });

  it.each([
    ['sign_in', 'Sign in to review this agent.'],
    ['guest', 'Guests can read reviews; register to write one.'],
    ['no_chat', 'You can review this agent once you have talked in the chat: write to them, and review them after they answer.'],
    ['not_agent', 'Only agents can be reviewed.'],
    ['self', 'These are the reviews people left you. You can reply once to each.'],
  ] as const)('explains why a viewer may not review (%s)', (reason, text) => {
    renderView({ viewer: viewer({ reason }) });
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('offers a report to members other than the author, and none without a session', () => {
    const { unmount } = renderView({ viewer: viewer({ reason: 'no_chat' }), onReport: vi.fn() });
    expect(screen.getByRole('button', { name: 'Report the review by Brian Otieno' })).toBeTruthy();
    unmount();
    renderView({ viewer: viewer({ reason: 'sign_in' }), onReport: vi.fn() });
    expect(screen.queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('lets the agent reply once to a review without a reply', async () => {
    const onReply = vi.fn(async () => actionDone());
    renderView({ viewer: viewer({ reason: 'self', is_agent: true }), reviews: [review(), review({ id: 8, author: 'omar_said', author_full_name: 'Omar Said', reply: 'Thanks!' })], onReply });
    expect(screen.getAllByRole('button', { name: /^Reply to/ })).toHaveLength(1);
    expect(screen.getByText('Reply from Grace Achieng')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reply to Brian Otieno' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Thank you, Brian.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post reply' }));
    await waitFor(() => expect(onReply).toHaveBeenCalledWith(7, 'Thank you, Brian.'));
  });

  it('shows loading, error with retry, empty and pages', () => {
    const { unmount } = renderView({ loading: true, summary: undefined });
    expect(screen.getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true');
    unmount();
    const onRetry = vi.fn();
    const second = renderView({ error: 'The reviews could not be loaded.', summary: undefined, onRetry });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
    second.unmount();
    const third = renderView({ summary: { rating_average: 0, num_reviews: 0, distribution: [0, 0, 0, 0, 0] }, reviews: [] });
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    third.unmount();
    const onPageChange = vi.fn();
    renderView({ page: 1, pageCount: 2, onPageChange });
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
