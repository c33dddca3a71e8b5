import { showToast } from '@/components/ui/toasts';
import { COPY_FAILED_TEXT, copiedToastText } from '@contract/rules/truncate';

/** Copies text and says so in a toast (docs/product-rules.md#error-messages). */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast('info', copiedToastText(text));
    return true;
  } catch {
    showToast('error', COPY_FAILED_TEXT);
    return false;
  }
}
