import { useRef, useState, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useFormikContext } from 'formik';
import type { FormRules } from '@contract/forms/form-rules';
import { showToast } from '@/components/ui/toasts';
import {
  DISTINCT_FILE_NAMES_TEXT,
  distinctFileNames,
  findUploadStorage,
  FOLDER_OF_STORAGE_TEXT,
  folderOfStorage,
  UPLOAD_KIND_EXTENSIONS,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_IMAGE_BYTES,
  UPLOAD_MAX_SWF_BYTES,
  UPLOAD_STORAGES,
  type UploadStorageValue,
} from '@contract/rules/uploads';
import { stripUploadPrefix } from '@contract/rules/upload-path';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { FieldFeedback, useFieldValidity } from '@/components/forms/form-field';
import { t } from '@/lib/i18n/translate';
import { useUploadFiles } from '../api/upload';
import { fillLinkedInput, LINKED_INPUT_ATTRIBUTE } from '../lib/linked-input';
import { registryText } from '../lib/registry-texts';

// The form's rules load on demand (they stay out of the first load): the check generated from the
// call's schemas (its fields, and its files' names and sizes), then the rules between fields the
// route applies too.
const loadUploadRules = (): Promise<FormRules> =>
  Promise.all([import('virtual:form-rules/upload'), import('@contract/validation/field-errors')]).then(
    ([{ validate }, { fieldErrorsOf }]) =>
      (_fields, values) => {
        const { storage, path, upload_file } = values as unknown as UploadValues;
        const body = { storage, path, upload_file: upload_file.map(({ name, size }) => ({ name, size })) };
        const errors = validate(body) ? {} : fieldErrorsOf(validate.errors ?? []);
        if (!errors.path && !errors.storage && !folderOfStorage(storage, path)) errors.path = [FOLDER_OF_STORAGE_TEXT];
        if (!errors.upload_file && !distinctFileNames(body.upload_file.map((f) => f.name))) errors.upload_file = [DISTINCT_FILE_NAMES_TEXT];
        return errors;
      },
  );

interface UploadValues {
  storage: UploadStorageValue;
  path: string;
  upload_file: File[];
}

interface UploadWidgetProps {
  /** Name of the input the stored path (prefix stripped) goes into. */
  linkedInput: string;
  storage?: UploadStorageValue;
  path?: string;
  /** What of the stored path goes into the linked input (default: the path without its storage prefix). */
  linkedValue?: (stored: string) => string;
}

const megabytes = (bytes: number) => String(bytes / 1024 / 1024);

/** Label, control and the field's error list (docs/product-rules.md#validation-and-field-messages), for the controls FormField does not cover. */
function UploadField({ name, label, controlId, help, children }: { name: string; label: string; controlId: string; help?: ReactNode; children: ReactNode }) {
  const { validity, messages } = useFieldValidity(name);
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      {children}
      {help && (
        <Form.Text id={`${controlId}-help`} muted>
          {help}
        </Form.Text>
      )}
      <FieldFeedback id={`${controlId}-feedback`} className={validity === 'invalid' ? 'd-block' : undefined} messages={messages} name={name} label={label} />
    </Form.Group>
  );
}

/** Props shared by the controls: invalid and valid states, described by their feedback. */
function useControlState(name: string, controlId: string, hasHelp = false) {
  const { validity } = useFieldValidity(name);
  return {
    isInvalid: validity === 'invalid',
    isValid: validity === 'valid',
    'aria-invalid': validity === 'invalid',
    'aria-describedby': [validity === 'invalid' ? `${controlId}-feedback` : null, hasHelp ? `${controlId}-help` : null].filter(Boolean).join(' ') || undefined,
  };
}

function UploadFields({ linkedInput, progress }: { linkedInput: string; progress: number | null }) {
  const { values, setFieldValue, isSubmitting } = useFormikContext<UploadValues>();
  const storage = findUploadStorage(values.storage) ?? UPLOAD_STORAGES[0];
  const accept = storage.kinds.flatMap((k) => UPLOAD_KIND_EXTENSIONS[k]).join(',');
  const limits = storage.kinds.includes('swf')
    ? t('SWF up to {swf} MB, images up to {images} MB', { swf: megabytes(UPLOAD_MAX_SWF_BYTES), images: megabytes(UPLOAD_MAX_IMAGE_BYTES) })
    : t('Images up to {images} MB', { images: megabytes(UPLOAD_MAX_IMAGE_BYTES) });
  const storageState = useControlState('storage', 'upload-storage');
  const pathState = useControlState('path', 'upload-path');
  const fileState = useControlState('upload_file', 'upload-file', true);

  return (
    <>
      <div className="row g-3">
        <div className="col-sm-6">
          <UploadField name="storage" label={t('Storage')} controlId="upload-storage">
            <Form.Select
              name="storage"
              value={values.storage}
              {...storageState}
              onChange={(e) => {
                const next = findUploadStorage(e.target.value);
                void setFieldValue('storage', e.target.value);
                // The folders belong to the storage: start from its first one.
                if (next) void setFieldValue('path', next.folders[0].value);
              }}
            >
              {UPLOAD_STORAGES.map((s) => (
                <option key={s.value} value={s.value}>
                  {registryText(s.label)}
                </option>
              ))}
            </Form.Select>
          </UploadField>
        </div>
        <div className="col-sm-6">
          <UploadField name="path" label={t('Folder')} controlId="upload-path">
            <Form.Select name="path" value={values.path} {...pathState} onChange={(e) => void setFieldValue('path', e.target.value)}>
              {storage.folders.map((f) => (
                <option key={f.value} value={f.value}>
                  {registryText(f.label)} — {f.value}
                </option>
              ))}
            </Form.Select>
          </UploadField>
        </div>
      </div>
      <UploadField
        name="upload_file"
        label={t('Files')}
        controlId="upload-file"
        help={t('{types} · up to {count, plural, one {# file} other {# files}} · {limits}.', {
          types: accept.replaceAll(',', ', '),
          count: UPLOAD_MAX_FILES,
          limits,
        })}
      >
        <Form.Control
          type="file"
          name="upload_file[]"
          multiple
          accept={accept}
          {...fileState}
          {...{ [LINKED_INPUT_ATTRIBUTE]: linkedInput }}
          data-upload-element
          onChange={(e) => void setFieldValue('upload_file', Array.from((e.target as HTMLInputElement).files ?? []))}
        />
      </UploadField>
      {progress !== null && (
        // A child bar carries the name onto the element with role="progressbar" itself.
        <ProgressBar className="mb-3">
          <ProgressBar
            isChild
            now={progress}
            label={`${progress}%`}
            animated={isSubmitting && progress < 100}
            variant={progress === 100 ? 'success' : undefined}
            aria-label={t('Upload progress')}
          />
        </ProgressBar>
      )}
      <SubmitButton>{t('Upload')}</SubmitButton>
    </>
  );
}

/**
 * The dashboard's upload widget (docs/product-rules.md#http-contract): files, a folder and a storage go to
 * /api/dashboard/upload with a progress bar; each stored path, without its storage prefix, goes into
 * the linked input (named by the file input's data-linked-input) with a change event, and a success
 * toast shows the message. Errors use the common display: toasts here, field errors by the fields.
 */
export function UploadWidget({ linkedInput, storage = 'game', path, linkedValue = stripUploadPrefix }: UploadWidgetProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const uploadFiles = useUploadFiles();
  const formRef = useRef<HTMLDivElement>(null);
  const initialStorage = findUploadStorage(storage) ?? UPLOAD_STORAGES[0];
  const initialValues: UploadValues = {
    storage: initialStorage.value,
    path: initialStorage.folders.some((f) => f.value === path) ? path! : initialStorage.folders[0].value,
    upload_file: [],
  };

  return (
    <div ref={formRef} className="upload-widget">
      <ServerForm<UploadValues>
        initialValues={initialValues}
        loadRules={loadUploadRules}
        aria-label={t('Upload files')}
        onSubmit={async (values, helpers) => {
          const body = new FormData();
          body.append('storage', values.storage);
          body.append('path', values.path);
          values.upload_file.forEach((file) => body.append('upload_file[]', file, file.name));
          setProgress(0);
          try {
            const answer = await uploadFiles.mutateAsync({ body, onProgress: setProgress });
            setProgress(100);
            const fileInput = formRef.current?.querySelector<HTMLInputElement>('[data-upload-element]');
            for (const entry of Object.values(answer)) {
              if (fileInput) fillLinkedInput(fileInput, linkedValue(entry.success));
              showToast('success', entry.message);
            }
            if (fileInput) fileInput.value = '';
            await helpers.setFieldValue('upload_file', [], false);
          } catch (error) {
            setProgress(null);
            throw error;
          }
        }}
      >
        {() => <UploadFields linkedInput={linkedInput} progress={progress} />}
      </ServerForm>
    </div>
  );
}
