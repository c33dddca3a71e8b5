import { lazy, Suspense } from 'react';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router-dom';
import { paths } from '@contract/paths';
import { EntityPage } from '@/components/layout/entity-page';
import { PageLoading } from '@/components/layout/page-loading';
import { EquippedPreview } from '@/components/ui/equipped-preview';
import { LazyTabs } from '@/components/ui/lazy-tabs';
import type { CharacterProfile } from '@contract/types/character';
import { useCharacter } from '../api/character';
import { InventoryList } from '../components/inventory-list';
import { ProfileCard } from '../components/profile-card';
import { ProfileStats } from '../components/profile-stats';
import { StoreRewards } from '../components/store-rewards';
import { TimelineList } from '../components/timeline-list';
import '../character.css';
import { msg, t } from '@/lib/i18n/translate';

// The friends tab is the page's only table: the table library loads when the tab opens, not with
// the profile (first-load weight).
const FriendsTable = lazy(() => import('../components/friends-table').then((m) => ({ default: m.FriendsTable })));
// The Progress tab and its chart library load when the tab opens.
const ProgressTab = lazy(() => import('../components/progress-tab').then((m) => ({ default: m.ProgressTab })));

// What a viewer reads in place of a tab its owner keeps private.
const KEPT = {
  inventory: msg('{name} keeps their inventory private.'),
  bank: msg('{name} keeps their bank private.'),
  timeline: msg('{name} keeps their timeline private.'),
  history: msg('{name} keeps their progress history private.'),
  friends: msg('{name} keeps their friends list private.'),
};

export default function CharacterPage() {
  return (
    <EntityPage what="character" useEntity={useCharacter} title={(c) => c.Username}>
      {(c, id) => <CharacterProfilePage c={c} id={id} />}
    </EntityPage>
  );
}

function CharacterProfilePage({ c, id }: { c: CharacterProfile; id: number }) {
  // A tab the owner keeps from this viewer says so instead of asking for it.
  const hidden = new Set(c.hiddenTabs ?? []);
  const kept = (what: keyof typeof KEPT) => () => <p className="text-body-secondary fst-italic my-3">{t(KEPT[what], { name: c.Username })}</p>;
  return (
    <div className="character-page">
      <ProfileCard character={c} />
      <div className="d-flex justify-content-end mb-3">
        <Link to={paths.compare(id)} className="btn btn-outline-primary btn-sm">
          {t('Compare with…')}
        </Link>
      </div>
      <Row className="g-4 mb-4">
        <Col lg={7}>
          <ProfileStats character={c} />
        </Col>
        <Col lg={5}>
          <StoreRewards character={c} />
        </Col>
      </Row>
      <Card className="mb-4">
        <Card.Header as="h2" className="h6 mb-0">
          {t('Equipped')}
        </Card.Header>
        <Card.Body>
          <EquippedPreview assets={c.preview} emptyText={t('{name} has nothing equipped.', { name: c.Username })} />
        </Card.Body>
      </Card>
      <LazyTabs
        id={`character-${id}-tabs`}
        label={t("{name}'s items, timeline, progress and friends", { name: c.Username })}
        tabs={[
          {
            key: 'inventory',
            title: t('Inventory'),
            content: hidden.has('inventory') ? kept('inventory') : () => <InventoryList characterId={id} storage="default" />,
          },
          {
            key: 'bank',
            title: t('Bank'),
            content: hidden.has('bank') ? kept('bank') : () => <InventoryList characterId={id} storage="bank" />,
          },
          {
            key: 'timeline',
            title: t('Timeline'),
            content: hidden.has('timeline') ? kept('timeline') : () => <TimelineList characterId={id} />,
          },
          {
            key: 'progress',
            title: t('Progress'),
            content: hidden.has('history')
              ? kept('history')
              : () => (
                  <Suspense fallback={<PageLoading label={t('Loading the progress…')} />}>
                    <ProgressTab characterId={id} name={c.Username} />
                  </Suspense>
                ),
          },
          {
            key: 'friends',
            title: t('Friends'),
            content: hidden.has('friends')
              ? kept('friends')
              : () => (
                  <Suspense fallback={<PageLoading label={t('Loading the friends…')} />}>
                    <FriendsTable characterId={id} />
                  </Suspense>
                ),
          },
        ]}
      />
    </div>
  );
}
