import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { abbreviateNumber, formatNumber } from '@contract/rules/format';
import type { WikiMapDetail, WikiMonsterDetail, WikiNpcDetail, WikiQuestDetail, WikiShopDetail } from '@contract/types/wiki';
import { TintedText } from '@/components/ui/tinted-text';
import { npcHead } from '@/lib/image-urls';
import { ItemLink } from '../item-link';
import { DetailShell, Facts, LinkList, Muted, Section } from './detail-parts';
import { t } from '@/lib/i18n/translate';

// Detail pages of the world's places and inhabitants: maps, monsters, NPCs, quests, shops.

const yes = (v: boolean) => (v ? t('Yes') : t('No'));

export function MapDetail({ map }: { map: WikiMapDetail }) {
  return (
    <DetailShell type="map" title={map.Name} subtitle={t('Level {level} and up', { level: map.RequiredLevel })}>
      <Section title={t('Requirements')}>
        <Facts
          rows={[
            [t('Required level'), formatNumber(map.RequiredLevel)],
            [t('Required guild level'), map.RequiredGuildLevel ? formatNumber(map.RequiredGuildLevel) : <Muted key="g">{t('None')}</Muted>],
            [t('Upgrade only'), yes(map.IsUpgradeOnly)],
          ]}
        />
      </Section>
      <Section title={t('Monsters here')}>
        <LinkList
          items={map.monsters}
          keyOf={(m) => m.id}
          empty={t('No monsters roam here.')}
          render={(m) => (
            <span className="d-flex justify-content-between gap-2">
              <TintedText color={m.entity_category_color} to={paths.wikiDetail('monster', m.id)}>
                {m.Name}
              </TintedText>
              <Muted>
                {t('lv. {level}', { level: String(m.Level) })} · {m.Category}
              </Muted>
            </span>
          )}
        />
      </Section>
      <Section title={t('NPCs here')}>
        <LinkList
          items={map.npcs}
          keyOf={(n) => n.id}
          empty={t('Nobody lives here.')}
          render={(n) => (
            <span className="d-flex justify-content-between gap-2">
              <TintedText color={n.ColorName} to={paths.wikiDetail('npc', n.id)}>
                {n.Name}
              </TintedText>
              <Muted>{n.Title ?? t('lv. {level}', { level: String(n.Level) })}</Muted>
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
          {t('Level')} {monster.Level} <TintedText color={monster.entity_category_color}>{monster.Category}</TintedText> · {monster.race.Name} ·{' '}
          {monster.element.Name}
        </span>
      }
    >
      <Section title={t('Details')}>
        <Facts
          rows={[
            [t('Level'), formatNumber(monster.Level)],
            [
              t('Category'),
              <TintedText key="c" color={monster.entity_category_color}>
                {monster.Category}
              </TintedText>,
            ],
            [t('Race'), monster.race.Name],
            [t('Element'), monster.element.Name],
            [t('Coins'), formatNumber(monster.Coins)],
            [t('Energy cost'), formatNumber(monster.EnergyCost)],
            [
              t('Defeated'),
              <span key="k" title={formatNumber(monster.KD)}>
                {t('{count} times', { count: abbreviateNumber(monster.KD) })}
              </span>,
            ],
            [
              t('Map'),
              monster.map ? (
                <Link key="m" to={paths.wikiDetail('map', monster.map.id)}>
                  {monster.map.Name}
                </Link>
              ) : (
                <Muted key="m">{t('Unknown')}</Muted>
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('Drops')}>
        <LinkList
          items={monster.drops}
          keyOf={(d) => d.item.id}
          empty={t('It drops nothing.')}
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
      <Section title={t('Details')}>
        <Facts
          rows={[
            [
              t('Name'),
              <TintedText key="n" color={npc.ColorName}>
                {npc.Name}
              </TintedText>,
            ],
            [t('Title'), npc.Title ?? <Muted key="t">{t('None')}</Muted>],
            [t('Level'), formatNumber(npc.Level)],
            [t('Category'), npc.Category],
            [
              t('Map'),
              npc.map ? (
                <Link key="m" to={paths.wikiDetail('map', npc.map.id)}>
                  {npc.map.Name}
                </Link>
              ) : (
                <Muted key="m">{t('Unknown')}</Muted>
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('Quests given')}>
        <LinkList
          items={npc.quests}
          keyOf={(q) => q.id}
          empty={t('Gives no quests.')}
          render={(q) => <Link to={paths.wikiDetail('quest', q.id)}>{q.Name}</Link>}
        />
      </Section>
      <Section title={t('Shops kept')}>
        <LinkList items={npc.shops} keyOf={(s) => s.id} empty={t('Keeps no shop.')} render={(s) => <Link to={paths.wikiDetail('shop', s.id)}>{s.Name}</Link>} />
      </Section>
    </DetailShell>
  );
}

export function QuestDetail({ quest }: { quest: WikiQuestDetail }) {
  return (
    <DetailShell type="quest" title={quest.Name} subtitle={quest.chain ? t('Part of {chain}', { chain: quest.chain.Name }) : t('A single quest')}>
      <Section title={t('Rewards')}>
        <Facts
          rows={[
            [t('Experience'), formatNumber(quest.Experience)],
            [t('Coins'), formatNumber(quest.Coins)],
            [t('Class points'), formatNumber(quest.ClassPoints)],
            [t('Energy cost'), formatNumber(quest.EnergyCost)],
            [
              t('Given by'),
              quest.npc ? (
                <TintedText key="n" color={quest.npc.ColorName} to={paths.wikiDetail('npc', quest.npc.id)}>
                  {quest.npc.Name}
                </TintedText>
              ) : (
                <Muted key="n">{t('Unknown')}</Muted>
              ),
            ],
          ]}
        />
      </Section>
      <Section title={t('Item rewards')}>
        <LinkList
          items={quest.rewards}
          keyOf={(r) => r.item.id}
          empty={t('No items.')}
          render={(r) => (
            <span className="d-flex justify-content-between gap-2">
              <ItemLink item={r.item} />
              <Muted>×{formatNumber(r.Quantity)}</Muted>
            </span>
          )}
        />
      </Section>
      {quest.chain && (
        <Section title={t('More of {chain}', { chain: quest.chain.Name })}>
          <LinkList
            items={quest.chainQuests}
            keyOf={(q) => q.id}
            empty={t('No other quests.')}
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
            {t('Kept by')}{' '}
            <TintedText color={shop.npc.ColorName} to={paths.wikiDetail('npc', shop.npc.id)}>
              {shop.npc.Name}
            </TintedText>
          </span>
        ) : undefined
      }
    >
      <Section title={t('Wares ({count})', { count: shop.Items })} wide>
        <LinkList
          items={shop.items}
          keyOf={(w) => w.item.id}
          empty={t('Sells nothing right now.')}
          render={(w) => (
            <span className="d-flex justify-content-between gap-2">
              <ItemLink item={w.item} />
              <Muted>{t('{coins} Coins', { coins: w.Coins })}</Muted>
            </span>
          )}
        />
      </Section>
    </DetailShell>
  );
}
