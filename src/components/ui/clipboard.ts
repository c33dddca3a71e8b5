import { showToast } from '@/components/ui/toasts';
import { COPY_FAILED_TEXT, truncateCopied } from '@contract/rules/truncate';
import { t } from '@/lib/i18n/translate';

/** Copies text and says so in a toast (docs/product-rules.md#error-messages). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('info', t('Copied: {text}', { text: truncateCopied(text) }));
    return true;
  } catch {
    showToast('error', COPY_FAILED_TEXT);
    return false;
  }
}
