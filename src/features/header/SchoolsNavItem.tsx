import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { SCHOOLS_MENU_CLOSE_DELAY_MS, createDelayedAction } from './delayedAction';
import { opensFromToggle } from './menuKeys';
import type { FocusRequest } from './SchoolsMenuPanel';
import './schoolsMenu.css';

// The list and its query load when the menu first opens (every page has the header; few open it):
// its focus request already waits for the schools, which arrive a moment after the panel.
const SchoolsMenuPanel = lazy(() => import('./SchoolsMenuPanel').then((module) => ({ default: module.SchoolsMenuPanel })));

/** Same breakpoint as header.css: below it the header is the phone menu. */
const DESKTOP_QUERY = '(min-width: 900px)';

/**
 * The header's Schools entry (docs/product/screens.md §1): the link to /schools, and a dropdown
 * of every school that opens on hover or keyboard focus, closes 200 ms after
 * the mouse leaves, on a click outside or with Escape; on a phone it is a
 * full-screen list with a Close button.
 */
export function SchoolsNavItem() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const [open, setOpen] = useState(false);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const [closeLater] = useState(() => createDelayedAction(SCHOOLS_MENU_CLOSE_DELAY_MS, () => setOpen(false)));
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Focus handed back by Escape must not open the list again.
  const quietFocus = useRef(false);
  const panelId = useId();
  const { pathname } = useLocation();

  const show = (request: FocusRequest = null) => {
    closeLater.cancel();
    setOpen(true);
    setFocusRequest(request);
  };
  const hide = useCallback(
    (returnFocus: boolean) => {
      closeLater.cancel();
      setOpen(false);
      setFocusRequest(null);
      if (returnFocus) {
        quietFocus.current = true;
        toggleRef.current?.focus();
        quietFocus.current = false;
      }
    },
    [closeLater],
  );
  const focusDone = useCallback(() => setFocusRequest(null), []);

  useEffect(() => () => closeLater.cancel(), [closeLater]);

  // Another page (a school chosen, any link followed) closes the list.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && itemRef.current?.contains(event.target)) return;
      hide(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, hide]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && desktop) show();
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' && desktop && open) closeLater.schedule();
  };
  const onFocus = (event: FocusEvent<HTMLLIElement>) => {
    // Keyboard focus on the link or the toggle shows the list, as hover does; a click's focus does not.
    if (quietFocus.current || open || !desktop) return;
    const target: Element = event.target;
    if (target === event.currentTarget.firstElementChild || target === toggleRef.current) {
      if (target.matches(':focus-visible')) show();
    }
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (open && desktop && next instanceof Node && !event.currentTarget.contains(next)) hide(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      // From inside the list focus returns to the toggle; on the link or the toggle it stays put.
      const target: Element = event.target as Element;
      hide(target !== toggleRef.current && target !== event.currentTarget.firstElementChild);
    }
  };
  const onToggleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!opensFromToggle(event.key)) return;
    event.preventDefault();
    show(event.key === 'ArrowUp' ? 'last' : 'first');
  };
  const onToggleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A click only opens: on a desktop the mouse is already over the list (hover opened it),
    // so a toggle would close it under the pointer; on a phone the list covers the caret.
    // detail 0 is a click from a screen reader, which should land in the list.
    if (event.detail === 0) show('first');
    else if (!open) show(desktop ? null : 'close');
  };

  return (
    <li
      ref={itemRef}
      className={`site-nav__schools${open ? ' site-nav__schools--open' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <NavLink to="/schools" className="site-nav__link">
        Schools
      </NavLink>
      <button
        ref={toggleRef}
        type="button"
        className="schools-toggle"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onKeyDown={onToggleKeyDown}
        onClick={onToggleClick}
      >
        <span className="schools-toggle__caret" aria-hidden="true" />
        <span className="visually-hidden">Schools list</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SchoolsMenuPanel id={panelId} overlay={!desktop} focusRequest={focusRequest} onFocusDone={focusDone} onClose={hide} />
        </Suspense>
      ) : null}
    </li>
  );
}
