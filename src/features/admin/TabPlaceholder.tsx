import { PanelState } from '../../ui/StatusMessage';

/** A dashboard tab a later issue fills in. */
export function TabPlaceholder({ title, children }: { title: string; children: string }) {
  return (
    <section className="admin-tab">
      <h2 className="admin-tab__title">{title}</h2>
      <PanelState>{children}</PanelState>
    </section>
  );
}
