import { useRef, type ReactNode } from 'react';
import {
  Formik,
  Form as FormikForm,
  validateYupSchema,
  yupToFormErrors,
  type FormikErrors,
  type FormikHelpers,
  type FormikProps,
  type FormikValues,
} from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';
import { AlertStack } from '@/components/ui/alert-stack';
import { useErrorDisplay } from '@/components/errors/use-error-display';
import { showFieldErrorsToast } from '@/components/errors/field-errors-toast';
import { toApiError, type ApiError } from '@/lib/api-error';
import { useHydrated } from '@/lib/use-hydrated';

export interface ServerFormStatus {
  /** Field errors from the last server answer (docs/product-rules.md#validation-and-field-messages). */
  fieldErrors?: Record<string, string[]>;
  /** Fields that were invalid before the last reset: shown as valid. */
  resetFields?: string[];
}

export interface ServerFormProps<V extends FormikValues> {
  initialValues: V;
  /**
   * The form's rules (contract/forms), loaded with a dynamic import: yup is not part of the page's
   * first load, it arrives when the player first focuses a field, before any message.
   */
  loadSchema?: () => Promise<AnyObjectSchema>;
  /** Sends the form; throw (as the request helper does) to show the error. */
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  /** Called after every attempt, success or failure (e.g. reset the human check). */
  onSettled?: () => void;
  onError?: (error: ApiError) => void;
  children: (formik: FormikProps<V>) => ReactNode;
  className?: string;
  /** Accessible name of the form. */
  'aria-label'?: string;
}

const isValidationError = (e: unknown): e is ValidationError => e instanceof Error && e.name === 'ValidationError';

/** Formik's own yup validation (empty strings count as missing), with the schema loaded on demand. */
async function validateWith<V extends FormikValues>(loadSchema: () => Promise<AnyObjectSchema>, values: V): Promise<FormikErrors<V>> {
  let schema: AnyObjectSchema;
  try {
    schema = await loadSchema();
  } catch {
    // The rules could not be fetched (offline): the server checks the same rules and answers 422.
    return {};
  }
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (e) {
    if (isValidationError(e)) return yupToFormErrors<V>(e);
    throw e;
  }
}

function scrollToFirstInvalid(form: HTMLFormElement | null) {
  // After React has rendered the invalid state.
  requestAnimationFrame(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (first) {
      first.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      first.focus({ preventScroll: true });
    }
  });
}

/**
 * The one form mechanism every form uses: alerts above the form, field errors with bold labels
 * (on dashboard pages both as toasts),
 * scroll to the first invalid field, submit disabled while pending and repeat submits ignored.
 */
export function ServerForm<V extends FormikValues>({
  initialValues,
  loadSchema,
  onSubmit,
  onSettled,
  onError,
  children,
  className,
  ...aria
}: ServerFormProps<V>) {
  const { alerts, dismiss, clear, showError, onDashboard } = useErrorDisplay();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const inFlight = useRef(false);
  const statusRef = useRef<ServerFormStatus>({});
  // Formik applies each validation's errors when it settles, in whatever order they settle; a check
  // of older values that fails settles later than a newer one that passes (the password still empty
  // while the rules were loading), and its message then showed under a filled field once touched,
  // moving the submit button under the pointer. Every check answers the errors of the latest values.
  const latestCheck = useRef<Promise<FormikErrors<V>> | null>(null);
  const validate =
    loadSchema &&
    ((values: V) => {
      latestCheck.current = validateWith(loadSchema, values);
      const latestErrors = async (): Promise<FormikErrors<V>> => {
        const current = latestCheck.current!;
        const errors = await current;
        return latestCheck.current === current ? errors : latestErrors();
      };
      return latestErrors();
    });
  // Fetch the rules as soon as the player starts on the form, so the first message is not late.
  const prefetchSchema = () => void loadSchema?.().catch(() => undefined);

  const handleSubmit = async (values: V, helpers: FormikHelpers<V>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    // Reset: formerly invalid fields become valid, feedback is cleared (docs/product-rules.md#states-and-transitions, docs/product-rules.md#validation-and-field-messages). A field stays
    // valid across later answers until the server refuses it again, so the set only grows here.
    const previous = statusRef.current;
    const resetFields = [...new Set([...(previous.resetFields ?? []), ...Object.keys(previous.fieldErrors ?? {})])];
    helpers.setStatus({ resetFields, fieldErrors: {} } satisfies ServerFormStatus);
    clear();
    try {
      await onSubmit(values, helpers);
      // onSubmit may have called resetForm, which puts the status back to neutral: keep the valid marks.
      helpers.setStatus({ resetFields, fieldErrors: {} } satisfies ServerFormStatus);
    } catch (e) {
      const error = toApiError(e);
      if (error.fieldErrors) {
        const refused = error.fieldErrors;
        helpers.setStatus({ fieldErrors: refused, resetFields: resetFields.filter((name) => !(name in refused)) } satisfies ServerFormStatus);
        // Dashboard pages show form errors as one toast; the fields are still marked invalid (FormField leaves the text out there).
        if (onDashboard) showFieldErrorsToast(refused);
        scrollToFirstInvalid(formRef.current);
      } else {
        showError(error);
      }
      onError?.(error);
    } finally {
      inFlight.current = false;
      helpers.setSubmitting(false);
      onSettled?.();
    }
  };

  return (
    <Formik initialValues={initialValues} validate={validate} onSubmit={handleSubmit} initialStatus={{}}>
      {(formik) => {
        statusRef.current = (formik.status ?? {}) as ServerFormStatus;
        return (
          <>
            <AlertStack alerts={alerts} onDismiss={dismiss} />
            <FormikForm ref={formRef} noValidate className={className} aria-label={aria['aria-label']} onFocus={prefetchSchema}>
              {/* Disabled while the page the server painted is not live yet: typing would be lost. */}
              <fieldset disabled={!hydrated}>{children(formik)}</fieldset>
            </FormikForm>
          </>
        );
      }}
    </Formik>
  );
}
