import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import type { TestServer } from '../kit/server';
import { newContext } from './fixtures';
import { AdminPage } from './pages/AdminPage';

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
  const { context, page } = await newContext(browser, server, { ...options, signedInAs: account });
  await beforeNavigation?.({ context, page });
  const admin = new AdminPage(page);
  await admin.goto();
  await admin.expectDashboard();
  return { context, page, admin };
}
