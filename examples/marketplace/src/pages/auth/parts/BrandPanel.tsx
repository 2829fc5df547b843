import { Building2, Clapperboard, MessageCircle, UserRound } from 'lucide-react';
import { useAppText } from '../../../app/i18n/AppText';
import { LogoMark } from '../../../layout/Logo';

/**
 * The landing's brand side: the tagline over a skyline drawn in SVG and the marketing claim
 * (spec §1), all from CSS and SVG so the first screen loads no image.
 */
export function BrandPanel() {
  const text = useAppText();
  return (
    <aside className="app-auth-brand" aria-label={text('authBrandPanel')}>
      <div className="app-auth-brand-glow" aria-hidden />
      <div className="app-auth-brand-top">
        <span className="app-auth-brand-mark">
          <LogoMark size={40} />
        </span>
        <span className="app-auth-brand-name">{text('brand')}</span>
      </div>
      <div className="app-auth-brand-copy">
        <p className="app-auth-brand-tagline">{text('tagline')}</p>
        <ul className="app-auth-brand-chips">
          <li>
            <Building2 size={16} aria-hidden />
            {text('authChipListings')}
          </li>
          <li>
            <Clapperboard size={16} aria-hidden />
            {text('authChipReels')}
          </li>
          <li>
            <UserRound size={16} aria-hidden />
            {text('authChipAgents')}
          </li>
          <li>
            <MessageCircle size={16} aria-hidden />
            {text('authChipChat')}
          </li>
        </ul>
      </div>
      <Skyline />
      <p className="app-auth-brand-claim">
        <span className="app-auth-avatars" aria-hidden>
          <span />
          <span />
          <span />
          <span />
        </span>
        {text('happyClients')}
      </p>
    </aside>
  );
}

/** Towers, houses and a location pin: the illustration, in the panel's own colours. */
function Skyline() {
  return (
    <svg className="app-auth-skyline" viewBox="0 0 480 220" preserveAspectRatio="xMidYMax meet" aria-hidden>
      <g className="app-auth-skyline-far">
        <rect x="18" y="92" width="44" height="128" rx="4" />
        <rect x="70" y="58" width="36" height="162" rx="4" />
        <rect x="300" y="70" width="40" height="150" rx="4" />
        <rect x="392" y="100" width="52" height="120" rx="4" />
      </g>
      <g className="app-auth-skyline-near">
        <rect x="112" y="110" width="58" height="110" rx="6" />
        <rect x="176" y="36" width="50" height="184" rx="6" />
        <rect x="346" y="120" width="40" height="100" rx="6" />
        <path d="M236 220V150l44-34 44 34v70z" />
        <path d="M430 220v-46l25-20 25 20v46z" />
      </g>
      <g className="app-auth-skyline-windows">
        {[0, 1, 2, 3, 4, 5, 6].map((row) => (
          <g key={row}>
            <rect x="186" y={52 + row * 22} width="10" height="10" rx="2" />
            <rect x="206" y={52 + row * 22} width="10" height="10" rx="2" />
          </g>
        ))}
        {[0, 1, 2, 3].map((row) => (
          <g key={row}>
            <rect x="124" y={126 + row * 22} width="10" height="10" rx="2" />
            <rect x="148" y={126 + row * 22} width="10" height="10" rx="2" />
          </g>
        ))}
        <rect x="271" y="176" width="18" height="44" rx="3" />
        <rect x="250" y="160" width="12" height="12" rx="2" />
        <rect x="298" y="160" width="12" height="12" rx="2" />
      </g>
      <g className="app-auth-skyline-pin">
        <path d="M280 58c-14 0-24 10-24 23 0 17 24 37 24 37s24-20 24-37c0-13-10-23-24-23z" />
        <circle cx="280" cy="81" r="8" />
      </g>
    </svg>
  );
}
