import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import type { CharacterProfile } from '@contract/types/character';
import { paths } from '@contract/paths';
import { CountryFlag } from '@/components/ui/country-flag';
import { DateText } from '@/components/ui/date-text';
import { PlayerAvatar } from '@/components/ui/player-avatar';
import { TintedText } from '@/components/ui/tinted-text';
import { TitleName } from '@/components/ui/title-name';
import { CopyPageLinkButton } from '@/components/ui/copy-button';
import { t } from '@/lib/i18n/translate';

/** Name, avatar, title, status, level, guild and map: the top of the character page. */
export function ProfileCard({ character: c }: { character: CharacterProfile }) {
  const online = c.CurrentServer !== 'Offline';
  const levelPercent = c.LevelMax > 0 ? Math.min(100, Math.round((c.Level / c.LevelMax) * 100)) : 0;
  return (
    <Card className="profile-card mb-4">
      <Card.Body className="d-flex flex-column flex-md-row gap-4 align-items-center align-items-md-start">
        <PlayerAvatar user={c} size={128} alt={t('Avatar of {name}', { name: c.Username })} className="profile-avatar shadow-sm" priority />
        <div className="flex-grow-1 w-100 text-center text-md-start" style={{ minWidth: 0 }}>
          <div className="d-flex flex-wrap gap-2 align-items-center justify-content-center justify-content-md-start mb-1">
            <h1 className="h2 mb-0 text-break">
              <TintedText color={c.ColorName}>{c.Username}</TintedText>
            </h1>
            <CopyPageLinkButton what={t("{name}'s profile", { name: c.Username })} />
          </div>
          {c.title && (
            <p className="mb-2 fs-5" aria-label={t('Title: {title}', { title: c.title.Name })}>
              <TitleName nameHtml={c.title.NameHTML} name={c.title.Name} />
            </p>
          )}
          <div className="d-flex flex-wrap gap-2 justify-content-center justify-content-md-start align-items-center mb-3">
            <Badge bg={online ? 'success' : 'secondary'} className="profile-status" data-testid="online-status">
              <span aria-hidden="true">{online ? '● ' : '○ '}</span>
              {online ? t('Online on {server}', { server: c.CurrentServer }) : t('Offline')}
            </Badge>
            {c.IsVip && (
              <Badge bg="warning" text="dark">
                VIP
              </Badge>
            )}
            {c.Role === 'staff' && <Badge bg="danger">{t('Staff')}</Badge>}
            <CountryFlag code={c.CountryCode} showName className="small" />
          </div>
          <div className="profile-level mb-3">
            <div className="d-flex justify-content-between small mb-1">
              <span className="fw-semibold">{t('Level')}</span>
              <span>
                <span data-testid="level">{c.Level}</span> / {c.LevelMax}
              </span>
            </div>
            <div className="progress" style={{ height: '0.5rem' }}>
              <div
                className="progress-bar bg-warning"
                role="progressbar"
                aria-label={t('Level {level} of {max}', { level: String(c.Level), max: String(c.LevelMax) })}
                aria-valuenow={c.Level}
                aria-valuemin={0}
                aria-valuemax={c.LevelMax}
                style={{ width: `${levelPercent}%` }}
              />
            </div>
          </div>
          <dl className="profile-facts mb-0">
            <div>
              <dt>{t('Guild')}</dt>
              <dd>
                {c.guild ? (
                  <>
                    <TintedText color={c.guild.Color} to={paths.guild(c.guild.id)}>
                      {c.guild.Name}
                    </TintedText>
                    {c.guild.RankName && <span className="text-body-secondary"> · {c.guild.RankName}</span>}
                  </>
                ) : (
                  <span className="text-body-secondary">{t('No guild')}</span>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('Map')}</dt>
              <dd>{c.map ? <Link to={paths.wikiDetail('map', c.map.id)}>{c.map.Name}</Link> : <span className="text-body-secondary">{t('Unknown')}</span>}</dd>
            </div>
            <div>
              <dt>{t('Playing since')}</dt>
              <dd>
                <DateText iso={c.DateCreated} />
              </dd>
            </div>
          </dl>
        </div>
      </Card.Body>
    </Card>
  );
}
