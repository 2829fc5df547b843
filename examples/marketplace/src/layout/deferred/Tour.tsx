import { Tour, type TourProps } from '@estate/react/tour';

/** The guided tour (its intro, steps and joyride), in a chunk of its own that loads after the page. */
export default function DeferredTour(props: TourProps) {
  return <Tour {...props} />;
}
