// Hand-picked vocabulary of the demo world. Plain data, so names read like a fantasy game rather than
// lorem ipsum, and so the same lists can be handed to SQL for the bulk of a large world.

/** Username first halves (also used for guild and item names). Letters only, 3..12 chars. */
export const NAME_PREFIXES = [
  'Shadow', 'Storm', 'Iron', 'Frost', 'Blood', 'Night', 'Sun', 'Moon', 'Dark', 'Fire', 'Ember', 'Void',
  'Rune', 'Star', 'Thorn', 'Raven', 'Wolf', 'Dragon', 'Ash', 'Grim', 'Silver', 'Gold', 'Crimson', 'Azure',
  'Mist', 'Stone', 'Thunder', 'Frozen', 'Wild', 'Ghost', 'Soul', 'Doom', 'Light', 'Chaos', 'Dusk', 'Dawn',
  'Blaze', 'Hex', 'Onyx', 'Jade', 'Cinder', 'Gale', 'Vex', 'Zephyr', 'Nova', 'Lunar', 'Solar', 'Arcane',
  'Mystic', 'Savage', 'Silent', 'Swift', 'Brave', 'Lucky', 'Cursed', 'Holy', 'Feral', 'Rogue', 'Sly', 'Noble',
  'Aria', 'Kael', 'Lyra', 'Thane', 'Mira', 'Darius', 'Elara', 'Finn', 'Nyx', 'Orin', 'Selene', 'Talon',
  'Vera', 'Zara', 'Bram', 'Cass', 'Eira', 'Garruk', 'Ivy', 'Juno', 'Kira', 'Leif', 'Milo', 'Rhea',
] as const;

/** Username second halves. Letters only, 3..10 chars. */
export const NAME_SUFFIXES = [
  'blade', 'fang', 'heart', 'walker', 'bane', 'caller', 'fist', 'song', 'shade', 'strike', 'born', 'ward',
  'claw', 'wing', 'forge', 'hunter', 'slayer', 'seeker', 'mancer', 'rider', 'knight', 'mage', 'reaper', 'weaver',
  'storm', 'spark', 'flame', 'frost', 'thorn', 'scale', 'hollow', 'vale', 'crest', 'shard', 'fury', 'glade',
  'howl', 'runner', 'keeper', 'breaker', 'bringer', 'lord', 'queen', 'king', 'smith', 'sage', 'ranger', 'bard',
  'hawk', 'fox', 'bear', 'viper', 'lynx', 'crow', 'wyrm', 'golem', 'spirit', 'wisp', 'titan', 'lancer',
] as const;

export const TITLE_WORDS = [
  'Bold', 'Brave', 'Wise', 'Wicked', 'Mighty', 'Unbroken', 'Untamed', 'Fearless', 'Restless', 'Wanderer',
] as const;

/** Guild names: adjectives and plural nouns, disjoint from each other and from the pattern words. */
export const GUILD_ADJECTIVES = [
  'Crimson', 'Iron', 'Silent', 'Eternal', 'Shattered', 'Golden', 'Hollow', 'Ashen', 'Radiant', 'Frozen',
  'Savage', 'Gilded', 'Forsaken', 'Burning', 'Emerald', 'Obsidian', 'Silver', 'Wandering', 'Fallen', 'Howling',
  'Azure', 'Scarlet', 'Stormborn', 'Ancient', 'Lunar', 'Solar', 'Veiled', 'Thorned', 'Celestial', 'Grim',
  'Sacred', 'Wild', 'Crystal', 'Midnight', 'Phantom', 'Raging', 'Mystic', 'Blessed', 'Cursed', 'Twilight',
] as const;

export const GUILD_NOUNS = [
  'Wolves', 'Ravens', 'Blades', 'Lions', 'Dragons', 'Sentinels', 'Wardens', 'Reapers', 'Knights', 'Vipers',
  'Phoenixes', 'Titans', 'Hunters', 'Shadows', 'Crowns', 'Serpents', 'Griffins', 'Paladins', 'Outlaws', 'Seekers',
  'Vanguard', 'Legion', 'Covenant', 'Syndicate', 'Brotherhood', 'Circle', 'Dominion', 'Host', 'Pact', 'Company',
  'Banners', 'Thorns', 'Flames', 'Storms', 'Wyverns', 'Owls', 'Stags', 'Bears', 'Falcons', 'Mages',
] as const;

/** Guild name shapes; `{a}` adjective, `{n}` noun. Distinct fixed words keep the shapes from colliding. */
export const GUILD_PATTERNS = ['{a} {n}', 'The {a} {n}', 'Order of the {a} {n}', '{n} of the {a} Dawn', 'House of {a} {n}'] as const;

/** Weighted ISO 3166-1 alpha-2 codes: a browser game's audience, heavy on the Americas and SE Asia. */
export const COUNTRY_CODES = [
  'US', 'US', 'US', 'US', 'US', 'BR', 'BR', 'BR', 'PH', 'PH', 'PH', 'GB', 'GB', 'DE', 'ID', 'ID', 'MY', 'MX', 'MX',
  'CA', 'CA', 'FR', 'PL', 'AU', 'ES', 'NL', 'IT', 'IN', 'TR', 'SE', 'AR', 'CL', 'PT', 'RO', 'VN', 'TH', 'JP', 'KR',
  'SG', 'NZ', 'NO', 'FI', 'DK', 'BE', 'AT', 'CH', 'IE', 'CZ', 'HU', 'GR', 'PE', 'CO', 'VE', 'EG', 'MA', 'ZA',
] as const;

export const GAME_SERVERS = ['Avalon', 'Brisa', 'Cinderfall', 'Dawnspire', 'Eclipse'] as const;

export const RARITIES = [
  { id: 1, Name: 'Common', Color: '#c8c8c8' },
  { id: 2, Name: 'Uncommon', Color: '#1eff00' },
  { id: 3, Name: 'Rare', Color: '#0070dd' },
  { id: 4, Name: 'Epic', Color: '#a335ee' },
  { id: 5, Name: 'Legendary', Color: '#ff8000' },
  { id: 6, Name: 'Mythic', Color: '#e6cc80' },
  { id: 7, Name: 'Ancient', Color: '#c0392b' },
  { id: 8, Name: 'Celestial', Color: '#4fd1ff' },
  { id: 9, Name: 'Seasonal', Color: '#2ecc71' },
  // Rarity 10 is the special one (docs/product-rules.md#entities-and-fields, docs/product-rules.md#constants-and-limits).
  { id: 10, Name: 'Divine', Color: '#ff4fd8' },
] as const;

/** Relative weight of each rarity id (index 0 = rarity 1) when drawing items. */
export const RARITY_WEIGHTS = [30, 22, 17, 11, 7, 4, 2, 2, 3, 2] as const;

export interface ItemTypeDef {
  Name: string;
  NameCustom: string | null;
  EquipSpot: string | null;
  Icon: string;
  /** How many items of this type the catalogue gets. */
  count: number;
  /** Largest stack a player holds. */
  stack: number;
  nouns: readonly string[];
}

/** Every previewable type name of docs/product-rules.md#entities-and-fields appears, plus weapons, helms, capes and pets. */
export const ITEM_TYPES: readonly ItemTypeDef[] = [
  { Name: 'Class', NameCustom: null, EquipSpot: 'ar', Icon: 'iiclass', count: 0, stack: 1, nouns: [] },
  { Name: 'Armor', NameCustom: null, EquipSpot: 'co', Icon: 'iwarmor', count: 40, stack: 1, nouns: ['Plate', 'Robes', 'Mail', 'Garb', 'Vestments', 'Battlegear', 'Regalia', 'Raiment', 'Armor', 'Cloak'] },
  { Name: 'Sword', NameCustom: 'Weapon', EquipSpot: 'Weapon', Icon: 'iwsword', count: 30, stack: 1, nouns: ['Blade', 'Longsword', 'Greatsword', 'Saber', 'Katana', 'Claymore', 'Edge'] },
  { Name: 'Axe', NameCustom: 'Weapon', EquipSpot: 'Weapon', Icon: 'iwaxe', count: 14, stack: 1, nouns: ['Axe', 'Cleaver', 'Hatchet', 'Greataxe'] },
  { Name: 'Staff', NameCustom: 'Weapon', EquipSpot: 'Weapon', Icon: 'iwstaff', count: 16, stack: 1, nouns: ['Staff', 'Scepter', 'Wand', 'Rod'] },
  { Name: 'Dagger', NameCustom: 'Weapon', EquipSpot: 'Weapon', Icon: 'iwdagger', count: 12, stack: 1, nouns: ['Dagger', 'Kris', 'Dirk', 'Shiv'] },
  { Name: 'Bow', NameCustom: 'Weapon', EquipSpot: 'Weapon', Icon: 'iwbow', count: 10, stack: 1, nouns: ['Bow', 'Longbow', 'Crossbow'] },
  { Name: 'Helm', NameCustom: null, EquipSpot: 'he', Icon: 'iihelm', count: 24, stack: 1, nouns: ['Helm', 'Hood', 'Crown', 'Mask', 'Circlet', 'Visage', 'Cowl'] },
  { Name: 'Cape', NameCustom: null, EquipSpot: 'ba', Icon: 'iicape', count: 20, stack: 1, nouns: ['Cape', 'Wings', 'Mantle', 'Banner', 'Shroud'] },
  { Name: 'Pet', NameCustom: null, EquipSpot: 'pe', Icon: 'iipet', count: 14, stack: 1, nouns: ['Drakeling', 'Familiar', 'Owlet', 'Wolf Pup', 'Moglin', 'Sprite', 'Golemling'] },
  { Name: 'Amulet', NameCustom: null, EquipSpot: 'am', Icon: 'iiamulet', count: 12, stack: 1, nouns: ['Amulet', 'Talisman', 'Charm'] },
  { Name: 'Necklace', NameCustom: null, EquipSpot: 'am', Icon: 'iinecklace', count: 10, stack: 1, nouns: ['Necklace', 'Pendant', 'Locket', 'Choker'] },
  { Name: 'Enhancement', NameCustom: null, EquipSpot: null, Icon: 'iienhance', count: 10, stack: 99, nouns: ['Forge Rune', 'Enhancement Stone', 'Gem of Power', 'Infusion Shard'] },
  { Name: 'Item', NameCustom: 'Material', EquipSpot: null, Icon: 'iibag', count: 40, stack: 500, nouns: ['Ore', 'Essence', 'Fang', 'Scale', 'Feather', 'Bone', 'Crystal', 'Ingot', 'Pelt', 'Tear', 'Ember', 'Dust'] },
  { Name: 'Scroll', NameCustom: null, EquipSpot: null, Icon: 'iiscroll', count: 18, stack: 50, nouns: [] },
  { Name: 'Potion', NameCustom: null, EquipSpot: null, Icon: 'iipotion', count: 16, stack: 99, nouns: [] },
  { Name: 'Card', NameCustom: 'Collectible Card', EquipSpot: null, Icon: 'iicard', count: 18, stack: 10, nouns: [] },
  { Name: 'Building', NameCustom: 'House Item', EquipSpot: null, Icon: 'iihouse', count: 14, stack: 5, nouns: ['Forge', 'Banner Stand', 'Throne', 'Bookshelf', 'Fountain', 'Training Dummy', 'Trophy Case'] },
  { Name: 'ServerUse', NameCustom: 'Boost', EquipSpot: null, Icon: 'iiboost', count: 10, stack: 20, nouns: [] },
  { Name: 'Quest Item', NameCustom: null, EquipSpot: null, Icon: 'iiquest', count: 12, stack: 100, nouns: ['Sigil', 'Letter', 'Relic Fragment', 'Seal', 'Key', 'Map Piece'] },
];

export const CLASS_NAMES = [
  'Warrior', 'Healer', 'Rogue', 'Mage', 'Ranger', 'Paladin', 'Necromancer', 'Berserker', 'Void Highlord',
  'Chrono Shadowhunter', 'Archmage', 'Lord of Order', 'Dragon of Time', 'Legion Revenant', 'Blaze Binder',
  'Frost Spiritreaver', 'Shaman', 'Dragonslayer', 'Beastmaster', 'Bard', 'Alchemist', 'Chaos Slayer',
  'Sentinel', 'Arcane Dragonlord', 'Eternal Inversionist', 'Star Captain', 'Vampire Lord', 'Scarlet Sorceress',
] as const;

export const ITEM_PREFIXES = [
  'Frostbite', 'Shadowforged', 'Dragonscale', 'Sunfire', 'Voidtouched', 'Bloodmoon', 'Stormcaller', 'Runebound',
  'Celestial', 'Ancient', 'Obsidian', 'Crystalline', 'Soulbound', 'Infernal', 'Verdant', 'Gilded', 'Cursed',
  'Radiant', 'Ironbark', 'Wyrmbone', 'Nightweave', 'Starlit', 'Thunderclap', 'Ashen', 'Phantom', 'Eclipse',
  'Moonsilver', 'Emberheart', 'Tidecaller', 'Grimstone',
] as const;

export const ITEM_OF_SUFFIXES = [
  'of the Eternal Flame', 'of Shadows', 'of the Frozen Tide', 'of the Fallen King', 'of Dawn', 'of the Void',
  'of the Wyrm', 'of Whispers', 'of the Tempest', 'of Valor', 'of the Lost Legion', 'of Embers',
] as const;

export const SPELLS = [
  'Fireball', 'Frost Nova', 'Chain Lightning', 'Healing Light', 'Shadow Step', 'Arcane Shield', 'Earthquake',
  'Summon Skeleton', 'Blink', 'Divine Smite', 'Poison Cloud', 'Time Warp', 'Meteor', 'Mirror Image',
  'Blood Pact', 'Starfall', 'Windwalk', 'Resurrection',
] as const;

export const POTIONS = [
  'Healing Potion', 'Mana Potion', 'Elixir of Might', 'Potion of Swiftness', 'Tonic of Fortitude',
  'Draught of Luck', 'Felicitous Philtre', 'Potent Honor Potion', 'Fate Tonic', 'Sage Tonic',
  'Elixir of Warding', 'Potion of Fire Resistance', 'Battle Brew', 'Scholar Draught', 'Berserker Brew', 'Moonwater',
] as const;

export const POTION_GRADES = ['Minor', 'Greater', 'Superior', 'Supreme'] as const;

export const BOOSTS = [
  'Double Experience Boost (1 hour)', 'Double Coins Boost (1 hour)', 'Double Reputation Boost (1 hour)',
  'Class Point Boost (1 hour)', 'Double Experience Boost (24 hours)', 'Double Coins Boost (24 hours)',
  'Guild Hall Boost (7 days)', 'Drop Rate Boost (1 hour)', 'Energy Refill', 'Name Change Token',
] as const;

export const CREATURES = [
  { name: 'Skeleton', race: 'Undead' }, { name: 'Zombie', race: 'Undead' }, { name: 'Lich', race: 'Undead' },
  { name: 'Wraith', race: 'Undead' }, { name: 'Ghoul', race: 'Undead' }, { name: 'Drake', race: 'Dragonkin' },
  { name: 'Wyvern', race: 'Dragonkin' }, { name: 'Dragon', race: 'Dragonkin' }, { name: 'Wolf', race: 'Beast' },
  { name: 'Bear', race: 'Beast' }, { name: 'Spider', race: 'Beast' }, { name: 'Boar', race: 'Beast' },
  { name: 'Imp', race: 'Demon' }, { name: 'Fiend', race: 'Demon' }, { name: 'Succubus', race: 'Demon' },
  { name: 'Elemental', race: 'Elemental' }, { name: 'Wisp', race: 'Elemental' }, { name: 'Golem', race: 'Construct' },
  { name: 'Automaton', race: 'Construct' }, { name: 'Bandit', race: 'Human' }, { name: 'Cultist', race: 'Human' },
  { name: 'Knight', race: 'Human' }, { name: 'Pixie', race: 'Fae' }, { name: 'Dryad', race: 'Fae' },
  { name: 'Troll', race: 'Giant' }, { name: 'Ogre', race: 'Giant' }, { name: 'Chaorrupted Beast', race: 'Chaos' },
  { name: 'Chaos Spawn', race: 'Chaos' }, { name: 'Moglin', race: 'Fae' }, { name: 'Slime', race: 'Elemental' },
] as const;

export const RACES = ['Human', 'Undead', 'Dragonkin', 'Beast', 'Demon', 'Elemental', 'Construct', 'Fae', 'Giant', 'Chaos'] as const;

export const ELEMENTS = ['None', 'Fire', 'Water', 'Wind', 'Earth', 'Energy', 'Ice', 'Light', 'Darkness', 'Nature'] as const;

export const MONSTER_PREFIXES = [
  'Feral', 'Frost', 'Shadow', 'Plague', 'Ancient', 'Corrupted', 'Ember', 'Bone', 'Storm', 'Crystal', 'Void',
  'Blood', 'Swamp', 'Elder', 'Rabid', 'Infernal', 'Spectral', 'Iron', 'Moss', 'Dread',
] as const;

export const ENTITY_CATEGORIES = [
  { Name: 'Normal', Color: '#9e9e9e' },
  { Name: 'Elite', Color: '#3498db' },
  { Name: 'Boss', Color: '#e67e22' },
  { Name: 'World Boss', Color: '#e74c3c' },
  { Name: 'Event', Color: '#2ecc71' },
  { Name: 'Rare Spawn', Color: '#9b59b6' },
] as const;

export const MAPS = [
  'Battleon Town', 'Greenguard Forest', 'Swordhaven Keep', 'Doomwood Hollow', 'Darkovia Grave', 'Mount Frostfang',
  'Lair of the Crystal Wyrm', 'Sandsea Bazaar', 'Mirror Realm', 'Shadowfall Citadel', 'Ashfall Caldera',
  'Arcangrove', 'Moonlit Marsh', 'Sunken Temple', 'Bramblethorn Woods', 'Thunderpeak Pass', 'Hollow Crypt',
  'Obsidian Depths', 'Celestial Arena', 'Tower of Doom', 'Ravenloss Ruins', 'Emberwake Mines', 'Glacial Abyss',
  'Starfall Observatory', 'Whispering Catacombs', 'Verdant Expanse', 'Skyguard Bastion', 'Chaos Rift',
  'Dragon Plane', 'Void Nexus', 'Guild Hall', 'Guild Arena', 'Guild Treasury', 'Frostval Village',
  'Harvest Fields', 'Nulgath Summit', 'Underworld Gates', 'Eternal Library', 'Temporal Wastes', 'Pirate Cove',
] as const;

export const NPC_ROLES = [
  { Category: 'Merchant', titles: ['the Blacksmith', 'the Armorer', 'the Alchemist', 'the Jeweler', 'Trader of Oddities'] },
  { Category: 'Quest Giver', titles: ['Captain of the Guard', 'the Wandering Sage', 'the Oracle', 'Village Elder', 'the Exile'] },
  { Category: 'Trainer', titles: ['Master of Blades', 'Archmage', 'the Beast Tamer', 'Shadow Instructor'] },
  { Category: 'Guard', titles: ['Gatekeeper', 'Sentinel of the Keep', 'Tower Warden'] },
  { Category: 'Banker', titles: ['the Banker', 'Vault Keeper'] },
  { Category: 'Story', titles: ['the Hero', 'Lord of Chaos', 'the Fallen Paladin', 'Queen of Monsters'] },
] as const;

export const QUEST_CHAINS = [
  'The Shadowscythe Saga', 'Frostval Festival', 'Rise of the Void Legion', 'Secrets of Arcangrove',
  'The Chaos Rift', 'Heart of the Dragon', 'The Undead Assault', 'Harvest Moon', 'Tale of the Lost King',
  'The Eternal War', 'Pirates of the Sunken Sea', 'Curse of Darkovia', 'The Celestial Trials',
  'Forge of Legends', 'Whispers in the Library',
] as const;

export const QUEST_VERBS = ['Slay', 'Defeat', 'Banish', 'Hunt', 'Cleanse', 'Gather', 'Recover', 'Rescue', 'Escort', 'Investigate', 'Deliver'] as const;

export const QUEST_OBJECTS = [
  'the Bone Dragon', 'the Swamp Witch', 'Moonpetals', 'the Stolen Relic', 'the Lost Caravan', 'the Frozen Heart',
  'the Shadow Cultists', 'Crystal Shards', 'the Captain', 'the Cursed Idol', 'the Wyvern Eggs', 'the Dark Portal',
  'the Ancient Tome', 'Ember Cores', 'the Plague Rats', 'the Blacksmith', 'the Sunken Bell', 'the Chaos Lord',
] as const;

export const SHOP_KINDS = ['Armory', 'Emporium', 'Curiosities', 'Apothecary', 'Forge', 'Merch', 'Bazaar', 'Outfitters'] as const;

export const TITLES = [
  { Name: 'DragonSlayer', NameHTML: '<span style="color:#e33">Dragon</span>Slayer' },
  { Name: 'Frost Warden', NameHTML: '<span style="color:#3af">Frost</span> Warden' },
  { Name: 'Champion of Avalon', NameHTML: '<b>Champion</b> of Avalon' },
  { Name: 'the Untamed', NameHTML: '<i>the Untamed</i>' },
  { Name: 'Voidwalker', NameHTML: '<span style="color:#8e44ad">Void</span>walker' },
  { Name: 'Lorekeeper', NameHTML: '<span style="color:#c9a227">Lore</span>keeper' },
  { Name: 'Guild Founder', NameHTML: '<b>Guild</b> Founder' },
  { Name: 'Legend', NameHTML: '<span style="color:#ff8000"><b>Legend</b></span>' },
  { Name: 'Bug Hunter', NameHTML: '<span style="color:#2ecc71">Bug</span> Hunter' },
  { Name: 'Master Crafter', NameHTML: '<u>Master</u> Crafter' },
  { Name: 'Shadow Blade', NameHTML: '<span style="color:#555">Shadow</span> <span style="color:#aaa">Blade</span>' },
  { Name: 'Sun Herald', NameHTML: '<span style="color:#f1c40f">Sun</span> Herald' },
  { Name: 'Chaos Bringer', NameHTML: '<span style="color:#c0392b"><i>Chaos</i></span> Bringer' },
  { Name: 'Beta Tester', NameHTML: '<small>Beta</small> Tester' },
  { Name: 'Arena Gladiator', NameHTML: '<b>Arena</b> <span style="color:#e67e22">Gladiator</span>' },
  { Name: 'Moonlit Wanderer', NameHTML: '<span style="color:#bdc3c7">Moonlit</span> Wanderer' },
  { Name: 'Wyrm Tamer', NameHTML: '<span style="color:#16a085">Wyrm</span> Tamer' },
  { Name: 'Undying', NameHTML: '<span style="color:#7f8c8d"><b>Undying</b></span>' },
  { Name: 'Coin Hoarder', NameHTML: '<span style="color:#f39c12">Coin</span> Hoarder' },
  { Name: 'Boss Breaker', NameHTML: '<b>Boss</b> <i>Breaker</i>' },
  { Name: 'Rebirth Ascendant', NameHTML: '<span style="color:#ff4fd8">Rebirth</span> Ascendant' },
  { Name: 'Stormborn', NameHTML: '<span style="color:#5dade2">Storm</span>born' },
  { Name: 'Eternal', NameHTML: '<span style="color:#e6cc80"><b>Eternal</b></span>' },
  { Name: 'Frostval Spirit', NameHTML: '<span style="color:#aee">Frostval</span> <span style="color:#e33">Spirit</span>' },
  { Name: 'Pumpkin Lord', NameHTML: '<span style="color:#e67e22">Pumpkin</span> Lord' },
  { Name: 'Ancient One', NameHTML: '<span style="color:#c0392b">Ancient</span> One' },
  { Name: 'Divine Avatar', NameHTML: '<span style="color:#ff4fd8"><b>Divine</b></span> Avatar' },
  { Name: 'Wanderer', NameHTML: '<i>Wanderer</i>' },
  { Name: 'Raid Leader', NameHTML: '<b>Raid</b> Leader' },
  { Name: 'Warlord', NameHTML: '<span style="color:#922">War</span>lord' },
] as const;

/** The single hostile title, kept in the data on purpose so rendering is proven to sanitise it. */
export const HOSTILE_TITLE = { Name: 'Trickster', NameHTML: '<img src=x onerror=alert(1)>Trickster' } as const;

export const BADGES = [
  'Founder', 'Beta Tester', 'Alpha Pioneer', 'One Year Veteran', 'Two Year Veteran', 'Five Year Veteran',
  'Bug Reporter', 'Artist', 'Community Helper', 'Tournament Winner', 'Frostval 2025', 'Harvest 2025',
  'Mogloween 2025', 'Dragon Tamer', 'Level 100', 'Rebirth Master', 'Guild Master', 'World Boss MVP',
  'Arena Champion', 'Collector', 'Upgrade Supporter', 'VIP Member', 'Staff Member', 'Discord Booster',
  'Lucky Spinner', 'Quest Completionist', 'Monster Hunter', 'Fashionista', 'Trader', 'Explorer',
] as const;

export const ACHIEVEMENTS = [
  'Completed the Shadowscythe Saga', 'Defeated 1,000 monsters', 'Collected 100 unique items',
  'Won 50 PvP battles', 'Reached class rank 10', 'Explored every map of the Chaos Rift',
  'Finished the Frostval Festival', 'Slew the Bone Dragon solo', 'Opened 100 treasure chests',
  'Crafted a legendary weapon', 'Earned 1,000,000 coins', 'Completed 500 daily quests',
] as const;

export const BOSSES = [
  'the Bone Dragon', 'Nulgath the Archfiend', 'the Frozen Titan', 'the Void Wyrm', 'the Chaos Lord',
  'Queen of the Swamp', 'the Ember Colossus', 'the Lich King', 'the Eclipse Serpent',
] as const;

export const BOT_NAMES = [
  'Daily Farm', 'Ultra Bosses', 'Gold Grinder', 'Class Rank Booster', 'Reputation Runner', 'Void Aura Farm',
  'Frostval Event Farm', 'Legion Token Farm', 'Chaos Quest Chain', 'Bank Organizer', 'Dungeon Crawler',
  'Arena Points', 'Monster Hunter', 'Enhancement Crafter', 'Map Explorer', 'Boss Rush', 'Material Collector',
  'World Boss Helper', 'Daily Spin', 'Merge Shop Helper',
] as const;

export const GUILD_LOG_ACTIONS = [
  'upgraded the guild hall', 'donated coins to the treasury', 'started a guild war', 'won a guild raid',
  'changed the guild colour', 'updated the guild banner', 'opened a new guild map',
] as const;
