import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { GameDataEntry, GameDataRevision } from '@contract/types/game-data';
import { server } from '@/testing/msw-server';
import { uploadHandler, type SeenUpload } from '@/testing/handlers/dashboard';
import { renderWithApp, testBootstrap } from '@/testing/test-utils';
import DashboardGameDataPage from './dashboard-game-data-page';
import DashboardPage from './dashboard-page';

// The game-data pages of the dashboard: a section's entries, the registry-driven form, revisions and reverts.

vi.setConfig({ testTimeout: 30_000 });

const gameMaster = testBootstrap({ userId: 4, username: 'gamemaster', staffRole: 'game_master' });
const moderator = testBootstrap({ userId: 5, username: 'moderator', staffRole: 'moderator' });

const Pages = () => (
  <>
    <Routes>
      <Route path="/dashboard/:section" element={<DashboardPage />} />
      <Route path="/dashboard/:section/:entryId" element={<DashboardGameDataPage />} />
    </Routes>
    <ToastContainer />
  </>
);

const town = (Revision: number, Name = 'Town'): GameDataEntry => ({
  id: 3,
  Revision,
  values: { Name, RequiredLevel: 0, RequiredGuildLevel: 0, IsUpgradeOnly: false },
});

/** The map #3's entry and revisions as the server holds them; tests change `state` to move it on. */
function serveTown(state: { entry: GameDataEntry; revisions: GameDataRevision[] }) {
  const reads = { entry: 0 };
  server.use(
    http.get('/api/dashboard/game-data/maps/3', () => {
      reads.entry += 1;
      return HttpResponse.json(state.entry);
    }),
    http.get('/api/dashboard/game-data/maps/3/revisions', () => HttpResponse.json(state.revisions)),
  );
  return reads;
}

const toastText = async (text: string) => {
  const toast = await screen.findByText(text);
  expect(toast.closest('.Toastify')).not.toBeNull();
};

describe('the dashboard game-data pages', () => {
  it("draws a section's entries with links to edit them and a New button", async () => {
    server.use(
      http.get('/api/dashboard/game-data/monsters', ({ request }) =>
        HttpResponse.json({
          draw: Number(new URL(request.url).searchParams.get('draw') ?? 1),
          recordsTotal: 2,
          recordsFiltered: 2,
          data: [
            { id: 7, Name: 'Slime', Revision: 0 },
            { id: 8, Name: 'Dragon', Revision: 3 },
          ],
        }),
      ),
    );
    renderWithApp(<Pages />, { route: '/dashboard/monsters', bootstrap: gameMaster });
    const slime = await screen.findByRole('link', { name: 'Slime' });
    expect(slime).toHaveAttribute('href', '/dashboard/monsters/7');
    expect(screen.getByRole('link', { name: 'Dragon' })).toHaveAttribute('href', '/dashboard/monsters/8');
    expect(screen.getByRole('link', { name: 'New monster' })).toHaveAttribute('href', '/dashboard/monsters/new');
    // What the section showed before stays.
    expect(screen.getByRole('heading', { name: 'Upload assets' })).toBeInTheDocument();
  });

  it('names the section as the menu does and writes the limits with thousands separators', async () => {
    const elder: GameDataEntry = {
      id: 2,
      Revision: 0,
      values: { Name: 'Pascale', Title: 'Village Elder', Level: 42, Category: 'Quest Giver', ColorName: '#43e7dc', MapID: 25 },
    };
    server.use(
      http.get('/api/dashboard/game-data/npcs/2', () => HttpResponse.json(elder)),
      http.get('/api/dashboard/game-data/npcs/2/revisions', () => HttpResponse.json([])),
    );
    renderWithApp(<Pages />, { route: '/dashboard/npcs/2', bootstrap: gameMaster });
    expect(await screen.findByRole('link', { name: 'Back to NPCs' })).toHaveAttribute('href', '/dashboard/npcs');
    expect(screen.getByText('1 to 2,000,000,000, or empty')).toBeInTheDocument();
    expect(screen.getByText('0 to 10,000')).toBeInTheDocument();
  });

  it("offers a monster's race and map by name and still sends the chosen id", async () => {
    const slime: GameDataEntry = {
      id: 7,
      Revision: 2,
      values: { Name: 'Slime', RaceID: 1, ElementID: 1, CategoryID: 1, MapID: 3, Level: 1, Coins: 5, EnergyCost: 1 },
    };
    const maps = [
      'Town',
      'Harbour',
      'Old Mine',
      'Sunken Road',
      'Ash Vale',
      'Frost Peak',
      'Glass Lake',
      'Moss Cave',
      'Red Dunes',
      'Bone Yard',
      'Sky Dock',
      'Iron Gate',
    ];
    let sent: FormData | undefined;
    server.use(
      http.get('/api/dashboard/game-data/monsters/7', () => HttpResponse.json(slime)),
      http.get('/api/dashboard/game-data/monsters/7/revisions', () =>
        HttpResponse.json([
          { Revision: 2, StaffName: 'gamemaster', At: '2026-11-20T10:00:00.000Z', Before: { MapID: 2 }, After: { MapID: 3 }, RevertedTo: null },
        ] satisfies GameDataRevision[]),
      ),
      http.get('/api/dashboard/game-data/choices', () =>
        HttpResponse.json({
          race: [
            { id: 1, Name: 'Beast' },
            { id: 2, Name: 'Undead' },
          ],
          element: [{ id: 1, Name: 'Fire' }],
          category: [{ id: 1, Name: 'Normal' }],
          map: maps.map((Name, i) => ({ id: i + 1, Name })),
        }),
      ),
      http.put('/api/dashboard/game-data/monsters/7', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'The monster was saved.', entry: { ...slime, Revision: 3 } });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/monsters/7', bootstrap: gameMaster });
    const race = await screen.findByRole('combobox', { name: 'Race' });
    expect(race).toHaveDisplayValue('Beast (#1)');
    const map = screen.getByRole('combobox', { name: 'Map' });
    expect(map).toHaveDisplayValue('Old Mine (#3)');
    // The revisions name the maps too.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Revisions' })).toHaveTextContent('Map: Harbour (#2) → Old Mine (#3)'));
    // A long list can be narrowed by name; the chosen map stays listed.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the Map list by name' }), 'ash');
    expect(
      within(map)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['None', 'Old Mine (#3)', 'Ash Vale (#5)']);
    await userEvent.selectOptions(map, 'Ash Vale (#5)');
    await userEvent.selectOptions(race, 'Undead (#2)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await toastText('The monster was saved.');
    expect(Object.fromEntries(sent?.entries() ?? [])).toEqual({ MapID: '5', RaceID: '2', revision: '2' });
  });

  it("uploads an item's picture into the item pictures' folder and saves its file name as the Icon", async () => {
    const lantern: GameDataEntry = {
      id: 9,
      Revision: 1,
      values: { Name: 'Lantern', Icon: 'iilantern', TypeItemID: 1, RarityID: 1, InGame: 0, ClassRank: 0, IsLucky: false },
    };
    const seen: SeenUpload[] = [];
    let sent: FormData | undefined;
    let saved: GameDataEntry | undefined;
    server.use(
      http.get('/api/dashboard/game-data/items/9', () => HttpResponse.json(saved ?? lantern)),
      http.get('/api/dashboard/game-data/items/9/revisions', () => HttpResponse.json([])),
      uploadHandler({ seen, names: ['lantern-new.png'] }),
      http.put('/api/dashboard/game-data/items/9', async ({ request }) => {
        sent = await request.formData();
        saved = { ...lantern, Revision: 2, values: { ...lantern.values, Icon: 'lantern-new.png' } };
        return HttpResponse.json({ message: 'The item was saved.', entry: saved });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/items/9', bootstrap: gameMaster });
    const picture = await screen.findByRole('region', { name: 'Picture' });
    expect(within(picture).getByRole('img', { name: 'Lantern icon' })).toHaveAttribute('src', '/api/image/assets/item/original/iilantern');
    await userEvent.upload(
      within(picture).getByLabelText('Files'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lantern-new.png', { type: 'image/png' }),
    );
    await userEvent.click(within(picture).getByRole('button', { name: 'Upload' }));

    await toastText('lantern-new.png was uploaded to assets/item/original/.');
    expect(seen[0]).toMatchObject({ storage: 'images', path: 'assets/item/original/' });
    // The file name alone fills the Icon field; saving makes it the item's picture, as a revision.
    await waitFor(() => expect(screen.getByLabelText('Icon')).toHaveValue('lantern-new.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toastText('The item was saved.');
    expect(Object.fromEntries(sent?.entries() ?? [])).toEqual({ Icon: 'lantern-new.png', revision: '1' });
    await waitFor(() =>
      expect(within(picture).getByRole('img', { name: 'Lantern icon' })).toHaveAttribute('src', '/api/image/assets/item/original/lantern-new.png'),
    );
  });

  it('saves the changed fields with the revision the form was opened at', async () => {
    serveTown({ entry: town(4), revisions: [] });
    let sent: FormData | undefined;
    server.use(
      http.put('/api/dashboard/game-data/maps/3', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'The map was saved.', entry: town(5, 'Old Town') });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/maps/3', bootstrap: gameMaster });
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Required level')).toHaveValue('0');
    expect(screen.getByLabelText('Upgrade only')).not.toBeChecked();
    await userEvent.clear(name);
    await userEvent.type(name, 'Old Town');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await toastText('The map was saved.');
    expect(sent?.get('revision')).toBe('4');
    expect(sent?.get('Name')).toBe('Old Town');
    expect([...(sent?.keys() ?? [])].sort()).toEqual(['Name', 'revision']);
  });

  it('asks for the two-factor code when the server wants it again, then sends the save once more', async () => {
    serveTown({ entry: town(4), revisions: [] });
    const revisions: string[] = [];
    let confirmed = false;
    server.use(
      http.put('/api/dashboard/game-data/maps/3', async ({ request }) => {
        revisions.push(String((await request.formData()).get('revision')));
        return confirmed
          ? HttpResponse.json({ message: 'The map was saved.', entry: town(5, 'Old Town') })
          : HttpResponse.json({ code: 'second_factor_required', messages: ['Confirm your two-factor code again.'] }, { status: 403 });
      }),
      http.post('/api/dashboard/second-factor', () => {
        confirmed = true;
        return HttpResponse.json({ message: 'Confirmed for 12 hours.' });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/maps/3', bootstrap: gameMaster });
    await userEvent.type(await screen.findByLabelText('Name'), ' Square');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(await screen.findByLabelText('Code from the app, or a backup code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

    await toastText('The map was saved.');
    // Refused until the code was confirmed, then sent again from the same revision.
    expect(revisions.every((r) => r === '4')).toBe(true);
    expect(revisions.length).toBeGreaterThan(1);
  });

  it('creates an entry from every field of the kind and opens it', async () => {
    let sent: FormData | undefined;
    server.use(
      http.post('/api/dashboard/game-data/maps', async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ message: 'The map was created.', entry: town(1, 'Harbour') });
      }),
    );
    serveTown({ entry: town(1, 'Harbour'), revisions: [] });
    renderWithApp(<Pages />, { route: '/dashboard/maps/new', bootstrap: gameMaster });
    await userEvent.type(await screen.findByLabelText('Name'), 'Harbour');
    await userEvent.type(screen.getByLabelText('Required level'), '12');
    await userEvent.type(screen.getByLabelText('Required guild level'), '0');
    await userEvent.click(screen.getByLabelText('Upgrade only'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await toastText('The map was created.');
    expect(Object.fromEntries(sent?.entries() ?? [])).toEqual({ Name: 'Harbour', RequiredLevel: '12', RequiredGuildLevel: '0', IsUpgradeOnly: '1' });
    expect(await screen.findByText('Revision 1')).toBeInTheDocument();
  });

  it("checks a new entry with its create call's rules and sends nothing while a field breaks them", async () => {
    let posts = 0;
    server.use(
      http.post('/api/dashboard/game-data/npcs', () => {
        posts += 1;
        return HttpResponse.json({ errors: { Name: ['unexpected'] } }, { status: 422 });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/npcs/new', bootstrap: gameMaster });
    await userEvent.type(await screen.findByLabelText('Name colour'), 'red');
    await userEvent.type(screen.getByLabelText('Level'), '10001');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    // The registry's own sentences, as the server words them, under each field (its name may be the bold label).
    for (const [label, message] of [
      ['Name', 'The name field is required.'],
      ['Name colour', 'The name colour field must be a colour such as #ffcc00.'],
      ['Level', 'The level field must be between 0 and 10,000.'],
      ['Category', 'The category field is required.'],
    ]) {
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
      expect(field.getAttribute('aria-describedby')).toContain(`${field.id}-feedback`);
      expect(document.getElementById(`${field.id}-feedback`)?.textContent?.toLowerCase()).toBe(message.toLowerCase());
    }
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toBe(0);
  });

  it('marks a refused field and shows its message as a toast', async () => {
    serveTown({ entry: town(4), revisions: [] });
    server.use(
      http.put('/api/dashboard/game-data/maps/3', () =>
        HttpResponse.json({ errors: { RequiredLevel: ['The required level field must be between 0 and 10,000.'] } }, { status: 422 }),
      ),
    );
    renderWithApp(<Pages />, { route: '/dashboard/maps/3', bootstrap: gameMaster });
    const level = await screen.findByLabelText('Required level');
    await userEvent.clear(level);
    await userEvent.type(level, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await toastText('The required level field must be between 0 and 10,000.');
    await waitFor(() => expect(screen.getByLabelText('Required level')).toHaveAttribute('aria-invalid', 'true'));
  });

  it('shows several refused fields as one toast that counts them, each field marked', async () => {
    serveTown({ entry: town(4), revisions: [] });
    const errors = {
      Name: ['The name field is required.'],
      RequiredLevel: ['The required level field must be between 0 and 10,000.'],
      RequiredGuildLevel: ['The required guild level field must be a whole number.'],
    };
    server.use(http.put('/api/dashboard/game-data/maps/3', () => HttpResponse.json({ errors }, { status: 422 })));
    renderWithApp(<Pages />, { route: '/dashboard/maps/3', bootstrap: gameMaster });
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Required level'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const heading = await screen.findByText('3 fields need attention');
    const toast = heading.closest('.Toastify__toast') as HTMLElement;
    for (const message of Object.values(errors).flat()) expect(within(toast).getByText(message)).toBeInTheDocument();
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    for (const label of ['Name', 'Required level', 'Required guild level'])
      await waitFor(() => expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true'));
  });

  it("shows a stale save's 409 as a toast and reloads the entry as the server holds it", async () => {
    const state = { entry: town(4), revisions: [] as GameDataRevision[] };
    const reads = serveTown(state);
    server.use(
      http.put('/api/dashboard/game-data/maps/3', () => {
        state.entry = town(5, 'Harbour');
        return HttpResponse.json({ messages: ['The map was changed meanwhile: reload it and try again.'] }, { status: 409 });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/maps/3', bootstrap: gameMaster });
    const name = await screen.findByLabelText('Name');
    await userEvent.type(name, ' Square');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await toastText('The map was changed meanwhile: reload it and try again.');
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Harbour'));
    expect(screen.getByText('Revision 5')).toBeInTheDocument();
    expect(reads.entry).toBe(2);
  });

  it('lists who changed what and reverts to a revision, then shows the new one', async () => {
    const state = {
      entry: town(2, 'Harbour'),
      revisions: [
        { Revision: 2, StaffName: 'gamemaster', At: '2026-11-20T10:00:00.000Z', Before: { Name: 'Port' }, After: { Name: 'Harbour' }, RevertedTo: null },
        { Revision: 1, StaffName: 'admin', At: '2026-11-19T10:00:00.000Z', Before: { Name: 'Town' }, After: { Name: 'Port' }, RevertedTo: null },
      ] as GameDataRevision[],
    };
    serveTown(state);
    let revertBody: FormData | undefined;
    server.use(
      http.post('/api/dashboard/game-data/maps/3/revisions/1/revert', async ({ request }) => {
        revertBody = await request.formData();
        state.entry = town(3, 'Port');
        state.revisions = [
          { Revision: 3, StaffName: 'gamemaster', At: '2026-11-21T10:00:00.000Z', Before: { Name: 'Harbour' }, After: { Name: 'Port' }, RevertedTo: 1 },
          ...state.revisions,
        ];
        return HttpResponse.json({ message: 'The map is back as it was after revision 1.', entry: state.entry });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/maps/3', bootstrap: gameMaster });
    const revisions = await screen.findByRole('table', { name: 'Revisions' });
    expect(await within(revisions).findByText('admin')).toBeInTheDocument();
    expect(within(revisions).getByRole('button', { name: 'Revert to revision 2' })).toBeDisabled();
    await userEvent.click(within(revisions).getByRole('button', { name: 'Revert to revision 1' }));

    await toastText('The map is back as it was after revision 1.');
    expect(revertBody?.get('revision')).toBe('2');
    expect(await screen.findByText('Revision 3')).toBeInTheDocument();
    expect(await screen.findByText('Back to revision 1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Port'));
  });

  it("shows a seeded entry's original values as revision 0 and reverts to them", async () => {
    const original = { Name: 'Town', RequiredLevel: 0, RequiredGuildLevel: 0, IsUpgradeOnly: false };
    const state = {
      entry: town(1, 'Tonw'),
      revisions: [
        { Revision: 0, StaffName: 'gamemaster', At: '2026-11-19T10:00:00.000Z', Before: {}, After: original, RevertedTo: null },
        { Revision: 1, StaffName: 'gamemaster', At: '2026-11-19T10:00:00.000Z', Before: { Name: 'Town' }, After: { Name: 'Tonw' }, RevertedTo: null },
      ] as GameDataRevision[],
    };
    serveTown(state);
    let reverted = false;
    server.use(
      http.post('/api/dashboard/game-data/maps/3/revisions/0/revert', () => {
        reverted = true;
        state.entry = town(2, 'Town');
        return HttpResponse.json({ message: 'The map is back as it was after revision 0.', entry: state.entry });
      }),
    );
    renderWithApp(<Pages />, { route: '/dashboard/maps/3', bootstrap: gameMaster });
    const revisions = await screen.findByRole('table', { name: 'Revisions' });
    const row = (await within(revisions).findByText('Original values')).closest('tr')!;
    expect(row).toHaveTextContent('kept at the first change, by gamemaster');
    // The original's values are listed as they were, not as a change from nothing.
    expect(row).toHaveTextContent('Name: Town');
    expect(row).not.toHaveTextContent('→');
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Revert to revision 0' }));

    await toastText('The map is back as it was after revision 0.');
    expect(reverted).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Town'));
  });

  it('shows a moderator no entries table, no New button and no edit form', async () => {
    const { unmount } = renderWithApp(<Pages />, { route: '/dashboard/items', bootstrap: moderator });
    expect(await screen.findByRole('heading', { name: 'Upload assets' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New item' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'Items' })).toBeNull();
    unmount();

    renderWithApp(<Pages />, { route: '/dashboard/items/1', bootstrap: moderator });
    expect(await screen.findByTestId('staff-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Revert/ })).toBeNull();
  });
});
