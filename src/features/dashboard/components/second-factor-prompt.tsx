import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { showToast } from '@/components/ui/toasts';
import { RequestFailure } from '@/lib/api-error';
import { t } from '@/lib/i18n/translate';
import { confirmSecondFactor } from '../api/staff';

const SecondFactorDialog = lazy(() => import('./second-factor-dialog'));

/** The server's refusal of a dashboard change whose session has no recent two-factor sign-in. */
export const needsSecondFactor = (error: unknown) =>
  error instanceof RequestFailure &&
  (error.cause as { response?: { data?: { code?: string } } } | undefined)?.response?.data?.code === 'second_factor_required';

/** Every message of a failed call, field errors included, as toasts (the dashboard's rule). */
function toastFailure(error: unknown) {
  if (!(error instanceof RequestFailure)) return showToast('error', t('Something went wrong. Please try again.'));
  for (const m of error.messages) showToast('error', m);
  for (const list of Object.values(error.fieldErrors ?? {})) for (const m of list) showToast('error', m);
}

/**
 * Runs dashboard changes: a success message as a toast, a failure as toasts, and when the server asks
 * for the two-factor code again, a dialog that takes it and then runs the change once more.
 * `guard` does only the last part, for forms that show the failure themselves: it answers what the
 * change answered, undefined when the dialog was cancelled, and throws any other failure.
 */
export function useStaffAction(): {
  run: (work: () => Promise<{ message: string }>) => Promise<boolean>;
  guard: <T>(work: () => Promise<T>) => Promise<T | undefined>;
  prompt: ReactNode;
} {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const pending = useRef<((confirmed: boolean) => void) | null>(null);

  const askForCode = useCallback(
    () =>
      new Promise<boolean>((done) => {
        pending.current = done;
        setCode('');
        setOpen(true);
      }),
    [],
  );

  const guard = useCallback(
    async <T,>(work: () => Promise<T>): Promise<T | undefined> => {
      try {
        return await work();
      } catch (error) {
        if (!needsSecondFactor(error)) throw error;
        return (await askForCode()) ? guard(work) : undefined;
      }
    },
    [askForCode],
  );

  const run = useCallback(
    async (work: () => Promise<{ message: string }>): Promise<boolean> => {
      try {
        const answer = await guard(work);
        if (!answer) return false;
        showToast('success', answer.message);
        return true;
      } catch (error) {
        toastFailure(error);
        return false;
      }
    },
    [guard],
  );

  const settle = (confirmed: boolean) => {
    setOpen(false);
    const done = pending.current;
    pending.current = null;
    done?.(confirmed);
  };
  const submit = async () => {
    try {
      showToast('success', (await confirmSecondFactor(code)).message);
    } catch (error) {
      toastFailure(error);
      return;
    }
    settle(true);
  };
  const cancel = () => settle(false);

  // The dialog's module (and the modal it is built on) loads only when a change asks for the code.
  const prompt = open ? (
    <Suspense fallback={null}>
      <SecondFactorDialog code={code} onCode={setCode} onSubmit={() => void submit()} onCancel={cancel} />
    </Suspense>
  ) : null;
  return { run, guard, prompt };
}
