// The modules scripts/lib/form-rules.ts generates at build time, one per form of contract/forms/form-bodies.ts.
declare module 'virtual:form-rules/*' {
  export const validate: import('./form-rules').GeneratedCheck['validate'];
  export const numberFields: import('./form-rules').GeneratedCheck['numberFields'];
}
