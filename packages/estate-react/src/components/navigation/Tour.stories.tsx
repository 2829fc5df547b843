import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clapperboard, Compass, House, Info, LogOut, MessageCircle, PlusSquare, Search, User, Users, type IconComponent } from '../../icons/index.js';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { asUser } from '../../storybook/session.js';
import { Tour, TourIntro, TourRunner, useDefaultTourSteps, type TourStepId } from './Tour.js';

/**
 * The guided tour (spec §2): an intro card with Start Tour and Skip Tour, then ten steps over the
 * app's navigation (react-joyride, loaded only when the tour runs). The `runTour` and
 * `tourCompleted` flags live in the client's storage.
 *
 * ```tsx
 * <nav><a data-tour="home" href="/">Home</a> … <button data-tour="logout">Logout</button></nav>
 * <Tour />                                   // steps on [data-tour="home"], [data-tour="explore"], …
 * const { reset } = useTourFlags();          // "Take the tour again"
 * ```
 */
const meta = {
  title: 'Navigation/Tour',
  component: Tour,
} satisfies Meta<typeof Tour>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAV: [TourStepId, string, IconComponent][] = [
  ['home', 'Home', House],
  ['explore', 'Explore', Compass],
  ['search', 'Search', Search],
  ['agents', 'Agents', Users],
  ['clips', 'Clips', Clapperboard],
  ['chat', 'Message', MessageCircle],
  ['create', 'Create', PlusSquare],
  ['profile', 'Profile', User],
  ['about', 'About', Info],
  ['logout', 'Logout', LogOut],
];

/** A stand-in for the app's sidebar, its items marked with data-tour. */
function FakeLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 24, minHeight: 640 }}>
      <nav aria-label="Main" style={{ display: 'flex', flexDirection: 'column', gap: 4, width: 180, flex: 'none' }}>
        {NAV.map(([id, label, Icon]) => (
          <span key={id} data-tour={id} className="est-button" data-variant="ghost" style={{ justifyContent: 'flex-start' }}>
            <Icon size={18} aria-hidden />
            {label}
          </span>
        ))}
      </nav>
      <main style={{ flex: 1, display: 'grid', gap: 16, alignContent: 'start' }}>
        {[0, 1, 2].map((key) => (
          <div key={key} style={{ height: 160, borderRadius: 16, background: 'var(--est-surface-sunken)', border: '1px solid var(--est-border)' }} />
        ))}
      </main>
      {children}
    </div>
  );
}

export const Intro: Story = {
  render: () => <TourIntro inline onStart={fn()} onSkip={fn()} />,
};

export const IntroFrench: Story = {
  globals: { locale: 'fr' },
  render: () => <TourIntro inline onStart={fn()} onSkip={fn()} />,
};

function RunningTour() {
  const steps = useDefaultTourSteps();
  return (
    <FakeLayout>
      <TourRunner steps={steps} onEnd={fn()} />
    </FakeLayout>
  );
}

/** The first step over the layout: spotlight on Home, the tooltip in the theme's tokens. */
export const StepOverLayout: Story = {
  render: () => <RunningTour />,
  play: async () => {
    // The tooltip fades in once the library has loaded and placed it.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible(), { timeout: 8000 });
    await expect(screen.getByRole('button', { name: 'Next (Step 1 of 10)' })).toBeVisible();
  },
};

export const StepLightTheme: Story = {
  globals: { theme: 'light' },
  render: () => <RunningTour />,
  play: StepOverLayout.play,
};

export const StepFrench: Story = {
  globals: { locale: 'fr' },
  render: () => <RunningTour />,
  play: async () => {
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Accueil' })).toBeVisible(), { timeout: 8000 });
    await expect(screen.getByRole('button', { name: 'Suivant (étape 1 sur 10)' })).toBeVisible();
  },
};

export const StepOnPhone: Story = {
  globals: { viewport: { value: 'phone' } },
  render: () => <RunningTour />,
  play: StepOverLayout.play,
};

/** The connected tour, with its flags in a fresh client's storage: start, step on, skip; it does not come back. */
export const StartStepSkip: Story = {
  ...asUser('buyer@estate.demo'),
  render: () => (
    <FakeLayout>
      <Tour />
    </FakeLayout>
  ),
  play: async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Start Tour' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible(), { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: 'Next (Step 1 of 10)' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Explore' })).toBeVisible(), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible(), { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull());
    await expect(screen.queryByRole('button', { name: 'Start Tour' })).toBeNull();
  },
};
