import { useAppText } from '../../../app/i18n/AppText';

/** The app-store badges (spec §2): they only show the notice, through `onNotice`. */
export function StoreBadges({ onNotice }: { onNotice: () => void }) {
  const text = useAppText();
  return (
    <div className="app-auth-stores">
      <p className="app-auth-stores-title">{text('authGetTheApp')}</p>
      <div className="app-auth-stores-row">
        <button type="button" className="app-auth-store" onClick={onNotice}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
            <path fill="#34A853" d="M3.6 2.3 13.4 12 3.6 21.7c-.4-.2-.6-.6-.6-1.1V3.4c0-.5.2-.9.6-1.1z" />
            <path fill="#FBBC04" d="m16.7 15.3-3.3-3.3 3.3-3.3 3.8 2.2c1 .6 1 1.6 0 2.2z" />
            <path fill="#EA4335" d="M16.7 15.3 13.4 12l-9.8 9.7c.4.2.9.2 1.4-.1z" />
            <path fill="#4285F4" d="M16.7 8.7 5 2.4c-.5-.3-1-.3-1.4-.1L13.4 12z" />
          </svg>
          <span className="app-auth-store-text">
            <span className="app-auth-store-small">{text('authGetItOn')}</span>
            <span className="app-auth-store-name">{text('authGooglePlay')}</span>
          </span>
        </button>
        <button type="button" className="app-auth-store" onClick={onNotice}>
          <svg width="20" height="22" viewBox="0 0 20 24" aria-hidden>
            <path
              fill="currentColor"
              d="M16.4 12.7c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.6-1-2.5-4.1zM13.9 5c.7-.9 1.2-2 1-3.2-1 0-2.2.7-3 1.5-.6.7-1.2 1.9-1 3.1 1.1.1 2.3-.6 3-1.4z"
            />
          </svg>
          <span className="app-auth-store-text">
            <span className="app-auth-store-small">{text('authDownloadOn')}</span>
            <span className="app-auth-store-name">{text('authAppStore')}</span>
          </span>
        </button>
      </div>
    </div>
  );
}
