import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { ALERT_DISMISS_MS } from '@contract/rules/constants';
import { saySentence } from '@/lib/i18n/sentences';
import { t } from '@/lib/i18n/translate';

export type AlertVariant = 'danger' | 'success' | 'info' | 'warning';
export interface AlertItem {
  id: number;
  variant: AlertVariant;
  message: string;
}

let nextId = 1;

/** Local alert list for one container (a form, a page section). */
export function useAlerts() {
  const [alerts, setAlerts] = useState<AlertItem[]>([]);
  const push = useCallback((variant: AlertVariant, messages: string[]) => {
    setAlerts((prev) => [...prev, ...messages.map((message) => ({ id: nextId++, variant, message }))]);
  }, []);
  const dismiss = useCallback((id: number) => setAlerts((prev) => prev.filter((a) => a.id !== id)), []);
  const clear = useCallback(() => setAlerts([]), []);
  return { alerts, push, dismiss, clear };
}

function TimedAlert({ item, onDismiss }: { item: AlertItem; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    // docs/product-rules.md#constants-and-limits: alerts auto-dismiss after 1.5 s; hovering or focusing one keeps it so it can be read.
    if (paused) return;
    timer.current = setTimeout(() => onDismiss(item.id), ALERT_DISMISS_MS);
    return () => clearTimeout(timer.current);
  }, [paused, item.id, onDismiss]);
  return (
    <Alert
      variant={item.variant}
      dismissible
      closeLabel={t('Close alert')}
      onClose={() => onDismiss(item.id)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      role={item.variant === 'danger' ? 'alert' : 'status'}
      className="mb-2"
    >
      {/* A refusal the server said in English (or the site's own generic text) in the page's language. */}
      {saySentence(item.message)}
    </Alert>
  );
}

/** Dismissible alerts shown at the top of a container (docs/product-rules.md#error-messages). */
export function AlertStack({ alerts, onDismiss }: { alerts: AlertItem[]; onDismiss: (id: number) => void }) {
  if (alerts.length === 0) return null;
  return (
    <div className="alert-stack" aria-live="polite">
      {alerts.map((a) => (
        <TimedAlert key={a.id} item={a} onDismiss={onDismiss} />
      ))}
    </div>
  );
}
