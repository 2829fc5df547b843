import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTheme } from '@estate/sdk/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { EstateUIProvider } from '../../config/EstateProvider.js';
import { asUser } from '../../storybook/session.js';
import { ThemeToggle, ThemeToggleView } from './ThemeToggle.js';

/**
 * Light and dark (spec §4): the button offers the other theme, saves the choice under the client's
 * storage (`theme`), and every component follows.
 *
 * ```tsx
 * <ThemeToggle />                       // a widget: only its own roots change
 * <ThemeToggle applyToDocument showLabel />   // the reference app: also the class on <html>
 * ```
 */
const meta = {
  title: 'Navigation/ThemeToggle',
  component: ThemeToggleView,
  args: { theme: 'dark', onToggle: fn() },
} satisfies Meta<typeof ThemeToggleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InDarkTheme: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to light theme' }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const InLightTheme: Story = { args: { theme: 'light' }, globals: { theme: 'light' } };

export const WithLabel: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, width: 240 }}>
      <ThemeToggleView {...args} theme="dark" showLabel />
      <ThemeToggleView {...args} theme="light" showLabel />
    </div>
  ),
};

export const French: Story = { args: { showLabel: true }, globals: { locale: 'fr' } };

/** What the toggle changes, as an app reads it: `useTheme()`. */
function ThemedArea() {
  const { theme } = useTheme();
  return (
    <div className="est-root" data-theme={theme} data-testid="themed" style={{ display: 'flex', alignItems: 'center', gap: 12, padding: 16, borderRadius: 12, background: 'var(--est-surface)', color: 'var(--est-foreground)' }}>
      {/* The story's provider has the toolbar's theme; the area shows the one the toggle saves. */}
      <EstateUIProvider theme={theme}>
        <ThemeToggle showLabel />
      </EstateUIProvider>
      <span>{theme}</span>
    </div>
  );
}

export const FlipsTheTheme: Story = {
  ...asUser('anonymous'),
  render: () => <ThemedArea />,
  play: async ({ canvas }) => {
    const area = canvas.getByTestId('themed');
    // Nothing saved: the system's theme (light in the test browser, dark on a dark desktop), then each way.
    const first = area.getAttribute('data-theme') === 'dark' ? 'dark' : 'light';
    const other = first === 'dark' ? 'light' : 'dark';
    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${other} theme` }));
    await waitFor(() => expect(area).toHaveAttribute('data-theme', other));
    await userEvent.click(canvas.getByRole('button', { name: `Switch to ${first} theme` }));
    await waitFor(() => expect(area).toHaveAttribute('data-theme', first));
  },
};
