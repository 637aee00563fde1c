import type { ReactNode } from 'react';
import './ui.css';

export type StatusTone = 'info' | 'success' | 'error' | 'warning';

/**
 * Messages announced to screen readers: errors interrupt (role=alert), the rest
 * are polite (role=status). Rendered empty-but-present so the live region exists
 * before its text arrives.
 */
export function StatusMessage({ tone = 'info', children, className }: { tone?: StatusTone; children?: ReactNode; className?: string }) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  const classes = ['status', `status--${tone}`, children ? '' : 'status--empty', className].filter(Boolean).join(' ');
  return (
    <div role={role} className={classes}>
      {children}
    </div>
  );
}

/** A page-level state (loading, empty, error) centred in its panel. */
export function PanelState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="panel-state">
      <p>{children}</p>
      {action}
    </div>
  );
}
