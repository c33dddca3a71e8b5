import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { ContactForm } from '@contract/types/forms';
import { CONTACT_MESSAGE_MAX } from '@contract/rules/field-limits';
import { CONTACT_NO_RESPONSE_ADVICE } from '@contract/rules/messages';
import { useBootstrap } from '@/lib/bootstrap';
import { PageHeader } from '@/components/layout/page-header';
import { ServerForm } from '@/components/forms/server-form';
import { FormField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { HumanCheck, type HumanCheckHandle } from '@/components/forms/human-check';
import { useSendContact } from '../api/contact';
import { t } from '@/lib/i18n/translate';
import { saySentence } from '@/lib/i18n/sentences';

// The form's rules load on demand (they stay out of the first load).
const loadContactRules = () => import('virtual:form-rules/contact').then((form) => form.rules());

/** The success text of docs/product-rules.md#error-messages, then the advice to open a ticket on the chat server. */
function ContactSent({ message, onAnother }: { message: string; onAnother: () => void }) {
  const { settings } = useBootstrap();
  return (
    <Alert variant="success" role="status">
      <Alert.Heading as="h2" className="h5">
        {t('Message sent')}
      </Alert.Heading>
      <p>{saySentence(message)}</p>
      <p>
        {saySentence(CONTACT_NO_RESPONSE_ADVICE)}{' '}
        <a href={settings.chatServerUrl} target="_blank" rel="noopener noreferrer" className="alert-link">
          {t('Open the community chat server')}
        </a>
        .
      </p>
      <Button variant="outline-success" size="sm" onClick={onAnother}>
        {t('Write another message')}
      </Button>
    </Alert>
  );
}

/** Help contact: anyone can write to the team (docs/product-rules.md#what-the-product-does, docs/product-rules.md#http-contract). */
export default function ContactPage() {
  const { username } = useBootstrap();
  const check = useRef<HumanCheckHandle>(null);
  const sendContact = useSendContact();
  const [sent, setSent] = useState<string | null>(null);

  return (
    <>
      <PageHeader title={t('Contact us')} subtitle={t('Questions, problems with your account, or ideas: the team reads every message.')} />
      <Card style={{ maxWidth: '44rem' }}>
        <Card.Body>
          {sent ? (
            <ContactSent message={sent} onAnother={() => setSent(null)} />
          ) : (
            <ServerForm<ContactForm>
              initialValues={{ name: username ?? '', email: '', subject: '', message: '', challenge: '' }}
              loadRules={loadContactRules}
              aria-label={t('Contact us')}
              onSettled={() => check.current?.reset()}
              onSubmit={async (values) => {
                const answer = await sendContact.mutateAsync(values);
                setSent(answer.message);
              }}
            >
              {() => (
                <>
                  <FormField name="name" label={t('Name')} autoComplete="name" />
                  <FormField name="email" label={t('Email')} type="email" autoComplete="email" inputMode="email" help={t('We answer to this address.')} />
                  <FormField name="subject" label={t('Subject')} />
                  <FormField name="message" label={t('Message')} as="textarea" rows={6} help={t('Up to {count} characters.', { count: CONTACT_MESSAGE_MAX })} />
                  <HumanCheck ref={check} />
                  <SubmitButton>{t('Send message')}</SubmitButton>
                </>
              )}
            </ServerForm>
          )}
        </Card.Body>
      </Card>
    </>
  );
}
