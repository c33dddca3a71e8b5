import { useMemo } from 'react';
import { UNKNOWN_COUNTRY } from '@contract/forms/countries';
import { countryList } from '@/components/ui/country-names';
import { FormField } from '@/components/forms/form-field';
import { t } from '@/lib/i18n/translate';

/** Country names in the page's language, sorted by name. */
function useCountryOptions() {
  return useMemo(() => countryList(), []);
}

export function CountrySelect({ name = 'country', label }: { name?: string; label?: string }) {
  const options = useCountryOptions();
  return (
    <FormField name={name} label={label ?? t('Country')} as="select" autoComplete="country">
      <option value="">{t('Choose your country…')}</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
      <option value={UNKNOWN_COUNTRY}>{t('Other / prefer not to say')}</option>
    </FormField>
  );
}
