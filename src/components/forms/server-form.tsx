import { useRef, type ReactNode } from 'react';
import { Formik, Form as FormikForm, type FormikErrors, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { FormRules } from '@contract/forms/form-rules';
import { AlertStack } from '@/components/ui/alert-stack';
import { useErrorDisplay } from '@/components/errors/use-error-display';
import { showFieldErrorsToast } from '@/components/errors/field-errors-toast';
import { toApiError, type ApiError } from '@/lib/api-error';
import { toFormData } from '@/lib/api-client';
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
   * The form's rules (contract/forms/form-rules.ts around its generated check), loaded with a dynamic
   * import: they are not part of the page's first load, they arrive when the player first focuses a
   * field, before any message.
   */
  loadRules?: () => Promise<FormRules>;
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

/** The fields as the form sends them (toFormData): one text each, files apart. */
function sentFields(values: FormikValues): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of toFormData(values)) if (typeof value === 'string') fields[key] = value;
  return fields;
}

/** The form's rules on its values, with the rules loaded on demand: each refused field's first message. */
async function validateWith<V extends FormikValues>(loadRules: () => Promise<FormRules>, values: V): Promise<FormikErrors<V>> {
  let rules: FormRules;
  try {
    rules = await loadRules();
  } catch {
    // The rules could not be fetched (offline): the server checks the same rules and answers 422.
    return {};
  }
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(await rules(sentFields(values), values))) if (messages.length) errors[field] = messages[0];
  return errors as FormikErrors<V>;
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
  loadRules,
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
    loadRules &&
    ((values: V) => {
      latestCheck.current = validateWith(loadRules, values);
      const latestErrors = async (): Promise<FormikErrors<V>> => {
        const current = latestCheck.current!;
        const errors = await current;
        return latestCheck.current === current ? errors : latestErrors();
      };
      return latestErrors();
    });
  // Fetch the rules as soon as the player starts on the form, so the first message is not late.
  const prefetchRules = () => void loadRules?.().catch(() => undefined);

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
            <FormikForm ref={formRef} noValidate className={className} aria-label={aria['aria-label']} onFocus={prefetchRules}>
              {/* Disabled while the page the server painted is not live yet: typing would be lost. */}
              <fieldset disabled={!hydrated}>{children(formik)}</fieldset>
            </FormikForm>
          </>
        );
      }}
    </Formik>
  );
}
