import { useMemo } from 'react';
import { COUNTRY_CODES, UNKNOWN_COUNTRY } from '@contract/forms/countries';
import { FormField } from '@/components/forms/form-field';

/** Country names in the reader's language, sorted by name. */
function useCountryOptions() {
  return useMemo(() => {
    const names = new Intl.DisplayNames([navigator.language || 'en', 'en'], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name));
  }, []);
}

export function CountrySelect({ name = 'country', label = 'Country' }: { name?: string; label?: string }) {
  const options = useCountryOptions();
  return (
    <FormField name={name} label={label} as="select" autoComplete="country">
      <option value="">Choose your country…</option>
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {o.name}
        </option>
      ))}
      <option value={UNKNOWN_COUNTRY}>Other / prefer not to say</option>
    </FormField>
  );
}
