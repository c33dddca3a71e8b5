import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import type { CharacterProfile } from '@contract/types/character';
import { DateText, formatDate } from '@/components/ui/date-text';
import { TitleName } from '@/components/ui/title-name';
import { t } from '@/lib/i18n/translate';

/** VIP status, badges and titles: what store packages and gifts grant (docs/product-rules.md#entities-and-fields package rewards). */
export function StoreRewards({ character: c }: { character: CharacterProfile }) {
  return (
    <Card className="h-100" data-testid="rewards">
      <Card.Header as="h2" className="h6 mb-0">
        {t('VIP, badges and titles')}
      </Card.Header>
      <Card.Body>
        <h3 className="h6 text-body-secondary">VIP</h3>
        <p data-testid="vip-status">
          {c.IsVip ? (
            <>
              <Badge bg="warning" text="dark" className="me-2">
                VIP
              </Badge>
              {c.VipUntil ? (
                <>
                  {t('until')} <DateText iso={c.VipUntil} />
                </>
              ) : (
                t('active')
              )}
            </>
          ) : c.VipUntil ? (
            <span className="text-body-secondary">{t('Not a VIP (ended {date})', { date: formatDate(c.VipUntil) })}</span>
          ) : (
            <span className="text-body-secondary">{t('Not a VIP')}</span>
          )}
        </p>

        <h3 className="h6 text-body-secondary">{t('Badges')}</h3>
        {c.badges.length ? (
          <ul className="list-unstyled d-flex flex-wrap gap-2" data-testid="badges">
            {c.badges.map((b) => (
              <li key={b.id}>
                <Badge bg="body-tertiary" text="body" className="border fw-normal badge-pill" title={t('Earned {date}', { date: formatDate(b.DateCreated) })}>
                  {b.Name}
                </Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">{t('No badges yet.')}</p>
        )}

        <h3 className="h6 text-body-secondary">{t('Titles')}</h3>
        {c.titles.length ? (
          <ul className="list-unstyled mb-0" data-testid="titles">
            {c.titles.map((title) => (
              <li key={title.id} className="d-flex align-items-center gap-2">
                <TitleName nameHtml={title.NameHTML} name={title.Name} />
                {c.title?.id === title.id && (
                  <Badge bg="secondary" className="fw-normal">
                    {t('worn')}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary mb-0">{t('No titles yet.')}</p>
        )}
      </Card.Body>
    </Card>
  );
}
