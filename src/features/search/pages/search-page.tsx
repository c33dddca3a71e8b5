import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH, type SearchCharacter, type SearchGuild } from '@contract/types/search';
import { PageHeader } from '@/components/layout/page-header';
import { ServerTable, type ServerColumn } from '@/components/tables/server-table';
import { LevelCell } from '@/components/ui/ranking-cells';
import { PlayerName } from '@/components/ui/player-name';
import { TintedText } from '@/components/ui/tinted-text';
import { isSearchable, searchCharactersTable, searchGuildsTable, searchTermOf } from '../api/search-tables';
import { msg, t } from '@/lib/i18n/translate';

const characterColumns: ServerColumn<SearchCharacter>[] = [
  { id: 'Name', header: msg('Name'), sortable: true, cell: (c) => <PlayerName user={c} /> },
  { id: 'Level', header: msg('Level'), sortable: true, firstDir: 'desc', numeric: true, cell: (c) => <LevelCell level={c.Level} max={c.LevelMax} /> },
  {
    id: 'guild',
    header: msg('Guild'),
    cell: (c) =>
      c.guild ? (
        <TintedText color={c.guild.Color} to={paths.guild(c.guild.id)}>
          {c.guild.Name}
        </TintedText>
      ) : (
        <span className="text-body-secondary">—</span>
      ),
  },
  {
    id: 'CurrentServer',
    header: msg('Status'),
    cell: (c) =>
      c.CurrentServer === 'Offline' ? (
        <span className="text-body-secondary">{t('Offline')}</span>
      ) : (
        <span className="text-success">
          {t('Online')} · {c.CurrentServer}
        </span>
      ),
  },
];

const guildColumns: ServerColumn<SearchGuild>[] = [
  {
    id: 'Name',
    header: msg('Guild'),
    sortable: true,
    cell: (g) => (
      <TintedText color={g.Color} to={paths.guild(g.id)}>
        {g.Name}
      </TintedText>
    ),
  },
  { id: 'Level', header: msg('Level'), sortable: true, firstDir: 'desc', numeric: true, cell: (g) => g.Level },
  { id: 'Members', header: msg('Members'), numeric: true, cell: (g) => formatNumber(g.Members) },
];

/**
 * /search?q=: characters and guilds whose name contains the term, as two server
 * tables (best match first; sortable by name and level). The term lives in the address.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = searchTermOf(params);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const enabled = isSearchable(q);

  return (
    <>
      <PageHeader
        title={t('Search')}
        subtitle={enabled ? t('Characters and guilds whose name contains “{term}”.', { term: q }) : t('Find a character or a guild by name.')}
      />
      <Form
        role="search"
        className="mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <Form.Label htmlFor="search-page-q">{t('Name')}</Form.Label>
        <div className="d-flex gap-2" style={{ maxWidth: '32rem' }}>
          <Form.Control
            id="search-page-q"
            type="search"
            value={text}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setText(e.target.value)}
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn-primary">
            {t('Search')}
          </button>
        </div>
        {q && !enabled && <Form.Text>{t('Type at least {count} characters.', { count: SEARCH_MIN_LENGTH })}</Form.Text>}
      </Form>
      {enabled && (
        <>
          <h2 className="h5">{t('Characters')}</h2>
          <ServerTable<SearchCharacter>
            {...searchCharactersTable(q)}
            columns={characterColumns}
            rowKey={(c) => c.id}
            caption={t('Characters found')}
            emptyText={t('No character found.')}
          />
          <h2 className="h5 mt-4">{t('Guilds')}</h2>
          <ServerTable<SearchGuild>
            {...searchGuildsTable(q)}
            columns={guildColumns}
            rowKey={(g) => g.id}
            caption={t('Guilds found')}
            emptyText={t('No guild found.')}
          />
        </>
      )}
    </>
  );
}
