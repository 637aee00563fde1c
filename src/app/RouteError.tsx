import { Button } from '../ui/Button';
import { PanelState } from '../ui/StatusMessage';

function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);
}

/** A screen that failed to render; most often admin code never opened online before. */
export function RouteError({ error }: { error: unknown }) {
  const offlineFirstVisit = isChunkLoadError(error) || !navigator.onLine;
  return (
    <div className="page">
      <h1 className="page__title">{offlineFirstVisit ? 'Not available offline yet' : 'Something went wrong'}</h1>
      <PanelState action={<Button onClick={() => window.location.reload()}>Try Again</Button>}>
        {offlineFirstVisit
          ? 'This page needs a connection the first time you open it. Connect to the internet and try again.'
          : 'This page could not be shown. Please try again.'}
      </PanelState>
    </div>
  );
}
