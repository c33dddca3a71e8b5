import { Fragment, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useField, useFormikContext } from 'formik';
import { spacedLowerCase, splitOnPhrase } from '@contract/rules/field-label';
import { saySentence } from '@/lib/i18n/sentences';
import { useIsDashboard } from '@/lib/use-is-dashboard';
import type { ServerFormStatus } from './server-form';

/**
 * A server or client message in the page's language, with the field's name replaced by its label in
 * bold (docs/product-rules.md#validation-and-field-messages). The browser's own checks say English
 * sentences, translated here the server's way; the field's name is then found in English or in the
 * words the catalogue gave it.
 */
function FieldMessage({ message, name, label }: { message: string; name: string; label: string }) {
  const shown = saySentence(message);
  const english = spacedLowerCase(name);
  const translated = saySentence(english);
  let parts = splitOnPhrase(shown, english);
  if (!parts.some((part) => part.isField) && translated !== english) parts = splitOnPhrase(shown, translated);
  return <>{parts.map((part, i) => (part.isField ? <strong key={i}>{label}</strong> : <Fragment key={i}>{part.text}</Fragment>))}</>;
}

/** A field's messages as a bulleted list, each with the label in bold (docs/product-rules.md#validation-and-field-messages); nothing when there are none. */
export function FieldMessageList({
  messages,
  name,
  label,
  className = 'mb-0 ps-3',
  role,
}: {
  messages: string[];
  name: string;
  label: string;
  className?: string;
  role?: 'alert';
}) {
  if (messages.length === 0) return null;
  return (
    <ul className={className} role={role}>
      {messages.map((m, i) => (
        <li key={i}>
          <FieldMessage message={m} name={name} label={label} />
        </li>
      ))}
    </ul>
  );
}

/** The field's messages as a bulleted list in its invalid-feedback area (docs/product-rules.md#validation-and-field-messages). */
export function FieldFeedback({ id, messages, name, label, className }: { id: string; messages: string[]; name: string; label: string; className?: string }) {
  return (
    <Form.Control.Feedback type="invalid" id={id} className={className}>
      <FieldMessageList messages={messages} name={name} label={label} />
    </Form.Control.Feedback>
  );
}

export type FieldValidity = 'neutral' | 'invalid' | 'valid';

/** Neutral, invalid after an error, valid after a reset of a formerly invalid field (docs/product-rules.md#states-and-transitions). */
export function useFieldValidity(name: string): { validity: FieldValidity; messages: string[] } {
  const formik = useFormikContext<Record<string, unknown>>();
  const onDashboard = useIsDashboard();
  const { touched, errors, submitCount } = formik;
  const s = (formik.status ?? {}) as ServerFormStatus;
  const server = s.fieldErrors?.[name];
  // On dashboard pages the server's field errors were shown as toasts (ServerForm): the field is only marked.
  if (server?.length) return { validity: 'invalid', messages: onDashboard ? [] : server };
  const clientError = (touched[name] || submitCount > 0) && typeof errors[name] === 'string' ? [errors[name]] : [];
  if (clientError.length) return { validity: 'invalid', messages: clientError };
  if (s.resetFields?.includes(name)) return { validity: 'valid', messages: [] };
  return { validity: 'neutral', messages: [] };
}

interface FormFieldProps {
  name: string;
  /** The control's id, when two forms of one page have a field of the same name (default `field-<name>`). */
  id?: string;
  label: string;
  type?: string;
  as?: 'input' | 'textarea' | 'select';
  autoComplete?: string;
  placeholder?: string;
  help?: ReactNode;
  children?: ReactNode;
  rows?: number;
  min?: number;
  step?: number;
  inputMode?: 'numeric' | 'text' | 'email';
  required?: boolean;
}

/** Label, control and feedback list for one form field, wired to Formik and to server errors. */
export function FormField({ name, id: idProp, label, type = 'text', as = 'input', help, children, ...rest }: FormFieldProps) {
  const [field] = useField(name);
  const { validity, messages } = useFieldValidity(name);
  const id = idProp ?? `field-${name}`;
  const feedbackId = `${id}-feedback`;
  const helpId = help ? `${id}-help` : undefined;
  const common = {
    ...field,
    ...rest,
    value: (field.value as string | number | undefined) ?? '',
    isInvalid: validity === 'invalid',
    isValid: validity === 'valid',
    'aria-invalid': validity === 'invalid',
    'aria-describedby': [validity === 'invalid' ? feedbackId : null, helpId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      {as === 'select' ? <Form.Select {...common}>{children}</Form.Select> : <Form.Control {...common} as={as} type={as === 'input' ? type : undefined} />}
      {help && (
        <Form.Text id={helpId} muted>
          {help}
        </Form.Text>
      )}
      <FieldFeedback id={feedbackId} messages={messages} name={name} label={label} />
    </Form.Group>
  );
}
