import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** Phone and desktop sizes every public route is checked at. */
export const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** axe-core's browser script, read once per worker. */
let axeSource: string | undefined;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core with the WCAG 2.1 A and AA rules: no violations on the whole page. axe-core runs in
 * the page itself, put there once per document: @axe-core/playwright's analyze() evaluated its
 * half-megabyte script twice per call and opened a blank page for every result, which cost more
 * than the checks (the app has no frames for its cross-frame mode to reach).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settled(page);
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    AXE_TAGS,
  );
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Waits for the page's transitions and finite animations to end: the checks judge what a person
 * sees once it stops moving. A button pressed a moment ago is still fading to its pressed colour
 * for 0.15 s, white text on a background not yet dark (axe's colour-contrast saw one on a loaded
 * CI machine). Endless animations (a spinner) are left running.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Nothing wider than the screen: a phone never scrolls sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * What a person looks for on the screen as it is now, for every visible control (a button,
 * a link, a field, a tab, a summary; visible: rendered, not transparent, larger than 1×1 px,
 * so visually hidden labels are skipped):
 * - the document does not scroll sideways;
 * - each control lies horizontally inside the viewport: cut off, it cannot be read or tapped.
 *   A control inside a container that clips or scrolls sideways (overflow-x not visible) is
 *   checked against that container instead (inside its box if it clips, inside its scrolled
 *   extent if it scrolls: content left of a scroller's start can never be scrolled to), and
 *   the container in turn must fit;
 * - no two controls overlap by more than 2 px both ways, except where one holds the other,
 *   and only within one layer (the same nearest box that is fixed, sticky, or absolute with a
 *   z-index; or none): a sticky header, a dropdown or a modal dialog is meant to lie over the
 *   page. A control wholly inside another's box is a control on a card the other covers (a
 *   game's link, GameLink.tsx): fine if it is drawn above it (a tap in its middle reaches it),
 *   a fault if it lies under it, not judged while neither can be tapped (behind a modal dialog).
 * Fit is checked sideways only: a long page scrolls down, and that is fine.
 * A failure lists each problem with the controls' names, tags and boxes (x,y width×height).
 */
export async function expectLaidOut(page: Page): Promise<void> {
  await settled(page);
  expect(await layoutProblems(page), 'the layout as a person sees it').toEqual([]);
}

/** What expectLaidOut finds wrong, one sentence a problem (none: laid out). */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS = 'button, a[href], input, select, textarea, [role="tab"], [role="button"], summary';
    /** Subpixel rounding: an edge this far past another still counts as inside. */
    const SLACK = 1;
    /** Boxes touching (a border, a focus ring's room) are not an overlap a person would see. */
    const OVERLAP = 2;
    const viewport = { left: 0, right: document.documentElement.clientWidth };
    const problems = new Set<string>();
    type Rect = { left: number; right: number; top: number; bottom: number };

    const style = (el: Element) => getComputedStyle(el);
    const box = (r: { left: number; top: number; width: number; height: number }) =>
      `[${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}]`;
    const nameOf = (el: Element): string => {
      const labelledBy = el.getAttribute('aria-labelledby');
      const labels = 'labels' in el ? (el as HTMLInputElement).labels : null;
      const text =
        el.getAttribute('aria-label') ||
        (labelledBy && labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ')) ||
        (labels?.length ? labels[0].textContent : '') ||
        el.textContent ||
        el.getAttribute('title') ||
        el.getAttribute('placeholder') ||
        el.querySelector('img[alt]')?.getAttribute('alt') ||
        el.getAttribute('name') ||
        '';
      return text.replace(/\s+/g, ' ').trim().slice(0, 60);
    };
    const describe = (el: Element) => {
      const type = el.tagName === 'INPUT' ? `[type=${(el as HTMLInputElement).type}]` : '';
      const id = el.id ? `#${el.id}` : typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : '';
      return `${el.tagName.toLowerCase()}${type}${el.matches(CONTROLS) ? '' : id} '${nameOf(el)}' ${box(el.getBoundingClientRect())}`;
    };

    /** A box that is the containing block of position: fixed descendants (instead of the viewport). */
    const holdsFixed = (s: CSSStyleDeclaration) =>
      s.transform !== 'none' || s.perspective !== 'none' || s.filter !== 'none' || s.backdropFilter !== 'none' || /paint|layout|strict|content/.test(s.contain);
    /**
     * The ancestors whose overflow clips `el`, nearest first: only those in its chain of containing
     * blocks (an absolute box escapes a clipping parent that is not positioned; a fixed one, all).
     * The root and body are left out: their overflow is the viewport's, checked last.
     */
    const clippers = (el: Element): Element[] => {
      const found: Element[] = [];
      let position = style(el).position;
      for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
        const s = style(a);
        if (position === 'fixed' && !holdsFixed(s)) continue;
        if (position === 'absolute' && s.position === 'static' && !holdsFixed(s)) continue;
        if (s.display === 'contents') continue;
        position = s.position;
        if (s.overflowX !== 'visible') found.push(a);
      }
      return found;
    };
    /**
     * The nearest box, itself included, that is drawn over the page on purpose (none: the page): one
     * that stays put while the page scrolls under it (position fixed or sticky), or one taken out of
     * the flow and raised above it (position absolute with a z-index: a dropdown, a popover).
     */
    const layerOf = (el: Element): Element | null => {
      for (let a: Element | null = el; a; a = a.parentElement) {
        const s = style(a);
        if (/fixed|sticky/.test(s.position) || (s.position === 'absolute' && s.zIndex !== 'auto')) return a;
      }
      return null;
    };
    const scrolls = (el: Element) => /auto|scroll/.test(style(el).overflowX);
    /** A container's inside: its padding box, or for a scroller everything it can be scrolled to. */
    const inside = (c: Element) => {
      const r = c.getBoundingClientRect();
      const left = r.left + c.clientLeft - (scrolls(c) ? c.scrollLeft : 0);
      return { left, right: left + (scrolls(c) ? c.scrollWidth : c.clientWidth), top: r.top + c.clientTop, bottom: r.top + c.clientTop + c.clientHeight };
    };
    const fits = (r: DOMRect, within: { left: number; right: number }) => r.left >= within.left - SLACK && r.right <= within.right + SLACK;

    // (a) No sideways scroll; name where the overflow starts (a box sticking out of a parent that fits).
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 0) {
      const starts = [...document.body.querySelectorAll('*')]
        .filter((el) => {
          const right = el.getBoundingClientRect().right;
          const parentFits = (el.parentElement?.getBoundingClientRect().right ?? 0) <= viewport.right + SLACK;
          return right > viewport.right + SLACK && parentFits && clippers(el).length === 0;
        })
        .slice(0, 5);
      problems.add(`the page scrolls sideways by ${overflow} px (${viewport.right} px wide); sticking out: ${starts.map(describe).join('; ') || 'nothing found'}`);
    }

    const controls = [...document.querySelectorAll(CONTROLS)].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 1 && r.height > 1 && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    });

    // (b) Each control inside its container, each container inside its own, the last inside the viewport.
    const seen = controls.map((el) => {
      const chain = clippers(el);
      let held: Element = el;
      const r = el.getBoundingClientRect();
      let visible: Rect = { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      for (const c of chain) {
        const within = inside(c);
        if (!fits(held.getBoundingClientRect(), within)) {
          problems.add(`${describe(held)}${held === el ? '' : `, holding ${describe(el)},`} sticks out of ${scrolls(c) ? 'the scroller' : 'the clipping box'} ${describe(c)}`);
        }
        const clip = c.getBoundingClientRect();
        visible = {
          left: Math.max(visible.left, clip.left + c.clientLeft),
          right: Math.min(visible.right, clip.left + c.clientLeft + c.clientWidth),
          top: Math.max(visible.top, within.top),
          bottom: Math.min(visible.bottom, within.bottom),
        };
        held = c;
      }
      if (!fits(held.getBoundingClientRect(), viewport)) {
        problems.add(`${describe(held)}${held === el ? '' : `, holding ${describe(el)},`} sticks out of the viewport (0 to ${viewport.right} px)`);
      }
      return { el, visible, layer: layerOf(el) };
    });

    // (c) No two controls of one layer overlap (as much of each as its containers let show), but a
    // control may cover a card with the card's other controls drawn above it (src/ui/GameLink.tsx):
    // one box wholly inside the other, and a tap in its middle reaching it, is a control on a card.
    const holds = (outer: Rect, inner: Rect) =>
      inner.left >= outer.left - SLACK && inner.right <= outer.right + SLACK && inner.top >= outer.top - SLACK && inner.bottom <= outer.bottom + SLACK;
    /** Whether a tap in the middle of `r` (upper's visible box) reaches upper, not lower; null: neither can be tapped now. */
    const onTop = (upper: Element, r: Rect, lower: Element): boolean | null => {
      // Hit testing sees only the window's part of the page: bring the point into it, then back.
      const scrolled = window.scrollY;
      const y = (r.top + r.bottom) / 2;
      if (y < 0 || y > window.innerHeight) window.scrollTo({ top: scrolled + y - window.innerHeight / 2, behavior: 'instant' });
      const at = y - (window.scrollY - scrolled);
      const stack = document.elementsFromPoint((r.left + r.right) / 2, at);
      window.scrollTo({ top: scrolled, behavior: 'instant' });
      // The page would not scroll there (it is locked): out of reach now.
      if (at < 0 || at > window.innerHeight) return null;
      const upperAt = stack.findIndex((e) => upper.contains(e));
      const lowerAt = stack.findIndex((e) => lower.contains(e));
      // Neither is hit: nothing can be tapped there now (the page behind a modal dialog is inert).
      if (upperAt === -1 && lowerAt === -1) return null;
      return upperAt !== -1 && (lowerAt === -1 || upperAt < lowerAt);
    };
    for (let i = 0; i < seen.length; i += 1) {
      for (let j = i + 1; j < seen.length; j += 1) {
        const a = seen[i];
        const b = seen[j];
        if (a.layer !== b.layer || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const width = Math.min(a.visible.right, b.visible.right) - Math.max(a.visible.left, b.visible.left);
        const height = Math.min(a.visible.bottom, b.visible.bottom) - Math.max(a.visible.top, b.visible.top);
        if (width <= OVERLAP || height <= OVERLAP) continue;
        const [outer, inner] = holds(a.visible, b.visible) ? [a, b] : holds(b.visible, a.visible) ? [b, a] : [null, null];
        if (outer && inner) {
          if (onTop(inner.el, inner.visible, outer.el) === false) problems.add(`${describe(inner.el)} lies under ${describe(outer.el)}: a tap on it reaches the other`);
          continue;
        }
        problems.add(`${describe(a.el)} overlaps ${describe(b.el)} by ${Math.round(width)}×${Math.round(height)} px`);
      }
    }
    return [...problems];
  });
}

/** Marks the document, to prove later that a change arrived without a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/**
 * The scripts of the workers that open IndexedDB, hashed by the build: the storage worker
 * (src/data/storageWorker.ts) and, in a build with the database in a worker, that worker
 * (src/app/databaseWorker.ts).
 */
const STORAGE_WORKER_SCRIPT = '**/assets/{storageWorker,databaseWorker}-*.js';

/**
 * Runs `patch` first thing in the page and in the worker it starts
 * that opens IndexedDB: an init script never reaches a dedicated worker,
 * so the worker's script is served with the patch in front of it (the first
 * `times` times it is fetched; later workers get it as built). Routed on a
 * context, the service worker's own fetch of that script (its precache) is
 * patched too, so a page it serves gets the same worker.
 */
export async function patchIndexedDb(page: Page, routes: Page | BrowserContext, patch: () => void, times = Number.POSITIVE_INFINITY): Promise<void> {
  await page.addInitScript(patch);
  let left = times;
  await routes.route(STORAGE_WORKER_SCRIPT, async (route) => {
    try {
      const response = await route.fetch();
      if (left <= 0) return await route.fulfill({ response });
      left -= 1;
      return await route.fulfill({ response, body: `(${patch.toString()})();\n${await response.text()}` });
    } catch (error) {
      // The page that asked went away meanwhile (a reload, Try Again, the test's end while a worker
      // was still being fetched): nothing is waiting for this answer.
      if (/disposed|closed|Target page|Test ended/i.test(String(error))) return undefined;
      throw error;
    }
  });
}

/** Makes IndexedDB refuse to open in this page's context (as in some private modes): screens show their error state. */
export async function breakLocalDatabase(page: Page): Promise<void> {
  await patchIndexedDb(page, page.context(), () => {
    IDBFactory.prototype.open = function refuse(): IDBOpenDBRequest {
      throw new DOMException('IndexedDB is blocked for this test', 'InvalidStateError');
    };
  });
}
