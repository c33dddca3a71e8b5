import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { PageHeader } from '@/components/layout/page-header';
import { toApiError } from '@/lib/api-error';
import { downloadExport } from '../api/security';
import { useMutation } from '@tanstack/react-query';
import { RequireLogin } from '../components/require-login';
import { msg, t } from '@/lib/i18n/translate';

const CONTENTS = [
  msg('your profile: name, email, country, level, coins, guild, titles and badges'),
  msg('your inventory and your bank'),
  msg('the coin ledger: every movement of your coins'),
  msg('your bets, purchases and the gifts you received'),
  msg('your timeline and your friends'),
  msg('your sessions and your account activity'),
  msg('your privacy settings'),
];

function ExportCard() {
  const download = useMutation({ mutationFn: downloadExport });
  const failure = download.isError ? toApiError(download.error) : null;
  return (
    <Card style={{ maxWidth: '40rem' }}>
      <Card.Body>
        <p>{t('One JSON file with everything Guildhall holds about your account:')}</p>
        <ul>
          {CONTENTS.map((c) => (
            <li key={c}>{t(c)}</li>
          ))}
        </ul>
        <p className="text-body-secondary small">
          {t(
            'It never contains your password or secrets that would let someone sign in as you. You can download it at any time, also while your account waits to be deleted.',
          )}
        </p>
        {failure && (
          <Alert variant="danger">
            {failure.status === 429
              ? t('You downloaded your data several times just now. Please try again in a few minutes.')
              : t('The download failed. Please try again.')}
          </Alert>
        )}
        {download.isSuccess && (
          <Alert variant="success" role="status">
            {t('Your data has been downloaded.')}
          </Alert>
        )}
        <Button onClick={() => download.mutate()} disabled={download.isPending} aria-busy={download.isPending}>
          {download.isPending ? t('Preparing your file…') : t('Download my data')}
        </Button>
      </Card.Body>
    </Card>
  );
}

/** /account/export: downloads everything about the account. */
export default function AccountExportPage() {
  return (
    <>
      <PageHeader title={t('Download your data')} />
      <RequireLogin>
        <ExportCard />
      </RequireLogin>
    </>
  );
}
