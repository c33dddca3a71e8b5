import { useState, type ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useFormikContext } from 'formik';
import { AVATAR_MAX_BYTES } from '@contract/rules/uploads';
import { FieldMessageList, useFieldValidity } from '@/components/forms/form-field';
import { TextParts } from '@/components/ui/text-parts';
import { t } from '@/lib/i18n/translate';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/**
 * The avatar file field of the account form, with the upload progress bar (docs/product-rules.md#http-contract). `resetKey`
 * remounts the input so the chosen file is cleared after a save or a refusal; `refusedFile` names
 * the file the server refused, since the cleared input no longer shows it.
 */
export function AvatarInput({ progress, resetKey, refusedFile }: { progress: number | null; resetKey: number; refusedFile: string | null }) {
  const { setFieldValue } = useFormikContext<{ avatar: File | null }>();
  const { validity: formValidity, messages: formMessages } = useFieldValidity('avatar');
  // A file over the limit is refused as it is chosen: uploading it would only be refused, and a
  // file left selected would ride along with (and fail) every later save.
  const [tooLarge, setTooLarge] = useState<File | null>(null);
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0] ?? null;
    const refused = file && file.size > AVATAR_MAX_BYTES ? file : null;
    if (refused) input.value = '';
    setTooLarge(refused);
    void setFieldValue('avatar', refused ? null : file);
  };
  const validity = tooLarge ? 'invalid' : formValidity;
  const messages = tooLarge
    ? [t('This picture is {size}, over the limit of {limit}.', { size: megabytes(tooLarge.size), limit: megabytes(AVATAR_MAX_BYTES) })]
    : formMessages;
  const refusedName = tooLarge?.name ?? refusedFile;
  const label = t('New avatar');
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
        onChange={choose}
      />
      <Form.Text id="field-avatar-help" muted>
        {t('PNG, JPEG, WebP or GIF, up to {limit}. It is cropped to a square.', { limit: megabytes(AVATAR_MAX_BYTES) })}
      </Form.Text>
      <Form.Control.Feedback type="invalid" id="field-avatar-feedback">
        {refusedName && messages.length > 0 && (
          <p className="mb-1" data-testid="refused-avatar-file">
            <TextParts text={t('The file {file} was refused and is no longer selected:')} parts={{ file: <strong>{refusedName}</strong> }} />
          </p>
        )}
        <FieldMessageList messages={messages} name="avatar" label={label} />
      </Form.Control.Feedback>
      {progress !== null && (
        // Bootstrap 5.3 markup: the role and the accessible name sit on the outer element.
        <div
          className="progress mt-2"
          role="progressbar"
          aria-label={t('Avatar upload progress')}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          {/* No width transition: the bar is drawn at the figure it reads, also when a new upload starts after a full one. */}
          <div
            className={`progress-bar${progress === 100 ? ' bg-success' : ' progress-bar-striped progress-bar-animated'}`}
            style={{ width: `${progress}%`, transition: 'none' }}
          >
            {progress === 100 ? t('Uploaded') : `${progress}%`}
          </div>
        </div>
      )}
    </Form.Group>
  );
}
