import { gzipSync } from 'node:zlib';
import { expect, seedSchool, test, uniqueName } from './fixtures';
import { patchIndexedDb } from './lookChecks';
import { Header } from './pages/Header';
import { LoginPage } from './pages/LoginPage';
import { SchoolsPage } from './pages/SchoolsPage';

test.describe('shell', () => {
  test("paints the site's bar before any script runs, where the app then draws it", async ({ browser, server, page }) => {
    const measure = async (target: typeof page) => {
      const bar = await target.locator('.site-header__bar').first().boundingBox();
      const brand = await target.locator('.site-header__bar .brand').first().boundingBox();
      const text = await target.locator('.site-header__bar .brand').first().innerText();
      return { bar, brand, text };
    };
    // No JavaScript at all: what the HTML alone paints (a slow first visit's first frames): index.html's
    // shell for /sports, the page the server rendered for /.
    const noScript = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: page.viewportSize() });
    try {
      for (const path of ['/sports', '/']) {
        const bare = await noScript.newPage();
        await bare.goto(path);
        const shell = await measure(bare);
        expect(shell.text, path).toContain('LIAA');

        await page.goto(path);
        // The app has replaced what the HTML painted once its sync runs.
        await new Header(page).expectLive();
        const app = await measure(page);
        expect(app, path).toEqual(shell);
      }
    } finally {
      await noScript.close();
    }
  });

  test('has landmarks, a skip link, navigation, social links and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const header = new Header(page);
    for (const name of ['Home', 'Schools', 'Sports', 'Schedule', 'Articles'] as const) {
      await expect(header.navLink(name)).toBeVisible();
    }
    for (const name of ['Facebook', 'Instagram', 'X'] as const) {
      const link = header.socialLink(name);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Website management' })).toBeVisible();
    await expect(footer).toContainText(/© \d{4} Long Island Athletic Association/);
    await footer.getByRole('link', { name: 'Admin Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('every route renders inside the layout', async ({ page }) => {
    for (const path of ['/', '/schools', '/schools/some-id', '/sports', '/schedule', '/articles', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
    }
  });

  test('the mobile menu toggles the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const header = new Header(page);
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.navLink('Schools')).toBeHidden();
    await header.menuToggle.click();
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await header.navLink('Schools').click();
    await expect(page).toHaveURL(/\/schools$/);
    await expect(header.menuToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('/schools lists cards sorted by name with View School links', async ({ page, server }) => {
    const suffix = uniqueName('').trim();
    const names = [`Zephyr Hills ${suffix}`, `alder creek ${suffix}`, `Brookhaven ${suffix}`];
    for (const name of names) await seedSchool(server, { name, location: 'Somewhere, NY' });
    const schools = new SchoolsPage(page);
    await schools.goto();
    for (const name of names) await schools.expectSchool(name);
    const ours = (await schools.names()).filter((name) => name.endsWith(suffix));
    expect(ours).toEqual([`alder creek ${suffix}`, `Brookhaven ${suffix}`, `Zephyr Hills ${suffix}`]);
    await schools.viewLink(`Brookhaven ${suffix}`).click();
    await expect(page).toHaveURL(/\/schools\/[\w-]+$/);
  });

  test('fans never download the admin code', async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await new SchoolsPage(page).header.navLink('Schools').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /admin|login/i.test(path))).toEqual([]);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const worker = await (await request.get('/sw.js')).text();
    expect(worker).toContain('index.html');
    expect(worker).not.toMatch(/adminChunk-[\w-]+\.js['"],\s*revision/);
  });

  test('the app is installable: manifest, icons and a service worker', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = (await (await request.get(href!)).json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest.short_name).toBe('LIAA');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of manifest.icons) {
      const response = await request.get(`/${icon.src.replace(/^\//, '')}`);
      expect(response.headers()['content-type']).toContain('image/png');
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(new URL(scope).pathname).toBe('/');
  });

  test('the JavaScript of / stays within its budget of 200 KB gzipped', async ({ page }) => {
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Everything a first visit loads: the page asks for its scripts after its first paint and for the
    // runtime (and its storage worker) after its first render; the sync running means both are in.
    await new Header(page).expectLive();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    let total = 0;
    for (const body of scripts.values()) total += gzipSync(new Uint8Array(await body)).length;
    expect([...scripts.keys()].some((url) => /openRuntime-/.test(url)) && [...scripts.keys()].some((url) => /storageWorker-/.test(url))).toBe(true);
    console.log(`public JS of /: ${total} bytes gzipped`);
    expect(total).toBeLessThan(200 * 1024);
  });

  test.describe('with no service worker', () => {
    // The failing IndexedDB is patched into the storage worker's script on its way to the page,
    // once; a service worker would serve the copy it precached instead.
    test.use({ serviceWorkers: 'block' });

    test('/schools shows an error with Try Again when the local database cannot open, and recovers', async ({ page, server }) => {
      const name = uniqueName('Retry Ridge');
      await seedSchool(server, { name, location: 'Ridge, NY' });
      // The first IndexedDB open of this tab's first storage worker fails (as in a locked-down private window); later ones work.
      await patchIndexedDb(
        page,
        page,
        () => {
          const open = IDBFactory.prototype.open;
          let failed = false;
          IDBFactory.prototype.open = function (this: IDBFactory, ...args: Parameters<IDBFactory['open']>) {
            if (!failed) {
              failed = true;
              throw new DOMException('The user denied permission to access the database.', 'SecurityError');
            }
            return open.apply(this, args);
          };
        },
        1,
      );
      const schools = new SchoolsPage(page);
      await schools.goto();
      await expect(schools.tryAgain).toBeVisible();
      await expect(page.getByText(/^Failed to load schools: /)).toBeVisible();
      await schools.tryAgain.click();
      await schools.expectSchool(name);
    });
  });

  test('pages load without console errors (no CSP violations, no failed scripts)', async ({ page, server }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    for (const path of ['/', '/schools', '/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    await new LoginPage(page).signIn(server.adminEmail, server.adminPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await new Header(page).expectLive();
    expect(errors).toEqual([]);
  });
});
