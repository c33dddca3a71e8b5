// The modules of a language's page texts, made by the build (scripts/lib/i18n-parts-plugin.ts).

declare module 'virtual:i18n-texts/*' {
  type Messages = Readonly<Record<string, string>>;
  type Loaders = Readonly<Record<string, () => Promise<{ messages: Messages; countries: Messages | undefined; later: Loaders }>>>;
  export const core: Messages;
  export const countries: Messages | undefined;
  export const pages: Loaders;
  export const later: Loaders;
  export const messages: Messages;
}
