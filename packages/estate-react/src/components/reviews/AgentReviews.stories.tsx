import type { AgentReview, ReviewViewer } from '@estate/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { actionDone, detailRefusal } from '../shared/action-results.js';
import { AgentReviews, AgentReviewsView } from './AgentReviews.js';

const day = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000).toISOString();

const reviews: AgentReview[] = [
  {
    id: 31,
    agent: 'david_kamau',
    author: 'wanjiku_njoroge',
    author_full_name: 'Wanjiku Njoroge',
    profile_photo: null,
    rating: 5,
    content: 'Showed us six homes in one Saturday and knew every street by name. We moved in two weeks later.',
    reply: 'Thank you! It was a pleasure helping you find the right home.',
    replied_at: day(2),
    created_at: day(3),
    updated_at: day(3),
    is_mine: false,
    is_reported: false,
  },
  {
    id: 30,
    agent: 'david_kamau',
    author: 'brian_otieno',
    author_full_name: 'Brian Otieno',
    profile_photo: null,
    rating: 3,
    content: 'Found us a place in the end, though the paperwork dragged on.',
    reply: null,
    replied_at: null,
    created_at: day(20),
    updated_at: day(12),
    is_mine: false,
    is_reported: false,
  },
  {
    id: 29,
    agent: 'david_kamau',
    author: 'omar_said',
    author_full_name: 'Omar Said',
    profile_photo: null,
    rating: 4,
    content: 'Good negotiator: got the seller to fix the roof before transfer.',
    reply: null,
    replied_at: null,
    created_at: day(37),
    updated_at: day(37),
    is_mine: false,
    is_reported: true,
  },
];
const summary = { rating_average: 4.25, num_reviews: 8, distribution: [0, 1, 1, 2, 4] as [number, number, number, number, number] };
const viewerAs = (viewer: Partial<ReviewViewer>): ReviewViewer => ({ can_review: false, reason: null, my_review: null, is_agent: false, ...viewer });
const ok = () => fn(async () => actionDone());

const meta = {
  title: 'Account/AgentReviews',
  component: AgentReviewsView,
  args: {
    agentName: 'David Kamau',
    summary,
    reviews,
    viewer: viewerAs({ can_review: true }),
    page: 1,
    pageCount: 1,
    onCreate: ok(),
    onUpdate: ok(),
    onReply: ok(),
    onReport: ok(),
    onMessage: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'An agent\u2019s reviews (ours, beyond the spec). Connected: `<AgentReviews username="david_kamau" onMessage={openChat} />`. The average with its stars and count, a bar for each number of stars, the "Write a review" form (stars as a radio group, text with a counter) for a member who has written to the agent in the chat, or why not; each review with its author, date, stars, text and the agent\u2019s one reply; edit for the author, reply for the agent, report (with a confirmation) for everyone else signed in; paged. `StarRating` and `RatingSummary` show the stars elsewhere (the mini profile card).',
      },
    },
  },
} satisfies Meta<typeof AgentReviewsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A member who has chatted with the agent: the summary, the bars, the list and "Write a review". */
export const Eligible: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reviews' })).toBeVisible();
    await expect(canvas.getByText('4.3')).toBeVisible();
    await expect(canvas.getByText('8 reviews')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Ratings by number of stars' })).getByLabelText('5 stars: 4')).toBeVisible();
    await expect(canvas.getByText('Reply from David Kamau')).toBeVisible();
    await expect(canvas.getByText('Reported')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Write a review' })).toBeVisible();
  },
};

/** The form: nothing is sent without stars and text; the stars answer the arrow keys. */
export const WriteAReview: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    const form = within(canvas.getByRole('form', { name: 'Review David Kamau' }));
    await userEvent.click(form.getByRole('button', { name: 'Post review' }));
    await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(form.getByText('Please write a few words about your experience.')).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.click(form.getByLabelText('3 stars'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(form.getByLabelText('4 stars')).toBeChecked();
    await userEvent.type(form.getByRole('textbox', { name: 'Your review' }), 'Honest and quick.');
    await expect(form.getByText('17 / 1000')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Post review' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ rating: 4, content: 'Honest and quick.' });
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Review David Kamau' })).toBeNull());
  },
};

/** The server's refusal shows on the form. */
export const Refused: Story = {
  args: { onCreate: fn(async () => detailRefusal(400, 'already_reviewed', 'You have already reviewed this agent; edit your review instead.')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Write a review' }));
    await userEvent.click(canvas.getByLabelText('5 stars'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your review' }), 'Great');
    await userEvent.click(canvas.getByRole('button', { name: 'Post review' }));
    await expect(await canvas.findByText('You have already reviewed this agent; edit your review instead.')).toBeVisible();
  },
};

/** Not written to the agent yet: why not, and a way to start the chat. */
export const ChatFirst: Story = {
  args: { viewer: viewerAs({ reason: 'no_chat' }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You can review this agent once you have talked in the chat: write to them, and review them after they answer.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Write a review' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Message David Kamau' }));
    await expect(args.onMessage).toHaveBeenCalled();
  },
};

/** Without a session: sign in to review; no report buttons. */
export const SignedOut: Story = {
  args: { viewer: viewerAs({ reason: 'sign_in' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sign in to review this agent.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(canvas.queryByRole('button', { name: /^Report/ })).toBeNull();
  },
};

/** My own review: marked, with Edit; the form opens filled in. */
export const MyReview: Story = {
  args: { viewer: viewerAs({ reason: 'reviewed', my_review: 30 }), reviews: reviews.map((review) => (review.id === 30 ? { ...review, is_mine: true } : review)) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Your review')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const form = within(canvas.getByRole('form', { name: 'Edit your review' }));
    await expect(form.getByLabelText('3 stars')).toBeChecked();
    await userEvent.click(form.getByLabelText('4 stars'));
    await userEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(30, { rating: 4, content: reviews[1]!.content });
  },
};

/** The agent: a Reply button on each review without one, and an explanation instead of the form. */
export const AgentReplies: Story = {
  args: { viewer: viewerAs({ reason: 'self', is_agent: true }) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('These are the reviews people left you. You can reply once to each.')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Reply to/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Reply to Brian Otieno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Post reply' }));
    await expect(canvas.getByText('Please write a reply.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your reply' }), 'Sorry for the wait, Brian.');
    await userEvent.click(canvas.getByRole('button', { name: 'Post reply' }));
    await expect(args.onReply).toHaveBeenCalledWith(30, 'Sorry for the wait, Brian.');
  },
};

/** Reporting asks first, with an optional reason. */
export const Report: Story = {
  args: { viewer: viewerAs({ reason: 'reviewed', my_review: 99 }) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Report the review by Brian Otieno' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Report this review?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), 'Not a client');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report review' }));
    await expect(args.onReport).toHaveBeenCalledWith(30, 'Not a client');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};

/** No reviews yet. */
export const Empty: Story = {
  args: { summary: { rating_average: 0, num_reviews: 0, distribution: [0, 0, 0, 0, 0] }, reviews: [], viewer: viewerAs({ reason: 'no_chat' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reviews yet')).toBeVisible();
    await expect(canvas.getByText('0 reviews')).toBeVisible();
  },
};

/** Several pages. */
export const Paged: Story = {
  args: { page: 2, pageCount: 3 },
  play: async ({ canvas, args }) => {
    const pages = within(canvas.getByRole('navigation', { name: 'Review pages' }));
    await expect(pages.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(pages.getByRole('button', { name: 'Older' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const Loading: Story = {
  args: { loading: true, summary: undefined, reviews: undefined, viewer: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { error: 'The reviews could not be loaded.', summary: undefined, reviews: undefined, viewer: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The reviews could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Against the demo API: a top agent's seeded reviews, read by the demo buyer (who has not chatted with him there). */
export const Connected: Story = {
  ...(asUser('buyer@estate.demo') as unknown as Pick<Story, 'loaders' | 'decorators'>),
  render: () => <AgentReviews username="halima_abdalla" />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Ratings by number of stars' }, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
  },
};
