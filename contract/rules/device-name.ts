// A device named from its User-Agent ("Chrome 120 on Windows 10 (Apple iPhone)"): the server reads
// the products' names, and each reader's words go around them (docs/translations.md#device-names).
// The products' names are never translated; the words are the pages', a mail's or English.

/** What the server read from a User-Agent: each name as the product calls itself. */
export interface DeviceParts {
  /** The browser with its major version; the start of the User-Agent when it names neither a browser nor a system. */
  browser: string | null;
  /** The operating system with its version. */
  system: string | null;
  /** The phone's or tablet's maker and model. */
  model: string | null;
}

/** The words around the names, in the reader's language. */
export interface DeviceWords {
  on: (browser: string, system: string) => string;
  /** For a system whose browser is not known. */
  aBrowser: string;
}

export const deviceName = ({ browser, system, model }: DeviceParts, words: DeviceWords): string =>
  `${system ? words.on(browser ?? words.aBrowser, system) : (browser ?? words.aBrowser)}${model ? ` (${model})` : ''}`;
