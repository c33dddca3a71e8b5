import Form from 'react-bootstrap/Form';
import { useField } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { GAME_DATA, type GameDataKind, type GameDataValues } from '@contract/rules/game-data';
import type { FormRules } from '@contract/forms/form-rules';
import { FormField, useFieldValidity } from '@/components/forms/form-field';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { t } from '@/lib/i18n/translate';
import { kindText, registryText } from '../lib/registry-texts';
import { gameDataChoicesQuery } from '../api/game-data';
import { ReferenceField } from './reference-field';

type FormValues = Record<string, string | boolean>;

/** The entry's values as the form holds them: switches for flags, texts for the rest (empty for none). */
const formValuesOf = (kind: GameDataKind, values: GameDataValues | undefined): FormValues =>
  Object.fromEntries(
    GAME_DATA[kind].fields.map((f) => {
      const v = values?.[f.key];
      return [f.key, f.rule.type === 'bool' ? v === true : v === null || v === undefined ? '' : String(v)];
    }),
  );

/** The form's values as the API reads them: one text per field, flags as 1 or 0. */
const textsOf = (values: FormValues, keys: string[]): Record<string, string> =>
  Object.fromEntries(keys.map((k) => [k, typeof values[k] === 'boolean' ? (values[k] ? '1' : '0') : values[k]]));

/** A new entry's checks, generated from its kind's create call's request schema (loaded when the form is first focused). */
const NEW_ENTRY_RULES: Record<GameDataKind, () => Promise<FormRules>> = {
  items: () => import('virtual:form-rules/newItem').then((form) => form.rules()),
  skills: () => import('virtual:form-rules/newSkill').then((form) => form.rules()),
  monsters: () => import('virtual:form-rules/newMonster').then((form) => form.rules()),
  npcs: () => import('virtual:form-rules/newNpc').then((form) => form.rules()),
  maps: () => import('virtual:form-rules/newMap').then((form) => form.rules()),
};

function FlagField({ name, label }: { name: string; label: string }) {
  const [field] = useField({ name, type: 'checkbox' });
  const { validity } = useFieldValidity(name);
  return <Form.Check type="switch" id={`field-${name}`} label={label} {...field} isInvalid={validity === 'invalid'} aria-invalid={validity === 'invalid'} />;
}

/**
 * The create and edit form of any game-data kind, drawn from the registry in contract/rules/game-data.ts
 * (its labels, types and limits); the server checks the same rules. A new entry is checked before it is
 * sent with its create call's request schema. An edit sends only the fields that changed. Field errors
 * show as toasts and mark their fields (the dashboard's forms).
 */
export function GameDataForm({
  kind,
  values,
  onSave,
}: {
  kind: GameDataKind;
  values?: GameDataValues;
  onSave: (fields: Record<string, string>) => Promise<void>;
}) {
  const fields = GAME_DATA[kind].fields;
  const initial = formValuesOf(kind, values);
  // Until the names have come (or if they cannot), a reference field is its id, as before.
  const choices = useQuery(gameDataChoicesQuery()).data;
  return (
    <ServerForm<FormValues>
      initialValues={initial}
      loadRules={values ? undefined : NEW_ENTRY_RULES[kind]}
      aria-label={kindText(kind, 'fields')}
      onSubmit={(form) => onSave(textsOf(form, values ? fields.map((f) => f.key).filter((k) => form[k] !== initial[k]) : fields.map((f) => f.key)))}
    >
      {() => (
        <>
          <div className="row gx-3">
            {fields
              .filter((f) => f.rule.type !== 'bool')
              .map((f) => (
                <div className="col-12 col-md-6" key={f.key}>
                  {f.rule.type === 'int' && f.rule.ref && choices?.[f.rule.ref] ? (
                    <ReferenceField name={f.key} label={registryText(f.label)} optional={Boolean(f.rule.optional)} choices={choices[f.rule.ref]} />
                  ) : f.rule.type === 'int' ? (
                    <FormField
                      name={f.key}
                      label={registryText(f.label)}
                      inputMode="numeric"
                      required={!f.rule.optional}
                      help={
                        f.rule.optional
                          ? t('{min} to {max}, or empty', { min: f.rule.min, max: f.rule.max })
                          : t('{min} to {max}', { min: f.rule.min, max: f.rule.max })
                      }
                    />
                  ) : f.rule.type === 'text' ? (
                    <FormField
                      name={f.key}
                      label={registryText(f.label)}
                      required={!f.rule.optional}
                      help={
                        f.rule.patternText
                          ? t('Up to {max} characters: {pattern}', { max: f.rule.max, pattern: registryText(f.rule.patternText) })
                          : t('Up to {max} characters', { max: f.rule.max })
                      }
                    />
                  ) : null}
                </div>
              ))}
          </div>
          <div className="d-flex flex-wrap gap-3 mb-3">
            {fields
              .filter((f) => f.rule.type === 'bool')
              .map((f) => (
                <FlagField key={f.key} name={f.key} label={registryText(f.label)} />
              ))}
          </div>
          <SubmitButton variant="warning">{t('Save')}</SubmitButton>
        </>
      )}
    </ServerForm>
  );
}
