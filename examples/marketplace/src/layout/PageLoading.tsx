import { Spinner } from '@estate/react';

/** What shows while a page's code arrives: a quiet spinner in the content area, never a blank screen. */
export function PageLoading() {
  return (
    <div className="app-page-loading" role="status" aria-live="polite">
      <Spinner />
    </div>
  );
}
