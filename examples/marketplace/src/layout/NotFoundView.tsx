import { Link } from 'react-router';
import { useAppText } from '../app/i18n/AppText';

export type NotFoundKind = 'page' | 'property' | 'country';

const TEXTS = {
  page: { title: 'pageNotFound', body: 'pageNotFoundBody', link: 'backHome', to: '/' },
  property: { title: 'noPropertyFound', body: 'noPropertyFoundBody', link: 'backHome', to: '/' },
  country: { title: 'countryNotFound', body: 'countryNotFoundBody', link: 'backExplore', to: '/explore' },
} as const;

/**
 * The three 404s of spec §2: 'Page Not Found' and 'No Property Found' link home, 'Property Not
 * Found' (a country) links to /explore.
 */
export function NotFoundView({ kind }: { kind: NotFoundKind }) {
  const text = useAppText();
  const { title, body, link, to } = TEXTS[kind];
  return (
    <section className="app-not-found" data-kind={kind} aria-labelledby="not-found-title">
      <p className="app-not-found-code" aria-hidden>
        404
      </p>
      <h1 id="not-found-title" className="app-not-found-title">
        {text(title)}
      </h1>
      <p className="app-not-found-body">{text(body)}</p>
      <Link to={to} className="app-button">
        {text(link)}
      </Link>
    </section>
  );
}
