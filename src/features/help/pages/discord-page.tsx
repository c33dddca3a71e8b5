import Card from 'react-bootstrap/Card';
import { PageHeader } from '@/components/layout/page-header';
import { useBootstrap } from '@/lib/bootstrap';

/** /discord: the link to the community chat server (docs/product-rules.md#pages-and-routes). */
export default function DiscordPage() {
  const { settings } = useBootstrap();
  return (
    <>
      <PageHeader title="Community chat" subtitle="Meet other players, find a guild, and get help from the team." />
      <Card className="p-4 text-center">
        <Card.Body>
          <p className="lead">Our community lives on a chat server. Everyone is welcome.</p>
          <a className="btn btn-primary btn-lg" href={settings.chatServerUrl} target="_blank" rel="noopener noreferrer">
            Join the community chat
          </a>
          <p className="small text-body-secondary mt-3 mb-0">Opens {new URL(settings.chatServerUrl).host} in a new tab.</p>
        </Card.Body>
      </Card>
    </>
  );
}
