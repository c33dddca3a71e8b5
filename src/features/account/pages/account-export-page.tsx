import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '@/components/layout/page-header';
import { toApiError } from '@/lib/api-error';
import { downloadExport } from '../api/security';
import { useMutation } from '@tanstack/react-query';
import { RequireLogin } from '../components/require-login';

const CONTENTS = [
  'your profile: name, email, country, level, coins, guild, titles and badges',
  'your inventory and your bank',
  'the coin ledger: every movement of your coins',
  'your bets, purchases and the gifts you received',
  'your timeline and your friends',
  'your sessions and your account activity',
  'your privacy settings',
];

function ExportCard() {
  const download = useMutation({ mutationFn: downloadExport });
  const failure = download.isError ? toApiError(download.error) : null;
  return (
    <Card style={{ maxWidth: '40rem' }}>
      <Card.Body>
        <p>One JSON file with everything Guildhall holds about your account:</p>
        <ul>
          {CONTENTS.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className="text-body-secondary small">
          It never contains your password or secrets that would let someone sign in as you. You can download it at any time, also while your account waits to be
          deleted.
        </p>
        {failure && (
          <Alert variant="danger">
            {failure.status === 429
              ? 'You downloaded your data several times just now. Please try again in a few minutes.'
              : 'The download failed. Please try again.'}
          </Alert>
        )}
        {download.isSuccess && (
          <Alert variant="success" role="status">
            Your data has been downloaded.
          </Alert>
        )}
        <Button onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
          {download.isPending ? 'Preparing your file…' : 'Download my data'}
        </Button>
      </Card.Body>
    </Card>
  );
}

/** /account/export: downloads everything about the account. */
export default function AccountExportPage() {
  return (
    <>
      <PageHeader title="Download your data" />
      <RequireLogin>
        <ExportCard />
      </RequireLogin>
    </>
  );
}
