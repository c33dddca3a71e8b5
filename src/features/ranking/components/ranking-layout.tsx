import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { RankingTabs, type RankingTab } from './ranking-tabs';
import { RANKING_KINDS } from './ranking-categories';
import '../ranking.css';
import { t } from '@/lib/i18n/translate';

/** The frame of the three ranking pages: heading, players/guilds/monsters switch, category pills. */
export function RankingLayout(props: { kind: string; title: string; about: string; tabs?: RankingTab[]; active?: string; children: ReactNode }) {
  return (
    <section>
      {/* The switch has a row of its own: beside the title it wrapped under a long description only, so
          the pills moved between categories. */}
      <PageHeader title={props.title} subtitle={props.about} />
      <RankingTabs tabs={RANKING_KINDS} active={props.kind} label={t('Rankings')} />
      {props.tabs && props.active && <RankingTabs tabs={props.tabs} active={props.active} label={t('Categories')} />}
      <div className="card bg-body shadow-sm">
        <div className="card-body">{props.children}</div>
      </div>
    </section>
  );
}
