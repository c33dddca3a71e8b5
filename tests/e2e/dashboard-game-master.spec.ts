import { expect, test, type Page } from '@playwright/test';
import { axeClean, fitsTheWidth, loggedInQuietly } from './dashboard-support';
import { livePage, loggedIn, shotPath } from './support';

// A game master's work as players meet it: an item edited from the dashboard shows on its wiki page
// and a revert brings the earlier text back; a store package goes from draft to the store and off it
// again; the staff record shows both kinds of change. Refused forms answer in toasts. The editor
// screens are photographed at phone and desktop width and checked with axe.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Both widths of the screen as it is now: nothing sticks out sideways, a photo each, axe clean. */
async function photographBothWidths(page: Page, name: string) {
  for (const [width, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await livePage(page);
    expect(await fitsTheWidth(page)).toBe(true);
    await page.screenshot({ path: shotPath(`dashboard-${name}-${width}`), fullPage: true });
    await axeClean(page);
  }
}

const toasts = (page: Page) => page.locator('.Toastify');

/** The revision number the entry page shows. */
async function shownRevision(page: Page): Promise<number> {
  const text = await page.getByText(/^Revision \d+$/).innerText();
  return Number(text.replace('Revision ', ''));
}

test('a game master edits an item: the wiki shows the change, and a revert brings the earlier name back', async ({ browser, baseURL }) => {
  const gm = await loggedInQuietly(browser, 'gamemaster', baseURL);
  const page = gm.page;
  await page.goto('/dashboard/items');
  const table = page.getByRole('table', { name: 'Items' });
  // The newest item: one the other journeys do not look at.
  await table.getByRole('columnheader', { name: 'Id' }).getByRole('button').click();
  await expect(table.getByRole('columnheader', { name: 'Id' })).toHaveAttribute('aria-sort', 'descending');
  // The rows on screen are the sorted ones once the table is no longer loading.
  await expect(page.locator('.server-table-wrap', { has: table })).toHaveAttribute('aria-busy', 'false');
  await table.locator('tbody tr').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/dashboard\/items\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  await expect(page.getByRole('heading', { name: `Dashboard · ${original}` })).toBeVisible();
  const start = await shownRevision(page);

  // A refused field is a toast and the field is marked; nothing is saved.
  await name.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('The name field is required.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(`Revision ${start}`, { exact: true })).toBeVisible();

  const firstEdit = 'Lantern of the First Dawn';
  await name.fill(firstEdit);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('The item was saved.')).toBeVisible();
  await expect(page.getByText(`Revision ${start + 1}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Dashboard · ${firstEdit}` })).toBeVisible();

  // A visitor reads the wiki page: the new name is there at once.
  const visitor = await browser.newPage();
  await visitor.goto(`/wiki/item/${id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: firstEdit })).toBeVisible();

  const secondEdit = 'Lantern of the Long Night';
  await name.fill(secondEdit);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Revision ${start + 2}`, { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: secondEdit })).toBeVisible();

  // Revisions are listed oldest first: this journey's are the last ones.
  const revisions = page.getByRole('table', { name: 'Revisions' });
  const rows = revisions.getByRole('row');
  await expect(rows.filter({ hasText: `${original} → ${firstEdit}` }).last()).toContainText('gamemaster');
  await expect(rows.last()).toContainText(`${firstEdit} → ${secondEdit}`);
  await expect(revisions.getByRole('button', { name: `Revert to revision ${start + 2}` })).toBeDisabled();
  await photographBothWidths(page, 'item-revisions');

  await revisions.getByRole('button', { name: `Revert to revision ${start + 1}` }).click();
  await expect(toasts(page).getByText(`The item is back as it was after revision ${start + 1}.`)).toBeVisible();
  await expect(page.getByText(`Revision ${start + 3}`, { exact: true })).toBeVisible();
  await expect(name).toHaveValue(firstEdit);
  await expect(rows.last()).toContainText(`Back to revision ${start + 1}`);
  await expect(rows.last()).toContainText(`${secondEdit} → ${firstEdit}`);
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: firstEdit })).toBeVisible();
  await visitor.close();

  // The item's first dashboard change kept its seeded values as revision 0: a revert to them gives
  // the item its own name back, so the wiki keeps what other journeys may meet.
  const originalRow = rows.filter({ hasText: 'Original values' });
  await expect(originalRow).toContainText(`Name: ${original}`);
  await originalRow.getByRole('button', { name: 'Revert to revision 0' }).click();
  await expect(toasts(page).getByText('The item is back as it was after revision 0.')).toBeVisible();
  await expect(page.getByText(`Revision ${start + 4}`, { exact: true })).toBeVisible();
  await expect(name).toHaveValue(original);
  await gm.context.close();
});

test('a game master drafts a store package, publishes it for players, and retires it from the store', async ({ browser, baseURL }) => {
  const gm = await loggedInQuietly(browser, 'gamemaster', baseURL);
  const page = gm.page;
  await page.goto('/dashboard/store');
  await expect(page.getByRole('heading', { name: 'Dashboard · Store' })).toBeVisible();
  await page.getByRole('link', { name: 'New package' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard · New package' })).toBeVisible();

  // An empty form: the refusals are one toast listing each message, the fields are marked, nothing is created.
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(toasts(page).getByText('The name field must be between 1 and 128 characters.')).toBeVisible();
  await expect(toasts(page).getByText(/^The picture field must be an image file name/)).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Picture file name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/dashboard\/store\/new$/);
  await photographBothWidths(page, 'store-new-refused');

  // Unique per run of the test, so the catalogue's row is this run's.
  const pkgName = `Harvest Moon Satchel ${test.info().repeatEachIndex + 1}`;
  await page.getByLabel('Name', { exact: true }).fill(pkgName);
  await page.getByLabel('Picture file name').fill('lucky-coin-pouch.png');
  await page.getByLabel('Rarity').selectOption({ label: 'Rare' });
  await page.getByLabel('Price').fill('1234');
  await page.getByLabel('Reward coins').fill('300');
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(toasts(page).getByText(`The package ${pkgName} was created as a draft.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/store\/\d+$/);
  await expect(page.getByRole('heading', { name: `Dashboard · ${pkgName}` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // A draft is not on the store.
  const player = await loggedIn(browser, 'demo');
  const store = player.page;
  const card = store.locator('.package-card').filter({ has: store.getByRole('heading', { name: pkgName, exact: true }) });
  await store.goto('/store');
  await expect(store.getByRole('heading', { name: 'Lucky Coin Pouch', exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toasts(page).getByText(`The package ${pkgName} was published on the store.`)).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await photographBothWidths(page, 'store-package');

  await store.reload();
  await expect(card).toContainText('1,234');
  await expect(card.getByRole('link', { name: `Buy ${pkgName}` })).toBeVisible();

  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: 'Retire' }).click();
  await expect(toasts(page).getByText(`The package ${pkgName} was retired from the store.`)).toBeVisible();
  await expect(page.getByText('Retired', { exact: true })).toBeVisible();

  await store.reload();
  await expect(store.getByRole('heading', { name: 'Lucky Coin Pouch', exact: true })).toBeVisible();
  await expect(card).toHaveCount(0);
  await player.context.close();

  // The catalogue lists it as retired.
  await page.goto('/dashboard/store');
  await page.getByLabel('Status', { exact: true }).selectOption('retired');
  await expect(page.getByRole('table', { name: 'Store packages' }).getByRole('row').filter({ hasText: pkgName })).toContainText('Retired');
  await gm.context.close();
});

test('the staff record shows game-data changes and store package changes, each found by its action', async ({ browser, baseURL }) => {
  // Changes of its own, made through the API, so this test stands alone: an item created and
  // edited, a package created, published and retired again (the store journeys keep their catalogue).
  const gm = await loggedIn(browser, 'gamemaster');
  const boot = await (await gm.context.request.get('/api/bootstrap')).json();
  const send = async (url: string, form: Record<string, string>, method: 'post' | 'put' = 'post') => {
    const res = await gm.context.request[method](url, { form, headers: { 'X-CSRF-Token': boot.csrfToken } });
    expect(res.status(), url).toBe(200);
    return res.json();
  };
  const itemName = `Record Keeper Quill ${test.info().repeatEachIndex + 1}`;
  const { entry } = await send('/api/dashboard/game-data/items', {
    Name: itemName,
    Icon: 'quill',
    TypeItemID: '1',
    RarityID: '1',
    InGame: '0',
    ClassRank: '0',
  });
  await send(`/api/dashboard/game-data/items/${entry.id}`, { InGame: '3', revision: String(entry.Revision) }, 'put');
  const pkgName = `Record Keeper Box ${test.info().repeatEachIndex + 1}`;
  const created = await send('/api/dashboard/store', { Name: pkgName, File: 'lucky-coin-pouch.png', Type: '1', RarityID: '2', Cost: '10', Currency: 'Coins' });
  const published = await send(`/api/dashboard/store/${created.package.id}/publish`, { Version: String(created.package.Version) });
  await send(`/api/dashboard/store/${created.package.id}/retire`, { Version: String(published.package.Version) });
  await gm.context.close();

  const admin = await loggedInQuietly(browser, 'staffdemo', baseURL);
  const page = admin.page;
  await page.goto('/dashboard/audit');
  const record = page.getByRole('table', { name: 'Staff record' });
  const action = page.getByLabel('Action', { exact: true });
  // Each action by its code (the filter's value) and the name the record shows for it.
  for (const [code, name, line] of [
    ['gamedata.create', 'Game data created', `gamemaster created item #${entry.id} ${itemName}`],
    ['gamedata.edit', 'Game data edited', `gamemaster edited item #${entry.id} ${itemName}: InGame`],
    ['store.create', 'Store package created', `gamemaster created the store package #${created.package.id} ${pkgName} as a draft.`],
    ['store.publish', 'Store package published', `gamemaster published the store package #${created.package.id} ${pkgName}.`],
    ['store.retire', 'Store package retired', `gamemaster retired the store package #${created.package.id} ${pkgName}.`],
  ]) {
    await action.selectOption(code);
    await expect(record.getByText(line)).toBeVisible();
    // Only that action's lines are listed.
    await expect(record.locator('tbody tr').filter({ hasNotText: name })).toHaveCount(0);
  }
  await page.screenshot({ path: shotPath('dashboard-audit-filtered-desktop'), fullPage: true });
  await admin.context.close();
});
