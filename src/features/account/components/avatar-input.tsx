import Form from 'react-bootstrap/Form';
import { useFormikContext } from 'formik';
import { FieldMessageList, useFieldValidity } from '@/components/forms/form-field';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * The avatar file field of the account form, with the upload progress bar (SPEC §7). `resetKey`
 * remounts the input so the chosen file is cleared after a save or a refusal; `refusedFile` names
 * the file the server refused, since the cleared input no longer shows it.
 */
export function AvatarInput({ progress, resetKey, refusedFile }: { progress: number | null; resetKey: number; refusedFile: string | null }) {
  const { setFieldValue } = useFormikContext<{ avatar: File | null }>();
  const { validity, messages } = useFieldValidity('avatar');
  const label = 'New avatar';
  return (
    <Form.Group className="mb-3" controlId="field-avatar">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        key={resetKey}
        type="file"
        name="avatar"
        accept={ACCEPT}
        isInvalid={validity === 'invalid'}
        isValid={validity === 'valid'}
        aria-invalid={validity === 'invalid'}
        aria-describedby="field-avatar-help field-avatar-feedback"
        onChange={(e) => void setFieldValue('avatar', (e.currentTarget as HTMLInputElement).files?.[0] ?? null)}
      />
      <Form.Text id="field-avatar-help" muted>
        PNG, JPEG, WebP or GIF, up to 5 MB. It is cropped to a square.
      </Form.Text>
      <Form.Control.Feedback type="invalid" id="field-avatar-feedback">
        {refusedFile && messages.length > 0 && (
          <p className="mb-1" data-testid="refused-avatar-file">
            The file <strong>{refusedFile}</strong> was refused and is no longer selected:
          </p>
        )}
        <FieldMessageList messages={messages} name="avatar" label={label} />
      </Form.Control.Feedback>
      {progress !== null && (
        // Bootstrap 5.3 markup: the role and the accessible name sit on the outer element.
        <div className="progress mt-2" role="progressbar" aria-label="Avatar upload progress" aria-valuenow={progress} aria-valuemin={0} aria-valuemax={100}>
          <div className={`progress-bar${progress === 100 ? ' bg-success' : ' progress-bar-striped progress-bar-animated'}`} style={{ width: `${progress}%` }}>
            {progress === 100 ? 'Uploaded' : `${progress}%`}
          </div>
        </div>
      )}
    </Form.Group>
  );
}
