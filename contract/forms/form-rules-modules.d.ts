// The modules scripts/lib/form-rules.ts generates at build time, one per form of contract/forms/form-bodies.ts.
declare module 'virtual:form-rules/*' {
  import type { FormRules, GeneratedCheck, RuleBeside } from '@contract/forms/form-rules';
  export const validate: GeneratedCheck['validate'];
  export const numberFields: GeneratedCheck['numberFields'];
  /** The form's rules: this check, then the rules beside it (confirmedPassword …, also exported here). */
  export const rules: (...beside: RuleBeside[]) => FormRules;
  export * from '@contract/forms/form-rules';
}
