import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { server } from '@/testing/msw-server';
import { hostileTitles, wikiItemDetail } from '@/testing/handlers/wiki';
import { renderWithApp } from '@/testing/test-utils';
import WikiDetailPage from './wiki-detail-page';
import WikiListPage from './wiki-list-page';

const renderAt = (route: string) =>
  renderWithApp(
    <>
      <Routes>
        <Route path="/wiki/:type" element={<WikiListPage />} />
        <Route path="/wiki/:type/:id" element={<WikiDetailPage />} />
      </Routes>
      <ToastContainer />
    </>,
    { route },
  );

describe('wiki pages', { timeout: 20_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('an item page shows rarity, type, flags, effects, the count and its cross-links', async () => {
    server.use(http.get('/api/wiki/item/42', () => HttpResponse.json(wikiItemDetail())));
    renderAt('/wiki/item/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'Starforged Blade' })).toBeInTheDocument();
    // Rarity comes from the bootstrap list; id 10 is special.
    const rarities = screen.getAllByText('Divine');
    expect(rarities[0]).toHaveClass('wiki-rarity-special');
    expect(screen.getByText('+100x')).toBeInTheDocument();
    const flags = screen.getByRole('list', { name: 'Flags' });
    expect(within(flags).getByText('Upgrade only')).toBeInTheDocument();
    expect(within(flags).getByText('Wheel')).toBeInTheDocument();
    expect(within(flags).queryByText('Staff only')).toBeNull();
    expect(screen.getByText('Damage increase')).toBeInTheDocument();
    expect(screen.getByText('+12.50%')).toBeInTheDocument();
    expect(screen.getByText('-2%')).toBeInTheDocument();
    expect(screen.queryByText('Coins', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('link', { name: "Mira's Forge" })).toHaveAttribute('href', '/wiki/shop/5');
    expect(screen.getByRole('link', { name: 'Slay the Wyrm' })).toHaveAttribute('href', '/wiki/quest/9');
    expect(screen.getByRole('link', { name: 'Ancient Wyrm' })).toHaveAttribute('href', '/wiki/monster/11');
    // The Icon in the picture's address: a picture uploaded under a new Icon is not hidden by a cached old one.
    expect(screen.getByRole('img', { name: 'Starforged Blade' })).toHaveAttribute('src', '/api/image/assets/item/original/42?icon=sword_star');
    expect(screen.getByRole('img', { name: 'Starforged Blade icon' })).toHaveAttribute('src', '/api/image/assets/item/16/sword_star');
  });

  it('class-rank armor shows as such, with the armor picture', async () => {
    server.use(
      http.get('/api/wiki/item/43', () =>
        HttpResponse.json(
          wikiItemDetail({ id: 43, Name: 'Rank Plate', RarityID: 1, type: { Name: 'Armor', NameCustom: null, EquipSpot: 'ar' }, class_rank: 7, InGame: 100 }),
        ),
      ),
    );
    renderAt('/wiki/item/43');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rank Plate' })).toBeInTheDocument();
    expect(screen.getAllByText('Class-rank armor (rank 7)').length).toBeGreaterThan(0);
    expect(screen.getByText('100x')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rank Plate' })).toHaveAttribute('src', '/api/image/assets/armor/original/43');
  });

  // Players copy redeem codes and links to entries.
  it('offers to copy a redeem code from the list and the entry, and the link of an entry', async () => {
    const user = userEvent.setup();
    const code = { id: 3, code_final: 'GH7K-WYRM', Experience: 500, Coins: 1_000, quantity_percentage: 40, DateExpiry: '2099-01-01T00:00:00.000Z' };
    server.use(
      http.get('/api/wiki/redeem', () => HttpResponse.json({ draw: 1, recordsTotal: 1, recordsFiltered: 1, data: [code] })),
      http.get('/api/wiki/redeem/3', () => HttpResponse.json(code)),
    );
    renderAt('/wiki/redeem');
    await user.click(await screen.findByRole('button', { name: 'Copy the code GH7K-WYRM' }));
    expect(await navigator.clipboard.readText()).toBe('GH7K-WYRM');
    expect(await screen.findByText('Copied: GH7K-WYRM')).toBeInTheDocument();

    renderAt('/wiki/redeem/3');
    const heading = await screen.findByRole('heading', { level: 1, name: 'GH7K-WYRM' });
    await user.click(within(heading.closest('header')!).getByRole('button', { name: 'Copy the link to GH7K-WYRM' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/wiki/redeem/3`);
  });

  it('answers unknown entries and types with the not-found page', async () => {
    server.use(http.get('/api/wiki/item/999', () => HttpResponse.json({ messages: ['The wiki entry was not found.'] }, { status: 404 })));
    renderAt('/wiki/item/999');
    expect(await screen.findByText("We couldn't find that wiki entry")).toBeInTheDocument();
    renderAt('/wiki/spells/1');
    expect(screen.getAllByText("We couldn't find that wiki entry").length).toBeGreaterThan(0);
  });

  it('title lists sanitise NameHTML: no script, handler, link or layout style survives', async () => {
    let params: URLSearchParams | null = null;
    server.use(
      http.get('/api/wiki/title', ({ request }) => {
        params = new URL(request.url).searchParams;
        return HttpResponse.json({ draw: 1, recordsTotal: 2, recordsFiltered: 2, data: hostileTitles });
      }),
    );
    const { container } = renderAt('/wiki/title');
    expect(await screen.findByText('The Bold')).toBeInTheDocument();
    expect(params!.get('columns[0][data]')).toBe('Name');
    expect(params!.get('order[0][dir]')).toBe('asc');
    const table = screen.getByRole('table', { name: 'Titles of the wiki' });
    // A colour survives, as per-theme legible tints, once the sanitiser has loaded.
    await waitFor(() => expect(within(table).getByText('The Bold').getAttribute('style')).toMatch(/--tint:#[0-9a-f]{6}/));
    expect(table.querySelector('script, img, a[href^="javascript"], [onclick], [onerror]')).toBeNull();
    const bold = within(table).getByText('Trickster');
    expect(bold.getAttribute('style') ?? '').not.toMatch(/position|width|height/);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(container.innerHTML).not.toMatch(/onerror|onclick|<script/i);
    expect(within(table).getByText('Experience +10%')).toBeInTheDocument();
  });
});
