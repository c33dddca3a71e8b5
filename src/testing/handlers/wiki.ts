import type { WikiItemDetail, WikiTitle } from '@contract/types/wiki';

/** A recorded-shape item entry (GET /api/wiki/item/{id}). */
export const wikiItemDetail = (over: Partial<WikiItemDetail> = {}): WikiItemDetail => ({
  id: 42,
  Name: 'Starforged Blade',
  Icon: 'sword_star',
  TypeItemID: 3,
  RarityID: 10,
  rarity: { id: 10, Name: 'Divine', Color: '#ff3df5' },
  type: { Name: 'Sword', NameCustom: null, EquipSpot: 'weapon' },
  InGame: 250,
  IsTemporary: false,
  IsUpgradeOnly: true,
  IsStaffOnly: false,
  IsNotTrade: false,
  class_rank: 0,
  effect: { DamageIncrease: 12.5, DamageReduction: 0, Experience: 5, Coins: 0, ClassPoint: 0, Reputation: -2 },
  wheel: true,
  lucky: false,
  upgrade: false,
  passive: false,
  skill: false,
  sellable: true,
  tradeable: true,
  shops: [{ id: 5, Name: "Mira's Forge", Coins: 125_000 }],
  quests: [{ id: 9, Name: 'Slay the Wyrm', Quantity: 2 }],
  monsters: [{ id: 11, Name: 'Ancient Wyrm', Level: 80, Chance: 0.5 }],
  market: [{ id: 77, Quantity: 1, Coins: 2_500_000, Status: 1, DateCreated: '2026-01-02T10:00:00.000Z' }],
  ...over,
});

/** Title rows whose NameHTML tries script, handler and style injection. */
export const hostileTitles: WikiTitle[] = [
  {
    id: 1,
    Name: 'The Bold',
    NameHTML: '<span style="color:#ff0000">The Bold</span><script>window.__pwned = 1</script>',
    RarityID: 1,
    rarity: { id: 1, Name: 'Common', Color: '#9d9d9d' },
    effect: null,
  },
  {
    id: 2,
    Name: 'Trickster',
    NameHTML:
      '<img src=x onerror="window.__pwned = 2"><b onclick="window.__pwned = 3" style="position:fixed;top:0;left:0;width:100vw;height:100vh;color:red">Trickster</b><a href="javascript:alert(1)">x</a>',
    RarityID: 1,
    rarity: { id: 1, Name: 'Common', Color: '#9d9d9d' },
    effect: { DamageIncrease: 0, DamageReduction: 0, Experience: 10, Coins: 0, ClassPoint: 0, Reputation: 0 },
  },
];
