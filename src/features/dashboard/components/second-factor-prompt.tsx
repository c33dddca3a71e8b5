import { useCallback, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { showToast } from '@/components/ui/toasts';
import { RequestFailure } from '@/lib/api-error';
import { confirmSecondFactor } from '../api/staff';

/** The server's refusal of a dashboard change whose session has no recent two-factor sign-in. */
export const needsSecondFactor = (error: unknown) =>
  error instanceof RequestFailure &&
  (error.cause as { response?: { data?: { code?: string } } } | undefined)?.response?.data?.code === 'second_factor_required';

/** Every message of a failed call, field errors included, as toasts (the dashboard's rule). */
function toastFailure(error: unknown) {
  if (!(error instanceof RequestFailure)) return showToast('error', 'Something went wrong. Please try again.');
  for (const m of error.messages) showToast('error', m);
  for (const list of Object.values(error.fieldErrors ?? {})) for (const m of list) showToast('error', m);
}

/**
 * Runs dashboard changes: a success message as a toast, a failure as toasts, and when the server asks
 * for the two-factor code again, a dialog that takes it and then runs the change once more.
 */
export function useStaffAction(): { run: (work: () => Promise<{ message: string }>) => Promise<boolean>; prompt: ReactNode } {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const pending = useRef<{ work: () => Promise<{ message: string }>; done: (ok: boolean) => void } | null>(null);

  const attempt = useCallback(async (work: () => Promise<{ message: string }>): Promise<boolean> => {
    try {
      showToast('success', (await work()).message);
      return true;
    } catch (error) {
      if (needsSecondFactor(error)) {
        return new Promise<boolean>((done) => {
          pending.current = { work, done };
          setCode('');
          setOpen(true);
        });
      }
      toastFailure(error);
      return false;
    }
  }, []);

  const submit = async () => {
    const p = pending.current;
    try {
      showToast('success', (await confirmSecondFactor(code)).message);
    } catch (error) {
      toastFailure(error);
      return;
    }
    setOpen(false);
    pending.current = null;
    if (p) p.done(await attempt(p.work));
  };
  const cancel = () => {
    setOpen(false);
    pending.current?.done(false);
    pending.current = null;
  };

  const prompt = (
    <Modal show={open} onHide={cancel} centered aria-labelledby="second-factor-title">
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Modal.Header closeButton>
          <Modal.Title id="second-factor-title" as="h2" className="h5">
            Confirm it is you
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Dashboard changes need a two-factor sign-in within the last 12 hours.</p>
          <Form.Group controlId="second-factor-code">
            <Form.Label>Code from the app, or a backup code</Form.Label>
            <Form.Control value={code} onChange={(e) => setCode(e.target.value)} autoComplete="one-time-code" inputMode="text" autoFocus />
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={cancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary">
            Confirm
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
  return { run: attempt, prompt };
}
