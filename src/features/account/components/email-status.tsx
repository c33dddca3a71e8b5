import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import type { AccountDetails } from '@contract/types/account';
import { toApiError } from '@/lib/api-error';
import { saySentence } from '@/lib/i18n/sentences';
import { TextParts } from '@/components/ui/text-parts';
import { useResendVerification } from '../api/account';
import { t } from '@/lib/i18n/translate';

/**
 * Under the email field: whether the address is verified, a new link on request,
 * and the new address waiting for its confirmation link.
 */
export function EmailStatus({ account }: { account: Pick<AccountDetails, 'Email' | 'EmailVerified' | 'PendingEmail'> }) {
  const resend = useResendVerification();
  if (!account.Email) return null;
  return (
    <div className="email-status mb-3 small" aria-live="polite">
      <div className="d-flex flex-wrap align-items-center gap-2">
        {account.EmailVerified ? (
          <Badge bg="success">{t('Verified')}</Badge>
        ) : (
          <>
            <Badge bg="warning" text="dark">
              {t('Unverified')}
            </Badge>
            <span className="text-body-secondary">{t('Password recovery mails go only to a verified address.')}</span>
            <Button
              type="button"
              variant="link"
              size="sm"
              className="p-0 align-baseline"
              disabled={resend.isPending || resend.isSuccess}
              onClick={() => resend.mutate()}
            >
              {t('Resend verification mail')}
            </Button>
          </>
        )}
      </div>
      {resend.isSuccess && (
        <p className="text-success mb-0 mt-1" role="status">
          {saySentence(resend.data.message)}
        </p>
      )}
      {resend.isError && <p className="text-danger mb-0 mt-1">{toApiError(resend.error).messages.map(saySentence).join(' ')}</p>}
      {account.PendingEmail && (
        <p className="mb-0 mt-1">
          <Badge bg="info" text="dark" className="me-2">
            {t('Pending')}
          </Badge>
          <TextParts
            text={t('Waiting for confirmation of {pending}: open the link we mailed there. Until then your address stays {email}.')}
            parts={{ pending: <strong>{account.PendingEmail}</strong>, email: account.Email }}
          />
        </p>
      )}
    </div>
  );
}
