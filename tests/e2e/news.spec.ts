import { expect, test } from '@playwright/test';
import { loggedIn, shotPath } from './support';

// News: staff write with a live preview and publish; the post reaches the home page, its
// own deep link and the feeds.

test('staff publishes a post: it appears on the home page, on its own page and in the feeds', async ({ browser }) => {
  const title = `Raid night ${Date.now()}`;
  const staff = await loggedIn(browser, 'staffdemo');
  await staff.page.goto('/dashboard/news');
  await expect(staff.page.getByRole('heading', { name: 'Dashboard · News' })).toBeVisible();
  await staff.page.getByRole('button', { name: 'New post' }).click();
  await staff.page.getByLabel('Title').fill(title);
  await staff.page.getByLabel('Body (Markdown)').fill('Join us **tonight** at the [keep](/wiki/map).\n\n<script>alert(1)</script>');
  const preview = staff.page.getByTestId('news-preview');
  await expect(preview.locator('strong')).toHaveText('tonight');
  await expect(preview).toContainText('<script>alert(1)</script>');
  // A click, then the switch is on: check() gives up if the re-render lands after its own look (CI under load).
  const published = staff.page.getByLabel('Published');
  await published.click();
  await expect(published).toBeChecked();
  await staff.page.screenshot({ path: shotPath('news-dashboard-desktop'), fullPage: true });
  const [saved] = await Promise.all([
    staff.page.waitForResponse((r) => r.url().endsWith('/api/dashboard/news') && r.request().method() === 'POST'),
    staff.page.getByRole('button', { name: 'Save' }).click(),
  ]);
  expect(saved.status()).toBe(201);
  const { post } = await saved.json();
  await expect(staff.page.getByText('The post is published.')).toBeVisible();

  // A player on a phone finds it on the home page and opens it.
  const reader = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await reader.newPage();
  await page.goto('/');
  const card = page.getByRole('link', { name: title });
  await expect(card).toBeVisible();
  await page.screenshot({ path: shotPath('home-phone'), fullPage: true });
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/news/${post.Slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('.news-body strong')).toHaveText('tonight');
  await expect(page.locator('.news-body script')).toHaveCount(0);
  await page.screenshot({ path: shotPath('news-post-phone'), fullPage: true });

  // The link unfurls, and both feeds carry it.
  const html = await (await page.request.get(`/news/${post.Slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${title} · Guildhall">`);
  expect(await (await page.request.get('/news/rss.xml')).text()).toContain(`<title><![CDATA[${title}]]></title>`);
  expect(await (await page.request.get('/news/atom.xml')).text()).toContain(title);

  await page.goto('/news');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await page.screenshot({ path: shotPath('news-list-phone'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: shotPath('news-list-desktop'), fullPage: true });
  await page.goto('/');
  await page.screenshot({ path: shotPath('home-desktop'), fullPage: true });

  await staff.context.close();
  await reader.close();
});
