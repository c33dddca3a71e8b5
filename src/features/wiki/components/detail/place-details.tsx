import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { abbreviateNumber, formatNumber } from '@contract/rules/format';
import type { WikiMapDetail, WikiMonsterDetail, WikiNpcDetail, WikiQuestDetail, WikiShopDetail } from '@contract/types/wiki';
import { TintedText } from '@/components/ui/tinted-text';
import { npcHead } from '@/lib/image-urls';
import { ItemLink } from '../item-link';
import { DetailShell, Facts, LinkList, Muted, Section } from './detail-parts';

// Detail pages of the world's places and inhabitants: maps, monsters, NPCs, quests, shops.

const yes = (v: boolean) => (v ? 'Yes' : 'No');

export function MapDetail({ map }: { map: WikiMapDetail }) {
  return (
    <DetailShell type="map" title={map.Name} subtitle={`Level ${formatNumber(map.RequiredLevel)} and up`}>
      <Section title="Requirements">
        <Facts
          rows={[
            ['Required level', formatNumber(map.RequiredLevel)],
            ['Required guild level', map.RequiredGuildLevel ? formatNumber(map.RequiredGuildLevel) : <Muted key="g">None</Muted>],
            ['Upgrade only', yes(map.IsUpgradeOnly)],
          ]}
        />
      </Section>
      <Section title="Monsters here">
        <LinkList
          items={map.monsters}
          keyOf={(m) => m.id}
          empty="No monsters roam here."
          render={(m) => (
            <span className="d-flex justify-content-between gap-2">
              <TintedText color={m.entity_category_color} to={paths.wikiDetail('monster', m.id)}>
                {m.Name}
              </TintedText>
              <Muted>
                lv. {m.Level} · {m.Category}
              </Muted>
            </span>
          )}
        />
      </Section>
      <Section title="NPCs here">
        <LinkList
          items={map.npcs}
          keyOf={(n) => n.id}
          empty="Nobody lives here."
          render={(n) => (
            <span className="d-flex justify-content-between gap-2">
              <TintedText color={n.ColorName} to={paths.wikiDetail('npc', n.id)}>
                {n.Name}
              </TintedText>
              <Muted>{n.Title ?? `lv. ${n.Level}`}</Muted>
            </span>
          )}
        />
      </Section>
    </DetailShell>
  );
}

export function MonsterDetail({ monster }: { monster: WikiMonsterDetail }) {
  return (
    <DetailShell
      type="monster"
      title={monster.Name}
      subtitle={
        <span>
          Level {monster.Level} <TintedText color={monster.entity_category_color}>{monster.Category}</TintedText> · {monster.race.Name} · {monster.element.Name}
        </span>
      }
    >
      <Section title="Details">
        <Facts
          rows={[
            ['Level', formatNumber(monster.Level)],
            [
              'Category',
              <TintedText key="c" color={monster.entity_category_color}>
                {monster.Category}
              </TintedText>,
            ],
            ['Race', monster.race.Name],
            ['Element', monster.element.Name],
            ['Coins', formatNumber(monster.Coins)],
            ['Energy cost', formatNumber(monster.EnergyCost)],
            [
              'Defeated',
              <span key="k" title={formatNumber(monster.KD)}>
                {abbreviateNumber(monster.KD)} times
              </span>,
            ],
            [
              'Map',
              monster.map ? (
                <Link key="m" to={paths.wikiDetail('map', monster.map.id)}>
                  {monster.map.Name}
                </Link>
              ) : (
                <Muted key="m">Unknown</Muted>
              ),
            ],
          ]}
        />
      </Section>
      <Section title="Drops">
        <LinkList
          items={monster.drops}
          keyOf={(d) => d.item.id}
          empty="It drops nothing."
          render={(d) => (
            <span className="d-flex justify-content-between gap-2">
              <ItemLink item={d.item} />
              <Muted>{d.Chance}%</Muted>
            </span>
          )}
        />
      </Section>
    </DetailShell>
  );
}

export function NpcDetail({ npc }: { npc: WikiNpcDetail }) {
  return (
    <DetailShell
      type="npc"
      title={npc.Name}
      subtitle={npc.Title ?? undefined}
      heading={<img src={npcHead(npc.id)} alt="" width={72} height={72} className="wiki-npc-head mb-3" />}
    >
      <Section title="Details">
        <Facts
          rows={[
            [
              'Name',
              <TintedText key="n" color={npc.ColorName}>
                {npc.Name}
              </TintedText>,
            ],
            ['Title', npc.Title ?? <Muted key="t">None</Muted>],
            ['Level', formatNumber(npc.Level)],
            ['Category', npc.Category],
            [
              'Map',
              npc.map ? (
                <Link key="m" to={paths.wikiDetail('map', npc.map.id)}>
                  {npc.map.Name}
                </Link>
              ) : (
                <Muted key="m">Unknown</Muted>
              ),
            ],
          ]}
        />
      </Section>
      <Section title="Quests given">
        <LinkList items={npc.quests} keyOf={(q) => q.id} empty="Gives no quests." render={(q) => <Link to={paths.wikiDetail('quest', q.id)}>{q.Name}</Link>} />
      </Section>
      <Section title="Shops kept">
        <LinkList items={npc.shops} keyOf={(s) => s.id} empty="Keeps no shop." render={(s) => <Link to={paths.wikiDetail('shop', s.id)}>{s.Name}</Link>} />
      </Section>
    </DetailShell>
  );
}

export function QuestDetail({ quest }: { quest: WikiQuestDetail }) {
  return (
    <DetailShell type="quest" title={quest.Name} subtitle={quest.chain ? `Part of ${quest.chain.Name}` : 'A single quest'}>
      <Section title="Rewards">
        <Facts
          rows={[
            ['Experience', formatNumber(quest.Experience)],
            ['Coins', formatNumber(quest.Coins)],
            ['Class points', formatNumber(quest.ClassPoints)],
            ['Energy cost', formatNumber(quest.EnergyCost)],
            [
              'Given by',
              quest.npc ? (
                <TintedText key="n" color={quest.npc.ColorName} to={paths.wikiDetail('npc', quest.npc.id)}>
                  {quest.npc.Name}
                </TintedText>
              ) : (
                <Muted key="n">Unknown</Muted>
              ),
            ],
          ]}
        />
      </Section>
      <Section title="Item rewards">
        <LinkList
          items={quest.rewards}
          keyOf={(r) => r.item.id}
          empty="No items."
          render={(r) => (
            <span className="d-flex justify-content-between gap-2">
              <ItemLink item={r.item} />
              <Muted>×{formatNumber(r.Quantity)}</Muted>
            </span>
          )}
        />
      </Section>
      {quest.chain && (
        <Section title={`More of ${quest.chain.Name}`}>
          <LinkList
            items={quest.chainQuests}
            keyOf={(q) => q.id}
            empty="No other quests."
            render={(q) => <Link to={paths.wikiDetail('quest', q.id)}>{q.Name}</Link>}
          />
        </Section>
      )}
    </DetailShell>
  );
}

export function ShopDetail({ shop }: { shop: WikiShopDetail }) {
  return (
    <DetailShell
      type="shop"
      title={shop.Name}
      subtitle={
        shop.npc ? (
          <span>
            Kept by{' '}
            <TintedText color={shop.npc.ColorName} to={paths.wikiDetail('npc', shop.npc.id)}>
              {shop.npc.Name}
            </TintedText>
          </span>
        ) : undefined
      }
    >
      <Section title={`Wares (${formatNumber(shop.Items)})`} wide>
        <LinkList
          items={shop.items}
          keyOf={(w) => w.item.id}
          empty="Sells nothing right now."
          render={(w) => (
            <span className="d-flex justify-content-between gap-2">
              <ItemLink item={w.item} />
              <Muted>{formatNumber(w.Coins)} Coins</Muted>
            </span>
          )}
        />
      </Section>
    </DetailShell>
  );
}
