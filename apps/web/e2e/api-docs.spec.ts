import { expect, test } from './fixtures';

// The API viewer (Swagger UI, decision 010) runs under the policy of every page: no inline
// script, no eval. A violation would show in the browser, not in the API tests.
test('the API viewer lists the routes and works under the page policy, without a violation', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  await page.goto('/api/docs');
  await expect(page).toHaveTitle('Wholesale portal API');
  await expect(page.getByRole('heading', { name: /Wholesale portal API/ })).toBeVisible();
  const health = page.locator('.opblock', { hasText: '/api/health' }).first();
  await expect(page.locator('.opblock', { hasText: '/api/auth/login' }).first()).toBeVisible();

  // "Try it out" calls the API from the page: allowed by connect-src 'self'.
  await health.locator('.opblock-summary').click();
  await health.getByRole('button', { name: 'Try it out' }).click();
  await health.getByRole('button', { name: 'Execute' }).click();
  await expect(health.locator('.live-responses-table')).toContainText('"status": "ok"');

  expect(problems).toEqual([]);
});
