import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { livePage } from './support';

// The public guild page (docs/product-rules.md#pages-and-routes /guild/{id}): header, up to 5 previews, and the log, members and
// alliances tables, members and alliances loaded on first opening only.

test('a seeded guild shows its header, previews and tables, each table loaded once', async ({ page, request }) => {
  const guild = await (await request.get('/api/guild/1')).json();
  // Each table's first page is asked for once, when its tab first opens (the log's came with the
  // page); the pages after it are read ahead, so they are counted apart, by their start.
  const counts = { log: 0, member: 0, alliance: 0 };
  const memberStarts: number[] = [];
  page.on('request', (r) => {
    const m = /^\/api\/guild\/(log|member|alliance)\/1$/.exec(new URL(r.url()).pathname);
    if (!m) return;
    // The tables post their fields as multipart form data.
    const start = Number(/name="start"\r\n\r\n(\d+)/.exec(r.postData() ?? '')?.[1] ?? 0);
    if (start === 0) counts[m[1] as keyof typeof counts] += 1;
    else if (m[1] === 'member') memberStarts.push(start);
  });

  await page.goto('/guild/1');
  await expect(page.getByRole('heading', { level: 1, name: guild.Name })).toBeVisible();
  await expect(page).toHaveTitle(`${guild.Name} · Guildhall`);
  await expect(page.getByTestId('guild-level')).toHaveText(String(guild.Level));
  await expect(page.getByTestId('guild-banner')).toHaveCount(guild.ProfileVersion > 0 ? 1 : 0);
  await expect(page.locator('.guild-stats')).toContainText('Raid win rate');
  await expect(page.locator('.guild-stats')).toContainText('War win rate');
  await expect(page.locator('.guild-stats dd').nth(2)).toHaveText(/^\d+\.\d\d$/);
  await expect(page.locator('.guild-facts').getByRole('link', { name: guild.owner.Username })).toBeVisible();
  const previews = page.locator('.guild-preview');
  await expect(previews.first()).toBeVisible();
  expect(await previews.count()).toBeLessThanOrEqual(5);

  // The log is the first tab: open, 10 rows a page.
  const log = page.locator('[data-table-id="guild-1-log"]');
  await expect(log.locator('tbody tr').first()).toBeVisible();
  expect(await log.locator('tbody tr').count()).toBeLessThanOrEqual(10);
  // The log's first page came with the page the server painted: the browser does not read it.
  await expect(page.locator('#root[data-live]')).toBeAttached();
  expect(counts).toEqual({ log: 0, member: 0, alliance: 0 });

  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: /Members/ }).click();
  const members = page.locator('[data-table-id="guild-1-members"]');
  await expect(members.locator('tbody tr')).toHaveCount(Math.min(10, guild.memberCount));
  await expect(members.locator('tbody tr').first()).toContainText('Leader');

  await tabs.getByRole('tab', { name: /Alliances/ }).click();
  const alliances = page.locator('[data-table-id="guild-1-alliances"]');
  await expect(alliances.locator('tbody tr').first()).toBeVisible();
  if (guild.allianceCount > 0) await expect(alliances.locator('tbody tr a').first()).toHaveAttribute('href', /^\/guild\/\d+$/);
  else await expect(alliances).toContainText('No alliances yet.');

  for (const name of [/Log/, /Members/, /Alliances/]) {
    await tabs.getByRole('tab', { name }).click();
    await expect(tabs.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }
  expect(counts).toEqual({ log: 0, member: 1, alliance: 1 });

  // The members' next 10 were read ahead: "Next" shows them, and the 10 after are read ahead in turn.
  if (guild.memberCount > 10) {
    await tabs.getByRole('tab', { name: /Members/ }).click();
    await expect.poll(() => memberStarts).toEqual([10]);
    await members.getByRole('button', { name: 'Next' }).click();
    await expect(members).toContainText(`Showing 11 to ${Math.min(20, guild.memberCount)} of ${guild.memberCount}`);
    await expect.poll(() => memberStarts).toEqual(guild.memberCount > 20 ? [10, 20] : [10]);
    expect(counts.member).toBe(1);
  }

  await livePage(page);
  const axe = await new AxeBuilder({ page }).include('main').disableRules(['color-contrast']).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the guild deep link unfurls with the guild name in og:title', async ({ request }) => {
  const guild = await (await request.get('/api/guild/1')).json();
  const html = await (await request.get('/guild/1')).text();
  const title = /<meta property="og:title" content="([^"]+)">/.exec(html)?.[1];
  expect(title?.replace(/&#39;/g, "'").replace(/&amp;/g, '&')).toBe(`${guild.Name} · Guildhall`);
  // The guild's share card, addressed by its content.
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/api\/card\/guild\/1\/[A-Za-z0-9_-]{16}\.png">/);
});

test('an unknown guild answers a real 404 with a friendly page', async ({ page }) => {
  const res = await page.goto('/guild/9999999');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /couldn't find/ })).toBeVisible();
});
