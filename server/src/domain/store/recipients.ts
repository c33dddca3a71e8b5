import { and, isNull, ne, not, sql } from 'drizzle-orm';
import type { RecipientRow } from '@contract/types/store';
import type { DataTablesAnswer } from '@contract/types/datatables';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { playerRefColumns } from '../../db/refs';
import { answerTable, countStar, type TableDefinition, type TableReader } from '../tables/table-query';
import { hiddenBy } from '../account/privacy';

type Column = 'id' | 'Username' | 'Level';

const definition: TableDefinition<Column> = {
  // Names sort case-insensitively (the lower(username) index serves it), as people read them.
  sortable: { id: users.id, Username: sql`lower(${users.Username})`, Level: users.Level },
  defaultOrder: { column: 'Username', dir: 'asc' },
  searchable: [users.Username],
  tiebreak: [users.id],
};

/**
 * One page of the players a gift can go to, for a DataTables request: never the viewer, never a
 * deleted account, never a player hidden from search (the picker is a name search).
 */
export function listGiftRecipients(db: Db, viewerId: number, read: TableReader): Promise<DataTablesAnswer<RecipientRow>> {
  return answerTable<Column, RecipientRow>(read(definition), definition, {
    rows: db
      .select({ ...playerRefColumns(users), Level: users.Level })
      .from(users)
      .$dynamic(),
    count: db.select({ n: countStar() }).from(users).$dynamic(),
    where: and(isNull(users.DeletedAt), ne(users.id, viewerId), not(hiddenBy('search', users.id))),
  });
}
