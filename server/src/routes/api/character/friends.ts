import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CharacterIdParams, FriendsAnswer } from '@contract/schemas/character';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { FriendRow } from '@contract/types/character';
import { characterExists } from '../../../domain/character/exists';
import { assertTabVisible, type Viewer } from '../../../domain/account/privacy';
import { friendsSource, friendsTable, toFriendRow, type FriendColumn } from '../../../domain/character/friends';
import { parseTableRequest } from '../../../plugins/table-request';
import { answerTable, orderableColumns } from '../../../domain/tables/table-query';
import { notFound } from '../../../lib/http-errors';
import { addTableRoutes } from '../../../plugins/public-read';

/**
 * POST /api/ranking/friend/{characterId} (docs/product-rules.md#http-contract): the friends tab, a server-mode table (also as a
 * GET query). It lives with the character feature; the ranking plugin registers no route under
 * /api/ranking/friend.
 */
const friendsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answer = async (id: number, fields: Record<string, unknown>, viewer: Viewer): Promise<DataTablesAnswer<FriendRow>> => {
    const req = parseTableRequest<FriendColumn>(fields, {
      sortable: Object.keys(friendsTable.sortable) as FriendColumn[],
      defaultOrder: friendsTable.defaultOrder,
    });
    if (!(await characterExists(app.db, id))) throw notFound('The character');
    // The owner may keep the tab to friends or to themselves.
    await assertTabVisible(app.db, id, 'friends', viewer);
    const page = await answerTable(req, friendsTable, friendsSource(app.db, id));
    return { ...page, data: page.data.map(toFriendRow(req.start)) };
  };
  // The same table as a GET query (public read) and as the SPA's POST form.
  addTableRoutes(
    app,
    '/api/ranking/friend/:characterId',
    { what: 'The character', params: CharacterIdParams, answer: FriendsAnswer, orderable: orderableColumns(friendsTable) },
    ({ characterId }, fields, request) => answer(characterId, fields, request.currentUser),
  );
};
export default friendsRoutes;
