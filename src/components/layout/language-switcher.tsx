import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { Globe2 } from 'react-bootstrap-icons';
import { endpoints } from '@contract/client';
import { LANGUAGES, type Language } from '@contract/i18n/languages';
import { postJson } from '@/lib/api-client';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';
import { NavMenu } from './nav-menu';

/** A language in its own words ("Deutsch", "Español"), as a reader looking for theirs knows it. */
const ownName = (language: Language) => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
};

/** The server keeps the choice (the account, and the `lang` cookie) and the page loads again in it, without a `?lang=` that would outrank the new choice. */
function useLanguageChoice() {
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
  return { language, saving, choose };
}

/** The navbar's choice: a globe and the language's short code, opening the list of languages. */
function NavbarLanguageMenu() {
  const { language, saving, choose } = useLanguageChoice();
  return (
    <NavMenu
      id="nav-language"
      align="end"
      label={t('Language: {language}', { language: ownName(language) })}
      title={
        <>
          <Globe2 aria-hidden="true" className="me-1" />
          {language.split('-')[0].toUpperCase()}
        </>
      }
    >
      {LANGUAGES.map((one) => (
        <li key={one}>
          <button
            type="button"
            className={one === language ? 'dropdown-item active' : 'dropdown-item'}
            lang={one}
            aria-current={one === language ? 'true' : undefined}
            disabled={saving}
            onClick={() => void choose(one)}
          >
            {ownName(one)}
          </button>
        </li>
      ))}
    </NavMenu>
  );
}

/** The footer's language list, or with `inNavbar` the navbar's menu. */
export default function LanguageSwitcher({ inNavbar = false }: { inNavbar?: boolean }) {
  const { language, saving, choose } = useLanguageChoice();
  if (inNavbar) return <NavbarLanguageMenu />;
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
