import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { staffMay } from '@contract/rules/staff-permissions';
import { endpoints } from '@contract/client';
import { api } from '@/lib/api-client';
import { toRequestFailure } from '@/lib/api-error';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';
import { siteModeSeen, useReadOnly } from '@/lib/site-mode';
import { useStaffAction } from './second-factor-prompt';

interface MaintenanceAnswer {
  readOnly: boolean;
  forcedByEnvironment: boolean;
}

/**
 * The administrator's read-only switch: every process of the site refuses changes while it is on.
 * A plain button, not a submit button, because submit buttons are disabled in read-only mode and the
 * switch must still turn it off.
 */
export function ReadOnlySwitch() {
  const { staffRole } = useBootstrap();
  const readOnly = useReadOnly();
  const [forced, setForced] = useState(false);
  const { run, prompt } = useStaffAction();
  if (!staffMay(staffRole, 'settings')) return null;
  const toggle = () =>
    run(async () => {
      try {
        const { data } = await api.put<MaintenanceAnswer>(endpoints.dashboardMaintenance(), { readOnly: !readOnly });
        // This answer's site-mode header still tells the mode from before the switch: the body is the news.
        siteModeSeen(data.readOnly ? 'read-only' : undefined);
        setForced(data.forcedByEnvironment);
        return { message: data.readOnly ? t('The site is read-only now.') : t('The site accepts changes again.') };
      } catch (error) {
        throw toRequestFailure(error);
      }
    });
  return (
    <Card as="section" className="mb-4" aria-labelledby="read-only-title">
      <Card.Header as="h2" id="read-only-title" className="h5 mb-0">
        {t('Read-only mode')}
      </Card.Header>
      <Card.Body>
        {prompt}
        <p>
          {readOnly
            ? t('The site is read-only: players can look around, but every change is refused.')
            : t('The site accepts changes. Switch it to read-only before maintenance (a backup, a migration).')}
        </p>
        {forced && (
          <p className="text-warning-emphasis">
            {t('{setting} in the environment keeps the site read-only whatever this switch says.', { setting: 'MAINTENANCE=read-only' })}
          </p>
        )}
        <Button variant={readOnly ? 'success' : 'warning'} onClick={() => void toggle()}>
          {readOnly ? t('Turn read-only mode off') : t('Turn read-only mode on')}
        </Button>
      </Card.Body>
    </Card>
  );
}
