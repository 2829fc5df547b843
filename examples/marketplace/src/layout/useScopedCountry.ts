import { useParams } from 'react-router';
import { toCountryCode } from '@estate/sdk';

/** The country the page is scoped to (`/KE/`, `/property-type/KE/House/`...), upper-case, or null. */
export function useScopedCountry(): string | null {
  const { country } = useParams();
  return (country && toCountryCode(country)) || null;
}
