import { useQuery } from '@tanstack/react-query';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useSearchParams } from 'react-router-dom';
import { useEffect, useState } from 'react';
import { paths } from '@contract/paths';
import { formatNumber } from '@contract/rules/format';
import { SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH } from '@contract/types/search';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { PlayerName } from '@/components/ui/player-name';
import { TintedText } from '@/components/ui/tinted-text';
import { characterSearchQuery } from '@/lib/character-search';

/** /search?q=: characters and guilds whose name contains the term (issue 17 part 1). */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const enabled = [...q].length >= SEARCH_MIN_LENGTH;
  const result = useQuery({ ...characterSearchQuery(q, SEARCH_MAX_LIMIT), enabled });

  return (
    <>
      <PageHeader title="Search" subtitle={enabled ? `Characters and guilds whose name contains “${q}”.` : 'Find a character or a guild by name.'} />
      <Form
        role="search"
        className="mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <Form.Label htmlFor="search-page-q">Name</Form.Label>
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
            Search
          </button>
        </div>
        {q && !enabled && <Form.Text>Type at least {SEARCH_MIN_LENGTH} characters.</Form.Text>}
      </Form>
      {!enabled ? null : result.isPending ? (
        <PageLoading label="Searching…" />
      ) : result.isError ? (
        <LoadError error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          <h2 className="h5">Characters</h2>
          {result.data.characters.length === 0 ? (
            <p className="text-body-secondary">No character found.</p>
          ) : (
            <Table responsive hover size="sm" className="align-middle mb-4" aria-label="Characters found">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col" className="text-end">
                    Level
                  </th>
                  <th scope="col">Guild</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {result.data.characters.map((c) => (
                  <tr key={c.id}>
                    <td>
                      <PlayerName user={c} />
                    </td>
                    <td className="text-end">
                      {c.Level}/{c.LevelMax}
                    </td>
                    <td>
                      {c.guild ? (
                        <TintedText color={c.guild.Color} to={paths.guild(c.guild.id)}>
                          {c.guild.Name}
                        </TintedText>
                      ) : (
                        <span className="text-body-secondary">—</span>
                      )}
                    </td>
                    <td>
                      {c.CurrentServer === 'Offline' ? (
                        <span className="text-body-secondary">Offline</span>
                      ) : (
                        <span className="text-success">Online · {c.CurrentServer}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <h2 className="h5">Guilds</h2>
          {result.data.guilds.length === 0 ? (
            <p className="text-body-secondary">No guild found.</p>
          ) : (
            <Table responsive hover size="sm" className="align-middle" aria-label="Guilds found">
              <thead>
                <tr>
                  <th scope="col">Guild</th>
                  <th scope="col" className="text-end">
                    Level
                  </th>
                  <th scope="col" className="text-end">
                    Members
                  </th>
                </tr>
              </thead>
              <tbody>
                {result.data.guilds.map((g) => (
                  <tr key={g.id}>
                    <td>
                      <TintedText color={g.Color} to={paths.guild(g.id)}>
                        {g.Name}
                      </TintedText>
                    </td>
                    <td className="text-end">{g.Level}</td>
                    <td className="text-end">{formatNumber(g.Members)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </>
  );
}
