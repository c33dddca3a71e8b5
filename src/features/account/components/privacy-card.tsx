import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { PROFILE_TABS, type PrivacyLevel, type PrivacySettings, type ProfileTab } from '@contract/types/security';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { toApiError } from '@/lib/api-error';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { privacyQueryOptions, savePrivacy, usePrivacy } from '../api/security';
import { queryKeys } from '@/lib/api/keys';
import { saySentence } from '@/lib/i18n/sentences';
import { msg, t } from '@/lib/i18n/translate';

const TAB_LABELS: Record<ProfileTab, string> = {
  inventory: msg('Inventory'),
  bank: msg('Bank'),
  friends: msg('Friends'),
  timeline: msg('Timeline'),
  history: msg('Progress'),
};
const LEVEL_LABELS: Record<PrivacyLevel, string> = { public: msg('Everyone'), friends: msg('Friends only'), private: msg('Only me') };
const FLAGS = [
  { key: 'hideFromRankings', label: msg('Hide me in the rankings'), help: msg('Your row shows “Hidden player” and keeps its position.') },
  { key: 'hideFromOnline', label: msg('Leave me off the who’s-online list'), help: msg('The server counts still include you.') },
  {
    key: 'hideFromSearch',
    label: msg('Keep me out of name searches'),
    help: msg('Name searches (rankings, character search, gift recipients) never find you.'),
  },
] as const;

/** The owner's privacy settings of the public profile. */
export function PrivacyCard() {
  const query = usePrivacy();
  if (query.isPending) return <PageLoading label={t('Loading your privacy settings…')} />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <PrivacyForm initial={query.data} />;
}

function PrivacyForm({ initial }: { initial: PrivacySettings }) {
  const [values, setValues] = useState(initial);
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: savePrivacy,
    onSuccess: (answer) => {
      queryClient.setQueryData(privacyQueryOptions().queryKey, answer);
      setSaved(true);
      // The public profile reads the settings: show it fresh.
      return queryClient.invalidateQueries({ queryKey: queryKeys.character.all });
    },
  });
  const set = (patch: Partial<PrivacySettings>) => {
    setSaved(false);
    setValues((v) => ({ ...v, ...patch }));
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(values);
  };
  return (
    <Card as="section" aria-labelledby="privacy-title" className="mb-4">
      <Card.Header as="h2" id="privacy-title" className="h6 mb-0">
        {t('Privacy of your public profile')}
      </Card.Header>
      <Card.Body>
        <Form onSubmit={submit} noValidate>
          <p className="text-body-secondary small">{t('Choose who sees each tab of your profile. Staff can always see everything.')}</p>
          <div className="privacy-grid mb-3">
            {PROFILE_TABS.map((tab) => (
              <Form.Group key={tab} controlId={`privacy-${tab}`} className="privacy-row">
                <Form.Label className="mb-0">{t(TAB_LABELS[tab])}</Form.Label>
                <Form.Select value={values[tab]} onChange={(e) => set({ [tab]: e.target.value as PrivacyLevel })}>
                  {(Object.keys(LEVEL_LABELS) as PrivacyLevel[]).map((level) => (
                    <option key={level} value={level}>
                      {t(LEVEL_LABELS[level])}
                    </option>
                  ))}
                </Form.Select>
              </Form.Group>
            ))}
          </div>
          {FLAGS.map((flag) => (
            <Form.Check
              key={flag.key}
              type="switch"
              id={`privacy-${flag.key}`}
              className="mb-2"
              checked={values[flag.key]}
              onChange={(e) => set({ [flag.key]: e.target.checked })}
              label={
                <>
                  {t(flag.label)}
                  <span className="d-block small text-body-secondary">{t(flag.help)}</span>
                </>
              }
            />
          ))}
          {save.isError && (
            <Alert variant="danger" className="mt-3">
              {toApiError(save.error).messages.map(saySentence).join(' ') || t('The settings could not be saved.')}
            </Alert>
          )}
          {saved && (
            <Alert variant="success" className="mt-3" role="status">
              {t('Your privacy settings have been saved.')}
            </Alert>
          )}
          <Button type="submit" className="mt-2" disabled={save.isPending} aria-busy={save.isPending}>
            {t('Save privacy settings')}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
