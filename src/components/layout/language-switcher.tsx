import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { endpoints } from '@contract/client';
import { LANGUAGES, type Language } from '@contract/i18n/languages';
import { postJson } from '@/lib/api-client';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';

/** A language in its own words ("Deutsch", "Español"), as a reader looking for theirs knows it. */
const ownName = (language: Language) => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

/**
 * The footer's language choice: the server keeps it (the account, and the `lang` cookie) and the
 * page loads again in it, without a `?lang=` that would outrank the new choice.
 */
export default function LanguageSwitcher() {
  const { language } = useBootstrap();
  const [saving, setSaving] = useState(false);
  const choose = async (next: Language) => {
    setSaving(true);
    try {
      await postJson(endpoints.language(), { language: next });
      const url = new URL(window.location.href);
      url.searchParams.delete('lang');
      window.location.assign(url.toString());
    } catch {
      setSaving(false);
    }
  };
  return (
    <Form.Group controlId="site-language" className="d-flex align-items-center gap-2">
      <Form.Label className="mb-0">{t('Language')}</Form.Label>
      <Form.Select size="sm" className="w-auto" value={language} disabled={saving} onChange={(event) => void choose(event.target.value as Language)}>
        {LANGUAGES.map((one) => (
          <option key={one} value={one} lang={one}>
            {ownName(one)}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
