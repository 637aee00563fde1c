// The plain test, not ./fixtures': these pages are set in place, no server is needed.
import { expect, test } from '@playwright/test';
import { expectLaidOut, expectNoAxeViolations, layoutProblems } from './lookChecks';

test.use({ viewport: { width: 360, height: 740 } });

/** A phone's page: a sticky header with two buttons, a row of buttons, a table that scrolls in its own box, a sr-only label. */
const CLEAN = `
  <style>
    body { margin: 0; font: 16px sans-serif; }
    header { position: sticky; top: 0; display: flex; justify-content: space-between; background: #fff; }
    .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .wide { overflow-x: auto; }
    .wide table { width: 900px; }
  </style>
  <a class="sr-only" href="#main">Skip to content</a>
  <header><button>Menu</button><a href="/search">Search</a></header>
  <main>
    <label class="sr-only" for="q">Find a school</label><input id="q">
    <p><button>Yesterday</button> <button>Today</button> <button>Tomorrow</button></p>
    <div class="wide"><table><tr><td><a href="/a">First</a></td><td style="text-align: right"><a href="/z">Last</a></td></tr></table></div>
    <p style="height: 2000px"><button>Far below</button></p>
  </main>`;

test('a clean page is laid out', async ({ page }) => {
  await page.setContent(CLEAN);
  expect(await layoutProblems(page)).toEqual([]);
  await expectLaidOut(page);
});

test('the page scrolling sideways fails, naming what sticks out', async ({ page }) => {
  await page.setContent(`${CLEAN}<div class="banner" style="width: 500px">A banner</div>`);
  const problems = await layoutProblems(page);
  expect(problems).toHaveLength(1);
  expect(problems[0]).toMatch(/^the page scrolls sideways by 140 px \(360 px wide\); sticking out: div\.banner 'A banner' \[0,\d+ 500×\d+\]$/);
  await expect(expectLaidOut(page)).rejects.toThrow(/scrolls sideways/);
});

test('a control cut off by the viewport fails, though the page does not scroll', async ({ page }) => {
  await page.setContent(`${CLEAN}<button style="position: fixed; right: -30px; bottom: 0; width: 80px">Save</button>`);
  expect(await layoutProblems(page)).toEqual([expect.stringMatching(/^button 'Save' \[310,\d+ 80×\d+\] sticks out of the viewport \(0 to 360 px\)$/)]);
  await expect(expectLaidOut(page)).rejects.toThrow(/button 'Save' .* sticks out of the viewport/);
});

test('a control cut off by a clipping box fails, and so does a box that clips it away from the viewport', async ({ page }) => {
  await page.setContent(`${CLEAN}
    <div class="card" style="width: 200px; overflow: hidden"><button style="margin-left: 150px; width: 100px">Follow</button></div>
    <div class="strip" style="width: 500px; overflow: hidden"><button>Share</button></div>`);
  expect(await layoutProblems(page)).toEqual([
    expect.stringMatching(/^the page scrolls sideways by 140 px .*; sticking out: div\.strip 'Share'/),
    expect.stringMatching(/^button 'Follow' \[150,\d+ 100×\d+\] sticks out of the clipping box div\.card 'Follow' \[0,\d+ 200×\d+\]$/),
    expect.stringMatching(/^div\.strip 'Share' \[0,\d+ 500×\d+\], holding button 'Share' .*, sticks out of the viewport/),
  ]);
});

test('content left of a scroller\'s start, where it can never be scrolled to, fails', async ({ page }) => {
  await page.setContent(`${CLEAN}
    <div class="days" style="display: flex; justify-content: center; overflow-x: auto">
      ${Array.from({ length: 8 }, (_, i) => `<button style="flex: none; width: 80px">Day ${i + 1}</button>`).join('')}
    </div>`);
  const problems = await layoutProblems(page);
  expect(problems.length).toBeGreaterThan(0);
  expect(problems[0]).toMatch(/^button 'Day 1' \[-\d+,\d+ 80×\d+\] sticks out of the scroller div\.days/);
});

test('two overlapping controls fail, naming both; one over the other in a sticky bar does not', async ({ page }) => {
  await page.setContent(`${CLEAN}
    <p style="position: relative"><button>Edit</button><button style="position: absolute; left: 10px; top: 5px">Delete</button></p>`);
  expect(await layoutProblems(page)).toEqual([expect.stringMatching(/^button 'Edit' \[0,\d+ \d+×\d+\] overlaps button 'Delete' \[10,\d+ \d+×\d+\] by \d+×\d+ px$/)]);
  await expect(expectLaidOut(page)).rejects.toThrow(/overlaps/);

  // Scrolled, the sticky header lies over "Today": another layer, meant to.
  await page.setContent(CLEAN);
  const today = page.getByRole('button', { name: 'Today' });
  await page.evaluate((top) => window.scrollTo(0, top), (await today.boundingBox())!.y - 5);
  const [header, button] = [await page.locator('header').boundingBox(), await today.boundingBox()];
  expect(button!.y).toBeLessThan(header!.y + header!.height - 10);
  expect(await layoutProblems(page)).toEqual([]);
});

test('a dropdown raised over the page is laid out, though it lies over the page\'s controls', async ({ page }) => {
  await page.setContent(`${CLEAN}
    <nav style="position: relative"><button>Schools</button>
      <ul class="menu" style="position: absolute; top: 100%; left: 0; z-index: 50; margin: 0; width: 300px; background: #fff">
        ${['Alder Creek', 'Brookhaven', 'Cedar Point', 'Dune Road'].map((name, i) => `<li><a href="/schools/${i}">${name}</a></li>`).join('')}
      </ul>
    </nav>
    <p><button>All articles</button></p>`);
  const [menu, under] = [await page.locator('.menu').boundingBox(), await page.getByRole('button', { name: 'All articles' }).boundingBox()];
  expect(menu!.y + menu!.height).toBeGreaterThan(under!.y + 5);
  expect(await layoutProblems(page)).toEqual([]);
});

test('a link holding a button, boxes that only touch, and a control out of sight are not overlaps', async ({ page }) => {
  await page.setContent(`${CLEAN}
    <a href="/game" style="display: block; padding: 4px"><span role="button">Notes</span></a>
    <p style="display: flex"><button style="width: 100px">A</button><button style="width: 100px; margin-left: -2px">B</button></p>
    <p style="position: relative"><button>Shown</button><button style="position: absolute; left: 0; top: 0; visibility: hidden">Hidden</button></p>`);
  expect(await layoutProblems(page)).toEqual([]);
});

test('a card its link covers, with a button drawn above the link, is laid out; a button under the link is not', async ({ page }) => {
  const card = (button: string) => `
    <div class="card" style="position: relative; height: 120px; border: 1px solid">
      <p><button style="${button}">Game Notes</button></p>
      <a href="/games/1" style="position: absolute; inset: 0" aria-label="View game"></a>
    </div>`;
  await page.setContent(`${CLEAN}${card('position: relative; z-index: 1')}`);
  expect(await layoutProblems(page)).toEqual([]);
  await page.setContent(`${CLEAN}${card('')}`);
  expect(await layoutProblems(page)).toEqual([
    expect.stringMatching(/^button 'Game Notes' \[\d+,\d+ \d+×\d+\] lies under a 'View game' \[1,\d+ 358×120\]: a tap on it reaches the other$/),
  ]);

  // With a modal dialog open the page behind is inert: nothing on it can be tapped now, nor judged.
  await page.evaluate(() => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.innerHTML = '<button>Close</button>';
    dialog.showModal();
  });
  expect(await layoutProblems(page)).toEqual([]);
});

test('a button still fading to its pressed colour is judged once the fade ends, not half way', async ({ page }) => {
  // White text is set at once; the dark background fades in over 1.5 s. Half way, the text is
  // white on light blue: axe would call it unreadable though nobody sees it once it settles.
  await page.setContent(`<!doctype html><html lang="en"><title>Fade</title>
    <style>
      body { font: 16px sans-serif; }
      button { border: 0; padding: 8px; background: #fff; color: #1d4ed8; transition: background-color 1.5s linear; }
      button[aria-pressed='true'] { background: #1d4ed8; color: #fff; }
    </style>
    <main><h1>Sports</h1><button aria-pressed="false">Football</button></main>`);
  const started = await page.evaluate(() => {
    document.querySelector('button')!.setAttribute('aria-pressed', 'true');
    return document.getAnimations().length;
  });
  expect(started, 'the fade is running when the checks start').toBe(1);
  await expectNoAxeViolations(page);
  await expectLaidOut(page);
  expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
});
