import { expect, test } from './fixtures.ts';
import { keepScreenshot, waitForServiceWorker } from './pages.ts';
import { freshMobile, signInEnOnPage } from './members.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a review written offline appears once back online; the member finds it in their reviews and deletes it', async ({ page, context }) => {
  await page.goto('/en/member/signup');
  await signInEnOnPage(page, freshMobile(), { first: 'Leila', last: 'Moradi' });
  await expect(page).toHaveURL(/\/en\/dashboard\/order$/);
  // No review yet: the list says where one is written, and leads there.
  await page.goto('/en/dashboard/review');
  await expect(page.getByText('You have not written a review yet. “Write a review” is on each product’s page.')).toBeVisible();
  await page.getByRole('link', { name: 'Browse products' }).click();
  await expect(page).toHaveURL(/\/en\/product$/);
  await page.goto('/en/product/1041/x');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pre-cut pelvic floor mesh');
  await waitForServiceWorker(page);
  // The reviews' code comes as the reader scrolls near them (ui/near-part.tsx); then the member's form.
  await page.getByRole('heading', { name: 'Reviews', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();

  const text = `Light mesh, easy to place ${Date.now()}`;
  await context.setOffline(true);
  await page.locator('.star-input label').nth(3).click();
  await expect(page.getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
  await page.getByLabel('Your review', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Send the review' }).click();
  const waiting = page.locator('.review.is-mine');
  await expect(waiting).toContainText(text);
  await expect(waiting).toContainText('waits on this device');
  await keepScreenshot(page, { path: 'test-results/review-offline-390.png' });
  await context.setOffline(false);

  // Delivered once, published at once in demo mode, and shown in the product's reviews.
  await expect(page.locator('.review-list .review:not(.is-mine)').filter({ hasText: text })).toHaveCount(1, { timeout: 15_000 });
  await expect(waiting).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.review').filter({ hasText: text })).toHaveCount(1);
  await expect(page.locator('.review').filter({ hasText: text })).toContainText('Leila M.');

  // A reply to that review sits under it.
  const mineOnPage = page.locator('.review-list > .review').filter({ hasText: text });
  await mineOnPage.getByRole('button', { name: 'Reply to Leila M.' }).click();
  await expect(page.getByRole('heading', { name: 'Reply to Leila M.' })).toBeVisible();
  const reply = mineOnPage.locator('.review-form');
  await reply.locator('.star-input label').nth(4).click();
  await reply.getByLabel('Your review', { exact: true }).fill('Also: the pack opens cleanly.');
  await reply.getByRole('button', { name: 'Send the review' }).click();
  await expect(mineOnPage.getByRole('list', { name: 'Replies to Leila M.' })).toContainText('Also: the pack opens cleanly.', { timeout: 15_000 });

  await page.goto('/en/dashboard/review');
  const mine = page.locator('.my-review-item').filter({ hasText: text });
  await expect(mine).toContainText('Published');
  // Each review names and pictures its product.
  await expect(mine.locator('.my-review-product')).toContainText('Pre-cut pelvic floor mesh');
  await expect(mine.locator('.my-review-product img')).toBeVisible();
  await mine.getByRole('button', { name: 'Delete' }).click();
  // Deleting is the danger colour, and says it is done.
  const confirm = page.getByRole('alertdialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete' });
  await expect(confirm).toHaveClass(/button-danger/);
  // A phone's target.
  await expect.poll(async () => (await confirm.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await keepScreenshot(page, { path: 'test-results/my-reviews-delete-en.png' });
  // Deleted in a second tab meanwhile: deleting it here too is done, not an error to try again.
  const other = await page.context().newPage();
  await other.goto('/en/dashboard/review');
  await other.locator('.my-review-item').filter({ hasText: text }).getByRole('button', { name: 'Delete' }).click();
  await other.getByRole('alertdialog', { name: 'Delete this review?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByRole('status').filter({ hasText: 'Your review was deleted' })).toBeVisible();
  await other.close();
  await confirm.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your review was deleted' })).toBeVisible();
  await expect(page.locator('.my-review').filter({ hasText: text })).toHaveCount(0);
  await expect(page.locator('.my-review')).toHaveCount(1);

  // A review written offline waits in the member's reviews with its state, and joins the list once delivered.
  await page.goto('/en/product/1041/x');
  await page.getByRole('heading', { name: 'Reviews', exact: true }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Write a review' })).toBeVisible();
  await context.setOffline(true);
  const later = `Second box, same quality ${Date.now()}`;
  await page.locator('.star-input label').nth(4).click();
  await page.getByLabel('Your review', { exact: true }).fill(later);
  await page.getByRole('button', { name: 'Send the review' }).click();
  await expect(page.locator('.review.is-mine')).toContainText(later);
  await page.goto('/en/dashboard/review');
  const queued = page.getByRole('list', { name: 'Reviews waiting to be sent' }).getByRole('listitem');
  await expect(queued).toContainText(later);
  await expect(queued).toContainText('Pre-cut pelvic floor mesh');
  await expect(queued).toContainText('Waiting to be sent');
  await keepScreenshot(page, { path: 'test-results/my-reviews-waiting-en.png' });
  await context.setOffline(false);
  await expect(page.locator('.my-review-item').filter({ hasText: later })).toContainText('Published', { timeout: 15_000 });
  await expect(queued).toHaveCount(0);
});
