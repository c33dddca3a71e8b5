import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { t } from '@/lib/i18n/translate';

/**
 * The field an upload fills (the upload element names it): here a plain controlled input, as an
 * editor form's file field would be.
 */
export function LinkedFileField({ name, label }: { name: string; label: string }) {
  const [value, setValue] = useState('');
  return (
    <Form.Group controlId={`linked-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control name={name} value={value} onChange={(e) => setValue(e.target.value)} placeholder={t('Upload a file to fill this in')} autoComplete="off" />
      <Form.Text muted>{t("The stored file name, without its storage folder, as the game's data expects it.")}</Form.Text>
    </Form.Group>
  );
}
