import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type adminNav, apiToken, buyable, createMember, expect } from './fixtures';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** WCAG 2.0, 2.1 and 2.2, levels A and AA, plus axe's best practices: not only axe's defaults. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * An axe run over the WCAG A/AA tag sets, with Label in Name (WCAG 2.5.3,
 * label-content-name-mismatch) switched on: axe still ships it as experimental, so the tag sets
 * alone would leave it out. `skip` turns rules off for one state, with the reason at the call site.
 */
export function axeFor(page: Page, skip: string[] = []) {
  const rules: Record<string, { enabled: boolean }> = { 'label-content-name-mismatch': { enabled: true } };
  for (const rule of skip) rules[rule] = { enabled: false };
  // Legacy mode runs axe.run in the page itself. The default runs it per frame and then opens a
  // blank page to merge the results, which doubles each scan's time; the app has no frames.
  return new AxeBuilder({ page })
    .options({ runOnly: { type: 'tag', values: AXE_TAGS }, rules })
    .setLegacyMode();
}

/**
 * Waits until the open/close animations (dialogs, sheets, toasts) have run: axe reads colours
 * and visibility, so a half-faded dialog would give false contrast results. Endless animations
 * (spinners, skeleton pulses) are left alone.
 */
export async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Collects the serious and critical axe violations of every screen a test visits, so one run
 * lists all of them (screen, rule id, targets) instead of stopping at the first screen.
 */
export class A11yAudit {
  private readonly findings: string[] = [];
  readonly screens: string[] = [];

  constructor(private readonly page: Page) {}

  /**
   * `within`: a selector to scan instead of the whole page (an open dialog: the page behind it
   * has its own scan). `skip`: rules left out for this one state, with the reason at the call site.
   */
  async scan(screen: string, { within, skip = [] }: { within?: string; skip?: string[] } = {}) {
    // A toast that arrives while axe runs would be caught half faded in (its 400 ms transition),
    // after the check below has passed it: with transitions off, a toast is either not yet
    // mounted (excluded) or at its final colours. Only toasts lose their motion, nothing else.
    await this.page.evaluate(() => {
      if (document.getElementById('a11y-still-toasts')) return;
      const style = document.createElement('style');
      style.id = 'a11y-still-toasts';
      style.textContent =
        '[data-sonner-toast], [data-sonner-toast] * { transition: none !important; animation: none !important; }';
      document.head.append(style);
    });
    await settle(this.page);
    const axe = axeFor(this.page, skip);
    if (within) axe.include(within);
    // A toast fading in or out is half transparent: its colours are judged once it has settled.
    // Toasts come at any time (an admin is told live of every order other tests place), so the
    // ones not fully opaque at this instant (or whose content is) are left out of this scan.
    await this.page.evaluate(() => {
      for (const toast of document.querySelectorAll<HTMLElement>('[data-sonner-toast]')) {
        // Sonner also fades the content of a toast stacked behind another ([data-content]).
        const parts = [toast, ...toast.querySelectorAll<HTMLElement>('[data-content]')];
        const faded = parts.some((part) => Number(getComputedStyle(part).opacity) < 1);
        if (faded) toast.setAttribute('data-a11y-fading', '');
        else toast.removeAttribute('data-a11y-fading');
      }
    });
    axe
      .exclude('[data-sonner-toast][data-removed="true"]')
      .exclude('[data-sonner-toast][data-mounted="false"]')
      .exclude('[data-sonner-toast][data-a11y-fading]')
      // Stacked behind the front toast, its text fades out, and a toast arriving during the scan
      // pushes the front one there: the front toast is the one judged.
      .exclude('[data-sonner-toast][data-front="false"]');
    const result = await axe.analyze();
    this.screens.push(screen);
    for (const violation of result.violations) {
      if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
      const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
      // The first node's check message carries the measured figures (e.g. the contrast ratio).
      const detail = violation.nodes[0]?.any[0]?.message ?? violation.nodes[0]?.all[0]?.message ?? '';
      this.findings.push(`[${screen}] ${violation.id} (${violation.impact}): ${targets}\n    ${detail}`);
    }
  }

  /** Call at the end of the test: fails with the whole list. */
  expectClean() {
    expect(this.screens.length, 'screens scanned').toBeGreaterThan(0);
    expect(
      this.findings,
      `${this.findings.length} serious/critical violations:\n${this.findings.join('\n')}`,
    ).toEqual([]);
  }
}

export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

export const dialogs = '[role="dialog"], [role="alertdialog"]';

/** Opens a dialog (or sheet) with its trigger, scans it, and closes it with Escape. */
export async function scanDialog(page: Page, audit: A11yAudit, screen: string, open: () => Promise<void>) {
  await open();
  const dialog = page.locator(dialogs).last();
  await expect(dialog).toBeVisible();
  await audit.scan(screen, { within: dialogs });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Follows a sidebar link; on a phone the links live in the navigation sheet. */
export async function navigate(page: Page, nav: typeof adminNav, link: string, title: string | RegExp) {
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  const target = nav(page).getByRole('link', { name: link, exact: true });
  // Right after a sign-in the portal may not be drawn yet: wait for the one or the other.
  await expect(menu.or(target).first()).toBeVisible({ timeout: 30_000 });
  if (await menu.isVisible()) await menu.click();
  await target.click();
  await expect(heading(page, title)).toBeVisible({ timeout: 30_000 });
}

type Product = { id: number; name: string; price: number; status: number };

/**
 * A fresh store member assigned to an active store (the seeded accounts are shared by parallel
 * tests, so carts and orders are never made on them).
 */
export async function storeMember(
  request: APIRequestContext,
  store?: { id: number; name: string; store_id: string },
) {
  const member = await createMember(request);
  const admin = await apiToken(request);
  let chosen = store;
  if (!chosen) {
    // A store without an auto-approve rule (issue 22), so its new orders wait for an admin.
    const stores = await request.get('/api/admin/stores?limit=50&status=active', { headers: bearer(admin) });
    const list = (await stores.json()).data.stores as {
      id: number;
      name: string;
      store_id: string;
      auto_approve_below: number | null;
    }[];
    chosen = list.find((s) => s.auto_approve_below === null);
  }
  if (!chosen) throw new Error('No active store without an auto-approve rule');
  const assigned = await request.post('/api/admin/users/assign-store', {
    headers: bearer(admin),
    data: { userId: member.record.id, storeId: chosen.id },
  });
  expect(assigned.ok(), await assigned.text()).toBeTruthy();
  const token = await apiToken(request, member);
  return { member, token, store: chosen };
}

/** Products a member can buy: active and priced. */
export async function buyableProducts(request: APIRequestContext, token: string) {
  const list = await request.get('/api/products?limit=24', { headers: bearer(token) });
  return ((await list.json()).data.products as Product[]).filter(buyable);
}

export async function addToCart(request: APIRequestContext, token: string, productId: number, quantity = 1) {
  const added = await request.post('/api/user/cart', {
    headers: bearer(token),
    data: { product_id: productId, quantity },
  });
  expect(added.ok(), await added.text()).toBeTruthy();
}

/** Checks the member's cart out as the store portal does (POST /api/orders/from-cart). */
export async function checkout(request: APIRequestContext, token: string, notes?: string) {
  const placed = await request.post('/api/orders/from-cart', {
    headers: bearer(token),
    data: notes === undefined ? {} : { notes },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { id: number; order_number: string };
}

type FocusStop = { reached: boolean; ok: boolean; what: string; seen: string };

/**
 * How the focused element shows its focus: `:focus-visible` must match and it needs an outline or
 * a focus ring (a solid box-shadow of 2 px or more, `0 0 0 3px`; a drop shadow is not one).
 * `reached`: the focused element is `target`. Runs in the page, so it must stand alone.
 */
async function readFocus(target: Element | null): Promise<FocusStop> {
  const element = document.activeElement;
  const reached = target !== null && element === target;
  if (!element || element === document.body) return { reached, ok: false, what: 'nothing (body)', seen: '' };
  // A date input's last stop is its own calendar button, inside the browser's shadow tree: the
  // input then matches neither :focus nor :focus-visible, and Chromium draws its native focus
  // ring around that button (checked on a screenshot), which no style of ours can show.
  if (element.matches('input[type="date"]') && !element.matches(':focus')) {
    return { reached, ok: true, what: '<input type="date"> calendar button', seen: 'native focus ring' };
  }
  // Controls fade their ring in (a box-shadow transition): read it as it ends. Jumping to the end
  // gives the same style as waiting for it, without the wait at every stop.
  for (const animation of element.getAnimations()) {
    if (animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY) {
      await animation.finished.catch(() => undefined);
    } else {
      animation.finish();
    }
  }
  const style = getComputedStyle(element);
  const outline =
    style.outlineStyle !== 'none' &&
    Number.parseFloat(style.outlineWidth) > 0 &&
    !/transparent|rgba\(0, 0, 0, 0\)/.test(style.outlineColor);
  const spreads = [...style.boxShadow.matchAll(/0px 0px 0px (\d+(?:\.\d+)?)px/g)];
  const ring = spreads.some((match) => Number(match[1]) >= 2);
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
  return {
    reached,
    ok: element.matches(':focus-visible') && (outline || ring),
    what: `<${element.tagName.toLowerCase()}> "${label}"`,
    seen: `outline: ${style.outlineStyle} ${style.outlineWidth}; box-shadow: ${style.boxShadow}`,
  };
}

/** The target has keyboard focus, shows it, and is scrolled into view. */
export async function expectVisibleFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const indicator = await page.evaluate(readFocus, null);
  expect(indicator.ok, `${target} shows a focus indicator (${indicator.seen})`).toBe(true);
  await expect(target).toBeInViewport();
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, the way a keyboard user walks a page.
 * Every stop on the way must show its focus too (WCAG 2.4.7); fails after `max` presses, so a
 * control that cannot be reached by keyboard fails the test.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  const key = back ? 'Shift+Tab' : 'Tab';
  const unseen: string[] = [];
  await target.waitFor({ state: 'attached' });
  // One round trip per stop: whether it is the target, and how the stop shows its focus.
  for (let presses = 0; presses <= max; presses++) {
    const stop = await target.evaluate(readFocus, undefined, { timeout: 5_000 });
    if (stop.reached) {
      await expectVisibleFocus(page, target);
      expect(unseen, `stops without a visible focus on the way to ${target}`).toEqual([]);
      return presses;
    }
    // The focus the walk starts from is not a stop of it.
    if (presses > 0 && !stop.ok && stop.what !== 'nothing (body)') unseen.push(`${stop.what} (${stop.seen})`);
    if (presses === max) break;
    await page.keyboard.press(key);
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${target} not reached after ${max} ${key} presses; focus is on ${focused}`);
}
