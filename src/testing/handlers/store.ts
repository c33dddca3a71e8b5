import { http, HttpResponse } from 'msw';
import type { RecipientRow, StorePackage } from '@contract/types/store';

// Recorded-shape store answers (GET /api/store, POST /api/user/all) for component tests.

export const storePackage = (id: number, over: Partial<StorePackage> = {}): StorePackage => ({
  id,
  Name: `Package ${id}`,
  File: `package-${id}.png`,
  Type: 1,
  RarityID: 1,
  rarity: { id: 1, Name: 'Common', Color: '#9d9d9d' },
  Cost: 2_000,
  Currency: 'Coins',
  QuantityLeft: null,
  Items: [{ item: { id: 5, Name: 'Banner Stand', Icon: 'banner', RarityID: 1, type: { Name: 'Item', NameCustom: null, EquipSpot: null } }, Quantity: 2 }],
  Coins: 500,
  Vip: 0,
  Badge: null,
  Title: null,
  ...over,
});

export const recipient = (id: number, Username: string): RecipientRow => ({
  id,
  Username,
  ColorName: '#ffffff',
  ProfileVersion: 1,
  ProviderID: null,
  Level: 40,
});

export const storeHandler = (packages: StorePackage[]) => http.get('/api/store', () => HttpResponse.json(packages));

/** The recipient picker: filters by the search term like the server does. */
export const recipientsHandler = (rows: RecipientRow[]) =>
  http.post('/api/user/all', async ({ request }) => {
    const fields = await request.formData();
    const term = String(fields.get('search[value]') ?? '').toLowerCase();
    const data = rows.filter((r) => r.Username.toLowerCase().includes(term));
    return HttpResponse.json({ draw: Number(fields.get('draw')), recordsTotal: rows.length, recordsFiltered: data.length, data });
  });
