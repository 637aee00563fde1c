import { SCHOOLS_MENU_CLOSE_DELAY_MS } from '../../src/features/header/delayedAction';
import { expect, expectAppReady, seedSchool, test, uniqueName } from './fixtures';
import { expectLaidOut, expectNoAxeViolations } from './lookChecks';
import { Header } from './pages/Header';
import { putDoc } from './serverDocs';
import { expectStoredImage } from './storedImages';

// A store of its own: the dropdown starts empty, then lists only the schools written here.
const SERVER_KEY = 'header';
test.use({ serverKey: SERVER_KEY });

const LOGO = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#0b3d91"/></svg>',
).toString('base64')}`;

test.describe.configure({ mode: 'serial' });

test('empty: the dropdown says there are no schools', async ({ page }) => {
  const header = new Header(page);
  await page.goto('/schools');
  await header.navLink('Schools').hover();
  await expect(header.schoolsMenu).toBeVisible();
  await expect(header.schoolsMenuTitle).toHaveText('Schools (0)');
  await expect(header.schoolsMenu).toContainText('No schools available yet.');
});

test.describe('with schools', () => {
  let names: string[] = [];
  let ids: string[] = [];

  test.beforeAll(async ({ servers }) => {
    const server = await servers.get(SERVER_KEY, false);
    const suffix = uniqueName('').trim();
    names = [`alder creek ${suffix}`, `Brookhaven ${suffix}`, `Zephyr Hills ${suffix}`];
    ids = [];
    ids.push(await seedSchool(server, { name: names[2], location: 'Zephyr, NY' }));
    ids.push(await seedSchool(server, { name: names[0], location: 'Alder, NY' }));
    const logoId = `logo-${suffix}`;
    await putDoc(server, 'schools', { id: logoId, name: names[1], location: 'Brookhaven, NY', logoUrl: LOGO, sports: [] });
    ids.push(logoId);
  });

  test('desktop: hover opens a list sorted by name; it closes after the mouse leaves and on a click outside', async ({ page }) => {
    // The page's timers run on a clock the test can stop (it runs as usual until then).
    await page.clock.install();
    const header = new Header(page);
    await page.goto('/');
    await expectAppReady(page);
    await expect(header.schoolsToggle).toHaveAttribute('aria-expanded', 'false');
    await header.navLink('Schools').hover();
    await expect(header.schoolsMenu).toBeVisible();
    await expect(header.schoolsToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(header.schoolsMenuTitle).toHaveText('Schools (3)');
    expect(await header.schoolsMenuNames()).toEqual(names);
    await expect(header.schoolsMenuLink(names[0])).toContainText('Alder, NY');
    await expect(header.schoolsMenuLink(names[0])).toContainText('No Logo');
    await expectStoredImage(header.schoolsMenuLink(names[1]).locator('img'), LOGO);
    await expect(header.schoolsMenuLink(names[1])).not.toContainText('No Logo');
    await expectLaidOut(page);
    await expectNoAxeViolations(page);

    // Moving from the link down into the list keeps it open: still open when twice the close delay has passed.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
    await header.schoolsMenuLink(names[2]).hover();
    await page.clock.runFor(2 * SCHOOLS_MENU_CLOSE_DELAY_MS);
    await expect(header.schoolsMenu).toBeVisible();
    // Leaving closes it once the close delay has passed (the timing itself is a unit test).
    await page.mouse.move(640, 700);
    await page.clock.runFor(SCHOOLS_MENU_CLOSE_DELAY_MS);
    await expect(header.schoolsMenu).toBeHidden();
    await expect(header.schoolsToggle).toHaveAttribute('aria-expanded', 'false');
    await page.clock.resume();

    // A click on the caret opens it.
    await header.schoolsToggle.click();
    await expect(header.schoolsMenu).toBeVisible();
    await page.mouse.move(640, 700);
    await expect(header.schoolsMenu).toBeHidden();

    // Opened from the keyboard (no hover), a click anywhere outside closes it.
    await header.schoolsToggle.focus();
    await page.keyboard.press('Enter');
    await expect(header.schoolsMenuLink(names[0])).toBeFocused();
    await page.getByRole('contentinfo').getByText(/©/).click();
    await expect(header.schoolsMenu).toBeHidden();

    // A school's entry goes to its page.
    await header.navLink('Schools').hover();
    await header.schoolsMenuLink(names[1]).click();
    await expect(page).toHaveURL(new RegExp(`/schools/${ids[2]}$`));
    await expect(header.schoolsMenu).toBeHidden();
  });

  test('desktop keyboard: Enter, Space and the arrows open and move; Escape closes and returns focus', async ({ page }) => {
    const header = new Header(page);
    await page.goto('/');
    await header.navLink('Home').focus();
    await page.keyboard.press('Tab');
    await expect(header.navLink('Schools')).toBeFocused();
    // Keyboard focus shows the list, as hover does; focus stays put.
    await expect(header.schoolsMenu).toBeVisible();
    await expect(header.schoolsMenuTitle).toHaveText('Schools (3)');
    await expect(header.navLink('Schools')).toBeFocused();
    // Escape hides it and leaves the focus where it was.
    await page.keyboard.press('Escape');
    await expect(header.schoolsMenu).toBeHidden();
    await expect(header.navLink('Schools')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header.schoolsToggle).toBeFocused();
    await expect(header.schoolsMenu).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(header.schoolsMenuLink(names[0])).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header.schoolsMenuLink(names[1])).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(header.schoolsMenuLink(names[2])).toBeFocused();
    await page.keyboard.press('Home');
    await expect(header.schoolsMenuLink(names[0])).toBeFocused();
    await page.keyboard.press('End');
    await expect(header.schoolsMenuLink(names[2])).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(header.schoolsMenu).toBeHidden();
    await expect(header.schoolsToggle).toBeFocused();
    await expect(header.schoolsToggle).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press(' ');
    await expect(header.schoolsMenuLink(names[0])).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowDown');
    await expect(header.schoolsMenuLink(names[0])).toBeFocused();

    // Tab moves on past the list (one stop, not one per school) and closes it.
    await page.keyboard.press('Tab');
    await expect(header.navLink('Sports')).toBeFocused();
    await expect(header.schoolsMenu).toBeHidden();

    await header.schoolsToggle.focus();
    await page.keyboard.press('ArrowDown');
    await expect(header.schoolsMenuLink(names[0])).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/schools/${ids[1]}$`));
    await expect(header.schoolsMenu).toBeHidden();
  });

  test('phone: a full-screen list with a Close button that keeps focus inside', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const header = new Header(page);
    await page.goto('/');
    await header.menuToggle.click();
    await header.schoolsToggle.click();
    await expect(header.schoolsMenu).toBeVisible();
    await expect(header.schoolsMenuClose).toBeFocused();
    const box = await header.schoolsMenu.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 360, height: 740 });
    await expect(header.schoolsMenuTitle).toHaveText('Schools (3)');
    expect(await header.schoolsMenuNames()).toEqual(names);
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await header.schoolsMenu.evaluate((menu) => menu.contains(document.activeElement))).toBe(true);
    }
    await expectLaidOut(page);
    await expectNoAxeViolations(page);

    await header.schoolsMenuClose.click();
    await expect(header.schoolsMenu).toBeHidden();
    await expect(header.schoolsToggle).toBeFocused();

    await header.schoolsToggle.click();
    await header.schoolsMenuLink(names[2]).click();
    await expect(page).toHaveURL(new RegExp(`/schools/${ids[0]}$`));
    await expect(header.schoolsMenu).toBeHidden();
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('a school written on another device appears in the open list', async ({ page, server }) => {
    const header = new Header(page);
    await page.goto('/');
    await header.navLink('Schools').hover();
    await expect(header.schoolsMenuTitle).toHaveText('Schools (3)');
    const name = `Maple Bay ${names[0].split(' ').pop()}`;
    await seedSchool(server, { name, location: 'Maple, NY' });
    await expect(header.schoolsMenuTitle).toHaveText('Schools (4)');
    await expect(header.schoolsMenuLink(name)).toBeVisible();
  });
});
