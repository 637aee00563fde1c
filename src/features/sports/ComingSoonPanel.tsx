/** A panel the spec marks Coming Soon ('LIAA Leaders', 'Division Statistics'). */
export function ComingSoonPanel({ id, title, children }: { id: string; title: string; children: string }) {
  return (
    <section className="sports-panel coming-soon" aria-labelledby={id}>
      <h2 id={id} className="sports-panel__title">
        {title} <span className="coming-soon__badge">Coming Soon</span>
      </h2>
      <p className="sports-panel__empty">{children}</p>
    </section>
  );
}
