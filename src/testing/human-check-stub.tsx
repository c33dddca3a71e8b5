import { useImperativeHandle, type Ref } from 'react';
import { useField } from 'formik';
import type { HumanCheckHandle } from '@/components/forms/human-check';

/** Counts resets of the stub, so tests can see the form reset the check after each attempt. */
export const humanCheckResets = { count: 0 };

/**
 * Component tests replace the ALTCHA widget (web workers, WebCrypto) with this stand-in: a button
 * that "solves" the check by putting an answer in the form's challenge field.
 */
export function HumanCheckStub({ ref }: { ref?: Ref<HumanCheckHandle> }) {
  const [, , helpers] = useField<string>('challenge');
  useImperativeHandle(ref, () => ({
    reset() {
      humanCheckResets.count += 1;
      void helpers.setValue('', false);
    },
  }));
  return (
    <button type="button" onClick={() => void helpers.setValue('solved-challenge')}>
      Solve the human check
    </button>
  );
}
