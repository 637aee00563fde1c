import type { ReactNode } from 'react';
import type { ButtonVariant } from './Button';
import { Button } from './Button';
import { PanelState } from './StatusMessage';

/**
 * A screen's loading and error states, one shape per placement (QueryState.tsx switches between them and the content;
 * a screen that puts other states between them uses these directly). A module of its own: the first page's chunk
 * needs these, not the switch.
 */

/**
 * Where a loading or error state sits:
 * - 'panel': a page's main panel (PanelState): the message, 'Try Again' under it;
 * - 'block': a card's or section's body (`className` on it): the message, a secondary 'Try Again' under it;
 * - 'inline': one paragraph (`className` on it), 'Try Again' at the end of the line.
 */
export type StatePlacement = 'panel' | 'block' | 'inline';

/** The live region the message is: an error interrupts ('alert'), loading is polite ('status'); 'none' is not announced. */
export type StateRole = 'alert' | 'status' | 'none';

const roleOf = (role: StateRole) => (role === 'none' ? undefined : role);

export interface QueryErrorProps {
  placement: StatePlacement;
  message: ReactNode;
  /** 'Try Again'; without it there is no button. */
  onRetry?: () => void;
  className?: string;
  /** Default: 'alert', but 'none' inline (the message and its button are one line). */
  role?: StateRole;
  /** A block's role on its message paragraph (default), or on the whole block, button included. */
  roleOn?: 'message' | 'block';
  /** Default: 'secondary' in a block, 'primary' elsewhere. */
  variant?: ButtonVariant;
  /** The retry is under way (the button keeps its label and takes no second tap). */
  busy?: boolean;
}

/** A failed load and its 'Try Again' (docs/product/screens.md: every screen's error state). */
export function QueryError({ placement, message, onRetry, className, role, roleOn = 'message', variant, busy }: QueryErrorProps) {
  const announced = roleOf(role ?? (placement === 'inline' ? 'none' : 'alert'));
  const retry = onRetry ? (
    <Button variant={variant ?? (placement === 'block' ? 'secondary' : 'primary')} busy={busy} onClick={onRetry}>
      Try Again
    </Button>
  ) : null;
  if (placement === 'panel') return <PanelState action={retry ?? undefined}>{announced ? <span role={announced}>{message}</span> : message}</PanelState>;
  if (placement === 'block') {
    return (
      <div className={className} role={roleOn === 'block' ? announced : undefined}>
        <p role={roleOn === 'block' ? undefined : announced}>{message}</p>
        {retry}
      </div>
    );
  }
  return (
    <p className={className} role={announced}>
      {message}
      {retry ? <> {retry}</> : null}
    </p>
  );
}

export interface QueryLoadingProps {
  placement: StatePlacement;
  children: ReactNode;
  /** The paragraph's class (block and inline). */
  className?: string;
  /** Default: 'status'. */
  role?: 'status' | 'none';
  /** Tells tests this state from another component's with the same words (block and inline). */
  testId?: string;
}

/** A load under way: a polite live region saying so. */
export function QueryLoading({ placement, children, className, role = 'status', testId }: QueryLoadingProps) {
  const announced = roleOf(role);
  if (placement === 'panel') return <PanelState>{announced ? <span role={announced}>{children}</span> : children}</PanelState>;
  return (
    <p className={className} role={announced} data-testid={testId}>
      {children}
    </p>
  );
}

