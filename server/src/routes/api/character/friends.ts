import type { FastifyPluginAsync } from 'fastify';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { FriendRow } from '@contract/types/character';
import { characterExists } from '../../../domain/character/exists';
import { friendsSource, friendsTable, toFriendRow, type FriendColumn } from '../../../domain/character/friends';
import { answerTable, parseTableRequest, tableFields } from '../../../lib/datatables';
import { notFound } from '../../../lib/http-errors';
import { parseId } from '../images/params';
import { PUBLIC_READ, TABLE_METHODS } from '../../../plugins/public-read';

/**
 * POST /api/ranking/friend/{characterId} (SPEC §7): the friends tab, a server-mode table. It lives
 * with the character feature; the ranking plugin registers no route under /api/ranking/friend.
 */
const friendsRoutes: FastifyPluginAsync = async (app) => {
  app.route<{ Params: { characterId: string } }>({ method: TABLE_METHODS, url: '/api/ranking/friend/:characterId', ...PUBLIC_READ, handler: async (request): Promise<DataTablesAnswer<FriendRow>> => {
    const id = parseId(request.params.characterId, 'character id');
    const req = parseTableRequest<FriendColumn>(tableFields(request), {
      sortable: Object.keys(friendsTable.sortable) as FriendColumn[],
      defaultOrder: friendsTable.defaultOrder,
    });
    if (!(await characterExists(app.db, id))) throw notFound('The character');
    const answer = await answerTable(req, friendsTable, friendsSource(app.db, id));
    return { ...answer, data: answer.data.map(toFriendRow(req.start)) };
  } });
};
export default friendsRoutes;
