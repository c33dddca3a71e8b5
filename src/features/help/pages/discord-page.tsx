import Card from 'react-bootstrap/Card';
import { PageHeader } from '@/components/layout/page-header';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';

/** /discord: the link to the community chat server (docs/product-rules.md#pages-and-routes). */
export default function DiscordPage() {
  const { settings } = useBootstrap();
  return (
    <>
      <PageHeader title={t('Community chat')} subtitle={t('Meet other players, find a guild, and get help from the team.')} />
      <Card className="p-4 text-center">
        <Card.Body>
          <p className="lead">{t('Our community lives on a chat server. Everyone is welcome.')}</p>
          <a className="btn btn-primary btn-lg" href={settings.chatServerUrl} target="_blank" rel="noopener noreferrer">
            {t('Join the community chat')}
          </a>
          <p className="small text-body-secondary mt-3 mb-0">{t('Opens {host} in a new tab.', { host: new URL(settings.chatServerUrl).host })}</p>
        </Card.Body>
      </Card>
    </>
  );
}
