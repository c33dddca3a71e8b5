import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CharacterSearchAnswer as CharacterSearchSchema, CharacterSearchQuery, SearchCharactersTable, SearchGuildsTable } from '@contract/schemas/search';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type CharacterSearchAnswer } from '@contract/types/search';
import { searchCharacters } from '../../../domain/search/characters';
import { searchCharactersTable, searchGuildsTable, type SearchSortColumn, type SearchTableRequest } from '../../../domain/search/tables';
import { parseTableRequest } from '../../../plugins/table-request';
import { ValidationFailed } from '../../../lib/http-errors';
import { answers } from '../../../lib/route-schema';
import { addTableRoutes, PUBLIC_READ } from '../../../plugins/public-read';

/**
 * GET /api/character/search?q=&limit=: characters and guilds whose name contains
 * q. The navbar typeahead asks from the third character.
 * POST /api/search/characters and /api/search/guilds (and their GET twins): the /search page's server
 * tables (DataTables) with the extra field q; sortable by Name and Level, best match first by default.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/character/search',
    { ...PUBLIC_READ, schema: { querystring: CharacterSearchQuery, response: answers({ 200: CharacterSearchSchema }) } },
    async (request): Promise<CharacterSearchAnswer> => {
      return searchCharacters(app.db, request.query.q, request.query.limit ?? SEARCH_DEFAULT_LIMIT);
    },
  );

  // Each table's orderable columns, declared once for the parser and the reference.
  const characterSorts: SearchSortColumn[] = ['Username', 'Name', 'Level'];
  const guildSorts: SearchSortColumn[] = ['Name', 'Level'];
  const tableOf = (fields: Record<string, unknown>, sortable: SearchSortColumn[]): { q: string; req: SearchTableRequest } => {
    const req = parseTableRequest<SearchSortColumn>(fields, { sortable, defaultOrder: [] });
    const raw = fields.q;
    const q = (typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '').trim();
    if (!q) throw new ValidationFailed({ q: ['The q field is required.'] });
    if ([...q].length < SEARCH_MIN_LENGTH) throw new ValidationFailed({ q: [`The q field must be at least ${SEARCH_MIN_LENGTH} characters.`] });
    if ([...q].length > SEARCH_MAX_LENGTH) throw new ValidationFailed({ q: [`The q field must not be greater than ${SEARCH_MAX_LENGTH} characters.`] });
    return { q, req: { draw: req.draw, start: req.start, length: req.length, search: req.search, order: req.order[0] ?? null } };
  };
  addTableRoutes(
    app,
    '/api/search/characters',
    { what: 'The search', answer: SearchCharactersTable, orderable: characterSorts.join(', ') },
    (_params, fields) => {
      const { q, req } = tableOf(fields, characterSorts);
      return searchCharactersTable(app.db, q, req);
    },
  );
  addTableRoutes(app, '/api/search/guilds', { what: 'The search', answer: SearchGuildsTable, orderable: guildSorts.join(', ') }, (_params, fields) => {
    const { q, req } = tableOf(fields, guildSorts);
    return searchGuildsTable(app.db, q, req);
  });
};
export default routes;
