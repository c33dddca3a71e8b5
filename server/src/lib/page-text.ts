import type { Language } from '@contract/i18n/languages';
import en from '@contract/locales/share/en.json';
import ptBR from '@contract/locales/share/pt-BR.json';
import es from '@contract/locales/share/es.json';
import de from '@contract/locales/share/de.json';
import { messageWriter, type Catalogues, type MessageWriter } from './message-writer';

// What the server writes into a page for link previews (the Open Graph description of a character or
// a guild) is in the reader's language (docs/translations.md#mails-and-the-servers-texts), from a
// catalogue of their own: its short templates ("{rank} of {guild}") must never be matched against
// refusals. Game content (names, ranks, servers) goes in as arguments, untranslated.

type PageMessage = keyof typeof en;

const catalogues: Catalogues = { en, 'pt-BR': ptBR, es, de };

export type PageText = MessageWriter<PageMessage>;

export const pageText = (language: Language): PageText => messageWriter<PageMessage>(catalogues, language);
