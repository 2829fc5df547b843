/**
 * `@estate/react/tour`: the guided tour of spec §2 (react-joyride, issue 25). An entry of its own:
 * install `react-joyride` (an optional peer) to use it.
 */
export {
  Tour,
  TOUR_SETTINGS,
  TOUR_STEP_IDS,
  TourIntro,
  TourRunner,
  TourTooltip,
  useDefaultTourSteps,
  useTourFlags,
  type TourFlags,
  type TourIntroProps,
  type TourProps,
  type TourRunnerProps,
  type TourStep,
  type TourStepId,
} from './components/navigation/Tour.js';
