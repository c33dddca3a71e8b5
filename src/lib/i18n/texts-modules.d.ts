// The modules of a language's page texts, made by the build (scripts/lib/i18n-parts-plugin.ts).

declare module 'virtual:i18n-texts/*' {
  type Messages = Readonly<Record<string, string>>;
  type PageTexts = { messages: Messages; countries: Messages | undefined };
  export const core: Messages;
  export const countries: Messages | undefined;
  export const pages: Readonly<Record<string, () => Promise<PageTexts>>>;
  export const messages: Messages;
}
