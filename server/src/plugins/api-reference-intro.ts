import type { Language } from '@contract/i18n/languages';

// The API reference's introduction (`info.description` of /api/openapi.json, the top of /api/docs) in
// each language the site speaks (docs/translations.md#mails-and-the-servers-texts). It is Markdown
// with code, whose braces are no ICU arguments, so it is kept whole here rather than in a catalogue;
// the type asks for every language.

const CLIENT_EXAMPLE = `\`\`\`ts
import { guildhallClient } from './contract/client';
const api = guildhallClient('https://guildhall.example');
const character = await api.character(1);
const top = await api.ranking('player/global', { length: 10 });
console.log(character.Username, top.data.map((row) => row.user?.Username));
\`\`\`
`;

export const API_INTRODUCTION: Record<Language, string> = {
  en: `The calls of Guildhall's website, as its single-page application uses them and as
community tools may (the read calls: characters, guilds, rankings, the wiki, the store, open bets).

**Conventions.** Request bodies are forms (\`application/x-www-form-urlencoded\` or \`multipart/form-data\`).
A refused request answers 422 with \`{ errors: { Field: [messages] }, code }\`, other refusals 4xx/5xx with
\`{ messages: [...], code }\`; \`code\` is stable, the words are for people. Calls that change something need the
session cookie and the \`X-CSRF-Token\` header of the site's own pages.

**Public read API.** The read calls answer any origin (CORS, no credentials), send \`ETag\` (and 304 to
\`If-None-Match\`), and are limited per client (\`RateLimit-Policy\` / \`RateLimit\` headers; 429 with
\`Retry-After\`). Tables follow the DataTables server-side protocol, as a GET query or a POST form.

**Typed client.** \`contract/client.ts\` in the repository wraps these calls with the contract's types:

${CLIENT_EXAMPLE}`,
  'pt-BR': `As chamadas do site do Guildhall, como a aplicação de página única as usa e como ferramentas
da comunidade podem usá-las (as chamadas de leitura: personagens, guildas, rankings, a wiki, a loja, apostas abertas).

**Convenções.** Os corpos das requisições são formulários (\`application/x-www-form-urlencoded\` ou \`multipart/form-data\`).
Uma requisição recusada responde 422 com \`{ errors: { Field: [messages] }, code }\`, as outras recusas 4xx/5xx com
\`{ messages: [...], code }\`; \`code\` é estável, as palavras são para pessoas (no idioma do leitor). Chamadas que
mudam algo precisam do cookie de sessão e do cabeçalho \`X-CSRF-Token\` das próprias páginas do site.

**API pública de leitura.** As chamadas de leitura respondem a qualquer origem (CORS, sem credenciais), enviam \`ETag\`
(e 304 para \`If-None-Match\`) e são limitadas por cliente (cabeçalhos \`RateLimit-Policy\` / \`RateLimit\`; 429 com
\`Retry-After\`). As tabelas seguem o protocolo server-side do DataTables, como consulta GET ou formulário POST.

**Cliente tipado.** \`contract/client.ts\`, no repositório, envolve essas chamadas com os tipos do contrato:

${CLIENT_EXAMPLE}`,
  es: `Las llamadas del sitio web de Guildhall, tal como las usa su aplicación de una sola página y como pueden
usarlas las herramientas de la comunidad (las llamadas de lectura: personajes, gremios, clasificaciones, la wiki, la tienda, apuestas abiertas).

**Convenciones.** Los cuerpos de las solicitudes son formularios (\`application/x-www-form-urlencoded\` o \`multipart/form-data\`).
Una solicitud rechazada responde 422 con \`{ errors: { Field: [messages] }, code }\`, los demás rechazos 4xx/5xx con
\`{ messages: [...], code }\`; \`code\` es estable, las palabras son para las personas (en el idioma de quien lee). Las
llamadas que cambian algo necesitan la cookie de sesión y la cabecera \`X-CSRF-Token\` de las propias páginas del sitio.

**API pública de lectura.** Las llamadas de lectura responden a cualquier origen (CORS, sin credenciales), envían \`ETag\`
(y 304 a \`If-None-Match\`) y están limitadas por cliente (cabeceras \`RateLimit-Policy\` / \`RateLimit\`; 429 con
\`Retry-After\`). Las tablas siguen el protocolo server-side de DataTables, como consulta GET o formulario POST.

**Cliente tipado.** \`contract/client.ts\`, en el repositorio, envuelve estas llamadas con los tipos del contrato:

${CLIENT_EXAMPLE}`,
  de: `Die Aufrufe der Guildhall-Website, so wie ihre Single-Page-Anwendung sie nutzt und wie Community-Tools
sie nutzen können (die Leseaufrufe: Charaktere, Gilden, Ranglisten, das Wiki, der Shop, offene Wetten).

**Konventionen.** Request-Bodys sind Formulare (\`application/x-www-form-urlencoded\` oder \`multipart/form-data\`).
Eine abgelehnte Anfrage antwortet mit 422 und \`{ errors: { Field: [messages] }, code }\`, andere Ablehnungen mit 4xx/5xx
und \`{ messages: [...], code }\`; \`code\` bleibt stabil, die Texte sind für Menschen (in der Sprache des Lesers).
Aufrufe, die etwas ändern, brauchen das Sitzungs-Cookie und den Header \`X-CSRF-Token\` der Seiten der Website.

**Öffentliche Lese-API.** Die Leseaufrufe antworten jedem Ursprung (CORS, ohne Anmeldedaten), senden \`ETag\`
(und 304 auf \`If-None-Match\`) und sind pro Client begrenzt (Header \`RateLimit-Policy\` / \`RateLimit\`; 429 mit
\`Retry-After\`). Tabellen folgen dem Server-side-Protokoll von DataTables, als GET-Abfrage oder POST-Formular.

**Typisierter Client.** \`contract/client.ts\` im Repository kapselt diese Aufrufe mit den Typen des Vertrags:

${CLIENT_EXAMPLE}`,
};
