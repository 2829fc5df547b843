'use client';

import { STORAGE_KEYS, watchStorageKey, type KeyValueStorage } from '@estate/sdk';
import { useEstateClient } from '@estate/sdk/react';
import { Compass, X } from '../../icons/index.js';
import { lazy, Suspense, useCallback, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { EventData, Placement, Step, TooltipRenderProps } from 'react-joyride';
import { useEstateUI, useTranslate } from '../../config/context.js';
import { useRootProps } from '../../config/root.js';
import type { EstateUIMessageKey } from '../../messages/index.js';
import { Button } from '../../primitives/Button.js';

/** The ten stops of the guided tour, in the spec's order (§2). */
export const TOUR_STEP_IDS = ['home', 'explore', 'search', 'agents', 'clips', 'chat', 'create', 'profile', 'about', 'logout'] as const;
export type TourStepId = (typeof TOUR_STEP_IDS)[number];

/** The tour library's settings the spec names (§9). */
export const TOUR_SETTINGS = {
  scrollOffset: 20,
  scrollDuration: 300,
  spotlightPadding: 10,
  width: 380,
  /** Under this viewport width the tooltip narrows to fit. */
  narrowBelow: 480,
  zIndex: 100,
} as const;

export interface TourStep {
  id: string;
  /** A CSS selector or element: `[data-tour="home"]` by default. */
  target: string | HTMLElement;
  title: ReactNode;
  content: ReactNode;
  placement?: Placement | 'auto' | 'center';
}

const TITLE_KEYS: Record<TourStepId, EstateUIMessageKey> = {
  home: 'tourHomeTitle',
  explore: 'tourExploreTitle',
  search: 'tourSearchTitle',
  agents: 'tourAgentsTitle',
  clips: 'tourClipsTitle',
  chat: 'tourChatTitle',
  create: 'tourCreateTitle',
  profile: 'tourProfileTitle',
  about: 'tourAboutTitle',
  logout: 'tourLogoutTitle',
};

/** The default steps: each stop's element is found by `[data-tour="<id>"]`, which the app's sidebar puts on its links. */
export function useDefaultTourSteps(): TourStep[] {
  const t = useTranslate();
  return TOUR_STEP_IDS.map((id) => ({
    id,
    target: `[data-tour="${id}"]`,
    title: t(TITLE_KEYS[id]),
    content: t(TITLE_KEYS[id].replace(/Title$/, 'Body') as EstateUIMessageKey),
    placement: 'right',
  }));
}

/* ---------- The run and completed flags (spec §2, keys runTour and tourCompleted) ---------- */

const flagListeners = new Set<() => void>();

function readFlag(storage: KeyValueStorage, key: string): boolean {
  try {
    const raw = storage.getItem(key);
    return raw === 'true' || raw === '"true"';
  } catch {
    return false;
  }
}

function writeFlag(storage: KeyValueStorage, key: string, value: boolean) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A storage that refuses to write: the tour simply shows again next time.
  }
}

export interface TourFlags {
  /** The tour is running (kept so a reload resumes it). */
  running: boolean;
  /** The tour was finished or skipped: the intro no longer shows. */
  completed: boolean;
  start: () => void;
  /** Finished or skipped: stop and remember. */
  end: () => void;
  /** Forget the tour was seen, so the intro shows again. */
  reset: () => void;
}

/** The tour's flags in the client's storage, followed across components and tabs; both false on the server. */
export function useTourFlags(storageOverride?: KeyValueStorage): TourFlags {
  const client = useEstateClient();
  const storage = storageOverride ?? client.storage;
  const subscribe = useCallback(
    (onChange: () => void) => {
      flagListeners.add(onChange);
      const stopRun = watchStorageKey(storage, STORAGE_KEYS.runTour, onChange);
      const stopDone = watchStorageKey(storage, STORAGE_KEYS.tourCompleted, onChange);
      return () => {
        flagListeners.delete(onChange);
        stopRun();
        stopDone();
      };
    },
    [storage],
  );
  // One number as the snapshot keeps it stable between renders.
  const bits = useSyncExternalStore(
    subscribe,
    () => (readFlag(storage, STORAGE_KEYS.runTour) ? 1 : 0) | (readFlag(storage, STORAGE_KEYS.tourCompleted) ? 2 : 0),
    () => 0,
  );
  return useMemo(() => {
    const write = (run: boolean, done: boolean) => {
      writeFlag(storage, STORAGE_KEYS.runTour, run);
      writeFlag(storage, STORAGE_KEYS.tourCompleted, done);
      flagListeners.forEach((listener) => listener());
    };
    return {
      running: (bits & 1) === 1,
      completed: (bits & 2) === 2,
      start: () => write(true, false),
      end: () => write(false, true),
      reset: () => write(false, false),
    };
  }, [bits, storage]);
}

/* ---------- The intro card ---------- */

export interface TourIntroProps {
  onStart: () => void;
  onSkip: () => void;
  /** In the page's flow instead of floating at the bottom corner. */
  inline?: boolean;
  className?: string;
}

/** The invitation: 'Start Tour' and 'Skip Tour'. */
export function TourIntro({ onStart, onSkip, inline = false, className }: TourIntroProps) {
  const t = useTranslate();
  const root = useRootProps('tour-intro', 'est-grid', 'est-card', className);
  return (
    <section {...root} data-inline={inline || undefined} aria-labelledby="est-tour-intro-title">
      <span className="est-tour-intro-icon est-rounded est-text-accent est-center" aria-hidden>
        <Compass size={22} />
      </span>
      <div className="est-tour-intro-text est-stack est-gap-1">
        <h2 id="est-tour-intro-title" className="est-tour-intro-title est-text-base est-bold">
          {t('tourIntroTitle')}
        </h2>
        <p className="est-tour-intro-body est-muted">{t('tourIntroBody')}</p>
      </div>
      <div className="est-tour-intro-actions est-flex est-gap-2">
        <Button variant="ghost" onClick={onSkip}>
          {t('skipTour')}
        </Button>
        <Button onClick={onStart}>{t('startTour')}</Button>
      </div>
    </section>
  );
}

/* ---------- The tooltip, themed with the tokens ---------- */

/** The tooltip of a step, as the tour library renders it: est-root, so the theme's tokens apply in its portal. */
export function TourTooltip({ step, index, size, isLastStep, backProps, closeProps, primaryProps, skipProps, tooltipProps }: TooltipRenderProps) {
  const t = useTranslate();
  const root = useRootProps('tour-tooltip', 'est-card est-stack est-gap-2');
  const primary = isLastStep ? t('tourLast') : t('tourNextWithProgress', { step: index + 1, steps: size });
  return (
    <div {...root} {...tooltipProps} aria-labelledby="est-tour-step-title" aria-describedby="est-tour-step-body">
      <div className="est-tour-tooltip-header est-row est-between">
        <span className="est-tour-tooltip-progress est-text-accent est-text-xs est-bold" aria-hidden>
          {index + 1} / {size}
        </span>
        <button {...closeProps} className="est-tour-tooltip-close est-bare est-justify-center est-inline est-pill est-muted" aria-label={t('tourClose')} title={t('tourClose')}>
          <X size={16} aria-hidden />
        </button>
      </div>
      {step.title && (
        <h2 id="est-tour-step-title" className="est-tour-tooltip-title est-text-lg est-bold est-tight">
          {step.title}
        </h2>
      )}
      <div id="est-tour-step-body" className="est-tour-tooltip-body est-muted">
        {step.content}
      </div>
      <div className="est-tour-tooltip-dots est-flex" aria-hidden>
        {Array.from({ length: size }, (_, dot) => (
          <span key={dot} className="est-tour-tooltip-dot est-pill" data-active={dot === index || undefined} />
        ))}
      </div>
      <div className="est-tour-tooltip-footer est-row est-wrap est-gap-2">
        {!isLastStep && (
          <button {...skipProps} className="est-button est-tour-tooltip-skip est-muted" data-variant="ghost" data-size="sm" aria-label={t('tourSkip')} title={t('tourSkip')}>
            {t('tourSkip')}
          </button>
        )}
        <span className="est-tour-tooltip-spacer" />
        {index > 0 && (
          <button {...backProps} className="est-button" data-variant="secondary" data-size="sm" aria-label={t('tourBack')} title={t('tourBack')}>
            {t('tourBack')}
          </button>
        )}
        <button {...primaryProps} className="est-button" data-variant="primary" data-size="sm" aria-label={primary} title={primary}>
          {primary}
        </button>
      </div>
    </div>
  );
}

/* ---------- The tour ---------- */

// Loaded only when a tour runs: react-joyride and its positioning engine stay out of every other page.
const Joyride = lazy(() => import('react-joyride').then((module) => ({ default: module.Joyride })));

export interface TourRunnerProps {
  steps: TourStep[];
  /** The tour ended: `finished` after the last step, `skipped` by Skip or the close button. */
  onEnd: (status: 'finished' | 'skipped') => void;
}

/** The running tour (react-joyride with the spec's settings, texts from the messages table, the tokens' look). */
export function TourRunner({ steps, onEnd }: TourRunnerProps) {
  const t = useTranslate();
  const { theme } = useEstateUI();
  const narrow = (globalThis.innerWidth ?? Infinity) < TOUR_SETTINGS.narrowBelow;
  const joyrideSteps = useMemo<Step[]>(
    () => steps.map(({ id, target, title, content, placement }) => ({ id, target, title, content, placement: placement ?? 'auto', skipBeacon: true })),
    [steps],
  );
  const locale = {
    back: t('tourBack'),
    close: t('tourClose'),
    last: t('tourLast'),
    next: t('tourNext'),
    // The library fills {current} and {total}; the table says {step} and {steps}.
    nextWithProgress: t('tourNextWithProgress', { step: '{current}', steps: '{total}' }),
    open: t('tourOpen'),
    skip: t('tourSkip'),
  };
  const ended = useRef(false);
  const onEvent = (data: EventData) => {
    if (ended.current) return;
    if (data.status === 'finished' || data.status === 'skipped') {
      ended.current = true;
      onEnd(data.status);
    }
  };
  return (
    <Suspense fallback={null}>
      <Joyride
        run
        continuous
        steps={joyrideSteps}
        locale={locale}
        onEvent={onEvent}
        tooltipComponent={TourTooltip}
        options={{
          scrollOffset: TOUR_SETTINGS.scrollOffset,
          scrollDuration: TOUR_SETTINGS.scrollDuration,
          spotlightPadding: TOUR_SETTINGS.spotlightPadding,
          width: narrow ? Math.max(240, (globalThis.innerWidth ?? TOUR_SETTINGS.width) - 32) : TOUR_SETTINGS.width,
          zIndex: TOUR_SETTINGS.zIndex,
          showProgress: true,
          buttons: ['back', 'close', 'primary', 'skip'],
          closeButtonAction: 'skip',
          spotlightRadius: 12,
          // The arrow is drawn outside the tooltip's est-root, so it takes the surface colour of each theme.
          arrowColor: theme === 'dark' ? '#121922' : '#ffffff',
          backgroundColor: theme === 'dark' ? '#121922' : '#ffffff',
          overlayColor: theme === 'dark' ? 'rgb(0 0 0 / 0.6)' : 'rgb(3 7 18 / 0.5)',
        }}
      />
    </Suspense>
  );
}

export interface TourProps {
  /** The stops; `useDefaultTourSteps()` (ten steps on `[data-tour="<id>"]`) by default. */
  steps?: TourStep[];
  /** Show the intro card while the tour was neither run nor completed (true by default). */
  showIntro?: boolean;
  /** The intro card in the page's flow instead of floating. */
  inlineIntro?: boolean;
  onEnd?: (status: 'finished' | 'skipped') => void;
  className?: string;
}

/**
 * The guided tour (spec §2): an intro card with 'Start Tour' and 'Skip Tour', then ten steps over
 * the app's navigation. `runTour` and `tourCompleted` are kept in the client's storage, so a
 * reload resumes a running tour and a finished or skipped one does not come back
 * (`useTourFlags().reset()` brings it back).
 */
export function Tour({ steps, showIntro = true, inlineIntro = false, onEnd, className }: TourProps) {
  const defaults = useDefaultTourSteps();
  const flags = useTourFlags();
  const end = (status: 'finished' | 'skipped') => {
    flags.end();
    onEnd?.(status);
  };
  if (flags.running) return <TourRunner steps={steps ?? defaults} onEnd={end} />;
  if (flags.completed || !showIntro) return null;
  return <TourIntro onStart={flags.start} onSkip={() => end('skipped')} inline={inlineIntro} className={className} />;
}
