import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useField } from 'formik';
import { FormField } from '@/components/forms/form-field';
import { t } from '@/lib/i18n/translate';

/** From this many choices on, a filter box narrows the list. */
const FILTER_FROM = 12;

/**
 * A game-data field that names another entry (a monster's map, an item's rarity): a select of the
 * entries' names that still sends the id, with a filter box when the list is long. The chosen entry
 * stays listed whatever the filter says, so filtering never changes the value.
 */
export function ReferenceField({
  name,
  label,
  optional,
  choices,
}: {
  name: string;
  label: string;
  optional: boolean;
  choices: readonly { id: number; Name: string }[];
}) {
  const [filter, setFilter] = useState('');
  const [{ value }] = useField<string>(name);
  const wanted = filter.trim().toLocaleLowerCase();
  const shown = choices.filter((c) => String(c.id) === value || !wanted || c.Name.toLocaleLowerCase().includes(wanted));
  const known = value === '' || choices.some((c) => String(c.id) === value);
  return (
    <>
      <FormField name={name} label={label} as="select" required={!optional}>
        {(optional || value === '') && <option value="">{optional ? t('None') : t('Choose…')}</option>}
        {/* An id the list does not hold (removed meanwhile) stays as it is until someone chooses another. */}
        {!known && <option value={value}>{`#${value}`}</option>}
        {shown.map((c) => (
          <option key={c.id} value={String(c.id)}>{`${c.Name} (#${c.id})`}</option>
        ))}
      </FormField>
      {choices.length >= FILTER_FROM && (
        <Form.Control
          type="search"
          size="sm"
          className="reference-filter mb-3"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('Filter by name')}
          aria-label={t('Filter the {field} list by name', { field: label })}
        />
      )}
    </>
  );
}
