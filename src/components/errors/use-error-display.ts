import { useCallback } from 'react';
import { showToast } from '@/components/ui/toasts';
import { useAlerts } from '@/components/ui/alert-stack';
import { useIsDashboard } from '@/lib/use-is-dashboard';
import type { ApiError } from '@/lib/api-error';

/**
 * Shows request messages the way docs/product-rules.md#error-messages asks: danger alerts at the top of the container on public
 * pages, toasts on dashboard pages. Field errors are the form's job (see ServerForm).
 */
export function useErrorDisplay() {
  const onDashboard = useIsDashboard();
  const { alerts, push, dismiss, clear } = useAlerts();
  const showMessages = useCallback(
    (variant: 'danger' | 'success' | 'info', messages: string[]) => {
      if (onDashboard) {
        const kind = variant === 'danger' ? 'error' : variant;
        messages.forEach((m) => showToast(kind, m));
      } else {
        push(variant, messages);
      }
    },
    [onDashboard, push],
  );
  const showError = useCallback((error: ApiError) => showMessages('danger', error.messages), [showMessages]);
  return { alerts, dismiss, clear, showError, showMessages, onDashboard };
}
