import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { GuildProfile } from '@contract/types/guild';
import { paths } from '@contract/paths';
import { formatKD, formatNumber } from '@contract/rules/format';
import { DateText } from '@/components/ui/date-text';
import { PlayerName } from '@/components/ui/player-name';
import { TintedText } from '@/components/ui/tinted-text';
import { guildBanner } from '@/lib/image-urls';
import { CopyPageLinkButton } from '@/components/ui/copy-button';
import { t } from '@/lib/i18n/translate';

const percent = (n: number) => `${n.toFixed(1)}%`;

/** Banner (only when ProfileVersion > 0, docs/product-rules.md#wiki-data-fields), name in its colour, level, owner, map and records. */
export function GuildHeader({ guild: g }: { guild: GuildProfile }) {
  const stats = [
    { label: t('Raid win rate'), value: percent(g.RW) },
    { label: t('War win rate'), value: percent(g.WL) },
    { label: t('K/D'), value: formatKD(g.KD) },
    { label: t('Members'), value: formatNumber(g.memberCount) },
  ];
  return (
    <Card className="guild-header mb-4">
      <Card.Body className="d-flex flex-column flex-md-row gap-4 align-items-center align-items-md-start">
        {g.ProfileVersion > 0 ? (
          <img
            src={guildBanner(g.id)}
            alt={t('Banner of {name}', { name: g.Name })}
            width={128}
            height={160}
            className="guild-banner"
            data-testid="guild-banner"
          />
        ) : (
          <div className="guild-banner guild-banner-empty" aria-hidden="true">
            <svg viewBox="0 0 16 16" width="56" height="56" fill="currentColor">
              <path d="M8 1l6 2.2V7c0 3.9-2.6 6.9-6 8-3.4-1.1-6-4.1-6-8V3.2z" />
            </svg>
          </div>
        )}
        <div className="flex-grow-1 w-100 text-center text-md-start" style={{ minWidth: 0 }}>
          <div className="d-flex flex-wrap gap-2 align-items-center justify-content-center justify-content-md-start mb-2">
            <h1 className="h2 mb-0 text-break">
              <TintedText color={g.Color}>{g.Name}</TintedText>
            </h1>
            <CopyPageLinkButton what={g.Name} />
          </div>
          <div className="d-flex flex-wrap gap-2 justify-content-center justify-content-md-start align-items-center mb-3">
            <Badge bg="warning" text="dark">
              {t('Level')} <span data-testid="guild-level">{g.Level}</span>
            </Badge>
            {g.allianceCount > 0 && (
              <Badge bg="secondary" className="fw-normal">
                {t('{count, plural, one {# alliance} other {# alliances}}', { count: g.allianceCount })}
              </Badge>
            )}
          </div>
          <dl className="guild-facts mb-3">
            <div>
              <dt>{t('Owner')}</dt>
              <dd>{g.owner ? <PlayerName user={g.owner} /> : <span className="text-body-secondary">{t('None')}</span>}</dd>
            </div>
            <div>
              <dt>{t('Map')}</dt>
              <dd>{g.map ? <Link to={paths.wikiDetail('map', g.map.id)}>{g.map.Name}</Link> : <span className="text-body-secondary">{t('Unknown')}</span>}</dd>
            </div>
            <div>
              <dt>{t('Founded')}</dt>
              <dd>
                <DateText iso={g.DateCreated} />
              </dd>
            </div>
          </dl>
          <dl className="guild-stats mb-0">
            {stats.map((s) => (
              <div key={s.label} className="stat-tile">
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Card.Body>
    </Card>
  );
}
