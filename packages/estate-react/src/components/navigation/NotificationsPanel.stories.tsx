import type { Meta, StoryObj } from '@storybook/react-vite';
import { EstateError } from '@estate/sdk';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { notifications } from '../../storybook/fixtures.js';
import { asUser, type StoryUser } from '../../storybook/session.js';
import { NotificationsBell, NotificationsBellView, NotificationsPanel, NotificationsPanelView } from './NotificationsPanel.js';

/** The fixtures were captured on this day: times read the same in every run. */
const NOW = new Date('2026-11-22T12:00:00Z');

const meta = {
  title: 'Navigation/NotificationsPanel',
  component: NotificationsPanelView,
  parameters: {
    docs: {
      description: {
        component: [
          'The notifications list of the right sidebar (spec §2) and the top bar\'s bell that shows it on hover, focus or click.',
          '',
          '```tsx',
          '<NotificationsPanel refreshInterval={60_000} />   // in a sidebar',
          '<NotificationsBell />                            // in the top bar: bell + unread count + popover',
          '```',
        ].join('\n'),
      },
    },
  },
  args: { notifications, now: NOW, onRetry: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.bare ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 384, border: '1px solid var(--est-border)', borderRadius: 16, overflow: 'hidden' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof NotificationsPanelView>;

export default meta;
type Story = StoryObj<typeof meta>;

const live = (user: StoryUser) => asUser(user) as unknown as Pick<Story, 'loaders' | 'decorators'>;

export const WithNotifications: Story = {};

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No new notifications')).toBeVisible();
  },
};

export const Loading: Story = { args: { notifications: [], loading: true } };

export const Failed: Story = {
  args: { notifications: [], error: new EstateError('Network error. Please check your connection and try again.', 'network') },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const French: Story = { globals: { locale: 'fr' } };

export const LightTheme: Story = { globals: { theme: 'light' } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };

/** The bell with the panel open, as a click leaves it. */
export const BellOpen: Story = {
  parameters: { bare: true },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 720, minHeight: 560 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <NotificationsBellView unread={args.notifications.filter((item) => !item.is_read).length} open panel={<NotificationsPanelView {...args} />} />,
};

/* ---------- Behaviour against the real server ---------- */

export const LoadsLive: Story = {
  ...live('buyer@estate.demo'),
  render: () => <NotificationsPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    const items = await waitFor(() => {
      const found = canvas.getAllByRole('link');
      expect(found.length).toBeGreaterThan(0);
      return found;
    }, { timeout: 5000 });
    await expect(items[0]).toHaveTextContent(/replied to your comment|liked|commented|sent you a message/);
  },
};

const buyer = asUser('buyer@estate.demo');

export const BellLive: Story = {
  loaders: buyer.loaders as Story['loaders'],
  parameters: { bare: true },
  // The signed-in provider goes around the frame (story decorators listed later wrap earlier ones).
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', maxWidth: 720 }}>
        <Story />
      </div>
    ),
    ...buyer.decorators,
  ] as Story['decorators'],
  render: () => <NotificationsBell />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const bell = await within(canvasElement).findByRole('button', { name: /Notifications \(\d+ unread\)/ }, { timeout: 8000 });
    // Hover opens it without taking the focus.
    await userEvent.hover(bell);
    const panel = await page.findByRole('dialog', { name: 'Notifications' });
    await expect(await within(panel).findAllByRole('link')).not.toHaveLength(0);
    // A click pins it; Escape closes it.
    await userEvent.click(bell);
    await userEvent.unhover(bell);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  },
};
