import { useMemo } from 'react';
import { useDefaultTourSteps, type TourStep } from '@estate/react/tour';
import { useAppText } from '../app/i18n/AppText';
import { TAB_TOUR_IDS } from './TabBar';

/**
 * The tour below the extra-large breakpoint (issue 23): the stops the tab bar holds, pointed at
 * from above it, then the menu button for the rest (search, agents, the dashboard, About, Logout).
 */
export function usePhoneTourSteps(): TourStep[] {
  const text = useAppText();
  const defaults = useDefaultTourSteps();
  return useMemo(() => {
    const inTabBar = defaults
      .filter((step) => TAB_TOUR_IDS.includes(step.id))
      .map((step) => ({ ...step, target: `.app-tabbar [data-tour="${step.id}"]`, placement: 'top' as const }));
    return [
      ...inTabBar,
      { id: 'menu', target: '[data-tour="menu"]', title: text('tourMenuTitle'), content: text('tourMenuBody'), placement: 'bottom' as const },
    ];
  }, [defaults, text]);
}
