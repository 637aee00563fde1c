import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import type { TestServer } from '../kit/server';
import { skipWelcomePopup } from './fixtures';
import { AdminPage } from './pages/AdminPage';
import { LoginPage } from './pages/LoginPage';

/** A phone held courtside (iPhone 12-15 class). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

export interface AdminDevice {
  context: BrowserContext;
  page: Page;
  admin: AdminPage;
}

/**
 * Another admin device, signed in and on the dashboard. `beforeNavigation` runs on the new page
 * before it loads anything (a clock set an hour ahead must be there from the first script).
 */
export async function signedInAdmin(
  browser: Browser,
  server: TestServer,
  options: BrowserContextOptions = {},
  beforeNavigation?: (device: Omit<AdminDevice, 'admin'>) => Promise<void>,
): Promise<AdminDevice> {
  return signedInDevice(browser, server, { email: server.adminEmail, password: server.adminPassword }, options, beforeNavigation);
}

/** A device of its own, signed in as `account` (a scorekeeper's phone too) and on the dashboard. */
export async function signedInDevice(
  browser: Browser,
  server: TestServer,
  account: { email: string; password: string },
  options: BrowserContextOptions = {},
  beforeNavigation?: (device: Omit<AdminDevice, 'admin'>) => Promise<void>,
): Promise<AdminDevice> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  await skipWelcomePopup(context);
  const page = await context.newPage();
  await beforeNavigation?.({ context, page });
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.email, account.password);
  const admin = new AdminPage(page);
  await admin.expectDashboard();
  return { context, page, admin };
}
