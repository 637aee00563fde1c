import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useFirstSyncPending } from '../../data/useFirstSyncPending';
import { MSG } from '../../shared/schemas/messages';
import { wrapTabFocus } from '../../ui/focusTrap';
import { QueryState, loadingWhileEmpty } from '../../ui/QueryState';
import { indexForKey } from './menuKeys';
import { useMenuSchools } from './queries';
import { imageSrc } from '../../ui/imageSrc';

/** Where the focus goes once the list is shown: a keyboard opener moves into it, a tap on a phone to Close. */
export type FocusRequest = 'first' | 'last' | 'close' | null;

export interface SchoolsMenuPanelProps {
  id: string;
  /** Phones: a full-screen overlay with a Close button that keeps Tab inside. */
  overlay: boolean;
  focusRequest: FocusRequest;
  onFocusDone(): void;
  onClose(returnFocus: boolean): void;
}

export function SchoolsMenuPanel({ id, overlay, focusRequest, onFocusDone, onClose }: SchoolsMenuPanelProps) {
  const schools = useMenuSchools();
  const firstSyncPending = useFirstSyncPending();
  // A first visit's empty database is not 'no schools' until the first sync has had its chance.
  const shown = loadingWhileEmpty(schools, (list) => list.length === 0, firstSyncPending);
  const loading = shown.status === 'loading';
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const count = shown.status === 'ready' ? shown.data.length : null;

  // The request waits for the list: on a first open the schools arrive a moment after the panel.
  useEffect(() => {
    if (!focusRequest || loading) return;
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [];
    if (focusRequest === 'close' && closeRef.current) closeRef.current.focus();
    else if (links.length > 0) links[focusRequest === 'last' ? links.length - 1 : 0].focus();
    else panelRef.current?.focus();
    onFocusDone();
  }, [focusRequest, loading, count, onFocusDone]);

  // Behind a full-screen list the page must not scroll.
  useEffect(() => {
    if (!overlay) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [overlay]);

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const next = indexForKey(event.key, links.indexOf(document.activeElement as HTMLAnchorElement), links.length);
    if (next === null) return;
    event.preventDefault();
    links[next].focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (overlay && event.key === 'Tab' && panelRef.current && wrapTabFocus(panelRef.current, event.shiftKey)) {
      event.preventDefault();
    }
  };

  return (
    <div
      id={id}
      ref={panelRef}
      className={`schools-menu${overlay ? ' schools-menu--overlay' : ''}`}
      role={overlay ? 'dialog' : undefined}
      aria-modal={overlay || undefined}
      aria-labelledby={overlay ? titleId : undefined}
      tabIndex={-1}
      onKeyDown={onPanelKeyDown}
      data-testid="schools-menu"
    >
      <div className="schools-menu__head">
        <p id={titleId} className="schools-menu__title">
          {count === null ? 'Schools' : `Schools (${count})`}
        </p>
        {overlay ? (
          <button ref={closeRef} type="button" className="schools-menu__close" onClick={() => onClose(true)}>
            Close<span className="visually-hidden"> schools list</span>
          </button>
        ) : null}
      </div>
      <QueryState
        result={shown}
        placement="block"
        className="schools-menu__state"
        errorRole="none"
        loadingRole="none"
        loading="Loading schools…"
        error="Failed to load schools."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="schools-menu__state">{MSG.noSchools}</p>
          ) : (
            <ul ref={listRef} className="schools-menu__list" onKeyDown={onListKeyDown} aria-labelledby={titleId}>
              {list.map((school) => (
                <li key={school.id}>
                  <Link
                    to={`/schools/${encodeURIComponent(school.id)}`}
                    className="schools-menu__link"
                    // On a desktop the arrows move through the list and Tab moves on past it (menu button pattern).
                    tabIndex={overlay ? undefined : -1}
                    onClick={() => onClose(false)}
                  >
                    <span className="schools-menu__logo">
                      {school.logoUrl ? (
                        <img src={imageSrc(school.logoUrl)} alt="" width="36" height="36" loading="lazy" />
                      ) : (
                        <span className="schools-menu__no-logo" aria-hidden="true">
                          No Logo
                        </span>
                      )}
                    </span>
                    <span className="schools-menu__text">
                      <span className="schools-menu__name">{school.name}</span>
                      <span className="visually-hidden">, </span>
                      <span className="schools-menu__location">{school.location}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}
