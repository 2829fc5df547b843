import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTheme } from '@estate/sdk/react';
import { useAppText } from '../app/i18n/AppText';
import { APP_DEFAULT_THEME } from '../app/theme';
import { LogoMark } from './Logo';
import { NotFoundView } from './NotFoundView';

/**
 * What a route shows when its code failed to load (a new deploy replaced the old chunks, or the
 * network dropped) or a page threw while rendering: a way forward, never a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  // It may replace the root route itself (outside the provider), so it brings its own `est-root`
  // and theme, with the app's default.
  const { theme } = useTheme({ defaultTheme: APP_DEFAULT_THEME });
  return (
    <div className="est-root app-root" data-theme={theme}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundView kind="page" /> : <Failure />}
    </div>
  );
}

function Failure() {
  const text = useAppText();
  return (
    <main className="app-splash" role="alert">
      <div className="app-splash-mark">
        <LogoMark size={56} />
      </div>
      <h1 className="app-not-found-title">{text('errorTitle')}</h1>
      <p className="app-not-found-body">{text('errorBody')}</p>
      <button type="button" className="app-button" onClick={() => window.location.reload()}>
        {text('reload')}
      </button>
    </main>
  );
}
