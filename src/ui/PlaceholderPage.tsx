import { PanelState } from './StatusMessage';
import { usePageTitle } from './usePageTitle';

/** A route whose screen a later issue fills in; the shell, navigation and offline behaviour already work. */
export function PlaceholderPage({ title, children }: { title: string; children?: string }) {
  usePageTitle(title);
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <PanelState>{children ?? 'This page is coming soon.'}</PanelState>
    </div>
  );
}
