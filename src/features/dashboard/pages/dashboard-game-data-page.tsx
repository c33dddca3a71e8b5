import { lazy, Suspense } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { GAME_DATA, GAME_DATA_KINDS, type GameDataKind, type GameDataValues } from '@contract/rules/game-data';
import type { GameDataChangeAnswer, GameDataEntry, GameDataRevision } from '@contract/types/game-data';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { NotFound } from '@/components/layout/not-found';
import { DateText } from '@/components/ui/date-text';
import { LoadError } from '@/components/ui/load-error';
import { showToast } from '@/components/ui/toasts';
import { t } from '@/lib/i18n/translate';
import { openedFresh } from '@/lib/query-client';
import { DashboardNav } from '../components/dashboard-nav';
import { GameDataForm } from '../components/game-data-form';
import { StaffOnly } from '../components/staff-only';
import { needsSecondFactor, useStaffAction } from '../components/second-factor-prompt';
import { kindText, registryText } from '../lib/registry-texts';
import { gameDataChoicesQuery, gameDataEntryQuery, gameDataRevisionsQuery, useGameDataChange } from '../api/game-data';
import '../dashboard.css';

// The picture card brings the upload widget: its own chunk, so an entry's first load stays within the budget.
const EntryPicture = lazy(() => import('../components/entry-picture').then((m) => ({ default: m.EntryPicture })));

const kindOf = (section: string | undefined) => GAME_DATA_KINDS.find((k) => k === section);

/** /dashboard/:section/:entryId: one game-data entry to edit (or `new`), with its revisions (game master and up). */
export default function DashboardGameDataPage() {
  const { section, entryId } = useParams();
  const kind = kindOf(section);
  const id = Number(entryId);
  const valid = kind && (entryId === 'new' || (Number.isInteger(id) && id > 0));
  return (
    <StaffOnly permission="gameData">{!valid ? <NotFound /> : entryId === 'new' ? <NewEntry kind={kind} /> : <EntryScreen kind={kind} id={id} />}</StaffOnly>
  );
}

function Header({ kind, title }: { kind: GameDataKind; title: string }) {
  return (
    <>
      <PageHeader title={t('Dashboard · {section}', { section: title })} subtitle={<Link to={paths.dashboard(kind)}>{kindText(kind, 'back')}</Link>} />
      <DashboardNav />
    </>
  );
}

/**
 * Sends a save and toasts its message. Other failures go back to the form (it marks the refused
 * fields); when the server first wants the two-factor code again, the prompt takes it and the save
 * is sent once more.
 */
function useGuardedSave() {
  const { run, prompt } = useStaffAction();
  const save = async (work: () => Promise<GameDataChangeAnswer>): Promise<GameDataChangeAnswer | null> => {
    try {
      const answer = await work();
      showToast('success', answer.message);
      return answer;
    } catch (error) {
      if (!needsSecondFactor(error)) throw error;
      let answer: GameDataChangeAnswer | null = null;
      await run(async () => (answer = await work()));
      return answer;
    }
  };
  return { save, prompt };
}

function NewEntry({ kind }: { kind: GameDataKind }) {
  const change = useGameDataChange(kind);
  const navigate = useNavigate();
  const { save, prompt } = useGuardedSave();
  return (
    <>
      <Header kind={kind} title={kindText(kind, 'newOne')} />
      {prompt}
      <Card className="mb-4">
        <Card.Body>
          <GameDataForm
            kind={kind}
            onSave={async (fields) => {
              const answer = await save(() => change.mutateAsync({ action: 'create', fields }));
              if (answer) void navigate(paths.dashboardGameDataEntry(kind, answer.entry.id), { replace: true });
            }}
          />
        </Card.Body>
      </Card>
    </>
  );
}

function EntryScreen({ kind, id }: { kind: GameDataKind; id: number }) {
  const entry = useQuery(openedFresh(gameDataEntryQuery(kind, id)));
  const change = useGameDataChange(kind);
  const { save, prompt } = useGuardedSave();
  if (entry.isPending) return <PageLoading />;
  if (entry.isError) return entry.error.status === 404 ? <NotFound /> : <LoadError error={entry.error} onRetry={() => void entry.refetch()} />;
  const current = entry.data;
  const name = typeof current.values.Name === 'string' ? current.values.Name : `#${id}`;
  return (
    <>
      <Header kind={kind} title={name} />
      {prompt}
      <div className="row g-4">
        <div className="col-lg-7">
          <Card as="section" aria-labelledby="entry-title">
            <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
              <h2 id="entry-title" className="h5 mb-0">
                {kindText(kind, 'entry', { id: String(id) })}
              </h2>
              <span className="small text-body-secondary">{t('Revision {revision}', { revision: String(current.Revision) })}</span>
            </Card.Header>
            <Card.Body>
              {/* A new revision (saved here, by someone else, or a revert) redraws the form from the server's values. */}
              <GameDataForm
                key={current.Revision}
                kind={kind}
                values={current.values}
                onSave={async (fields) => {
                  await save(() => change.mutateAsync({ action: 'edit', id, revision: current.Revision, fields }));
                }}
              />
            </Card.Body>
          </Card>
          {/* Items and skills have a picture of their own, named by their Icon. */}
          {typeof current.values.Icon === 'string' && (
            <Suspense fallback={null}>
              <EntryPicture icon={current.values.Icon} name={name} />
            </Suspense>
          )}
        </div>
        <div className="col-lg-5">
          <Revisions kind={kind} entry={current} />
        </div>
      </div>
    </>
  );
}

/** Revision 0 holds a seeded entry's original values, kept when it was first changed. */
const ORIGINAL = 0;

/** One change as "Label: before → after" lines; the original values as "Label: value". */
function Changes({ kind, revision }: { kind: GameDataKind; revision: GameDataRevision }) {
  const choices = useQuery(gameDataChoicesQuery()).data;
  const fieldOf = (key: string) => GAME_DATA[kind].fields.find((f) => f.key === key);
  const label = (key: string) => registryText(fieldOf(key)?.label ?? key);
  // A reference is named as its select shows it, once the names are known.
  const shown = (key: string, v: GameDataValues[string] | undefined) => {
    if (v === null || v === undefined || v === '') return '—';
    const rule = fieldOf(key)?.rule;
    const named = rule?.type === 'int' && rule.ref ? choices?.[rule.ref]?.find((c) => c.id === v) : undefined;
    return named ? `${named.Name} (#${named.id})` : String(v);
  };
  return (
    <ul className="list-unstyled mb-0 small text-break">
      {Object.keys(revision.After).map((key) => (
        <li key={key}>
          <strong>{label(key)}</strong>:{' '}
          {revision.Revision === ORIGINAL ? shown(key, revision.After[key]) : `${shown(key, revision.Before[key])} → ${shown(key, revision.After[key])}`}
        </li>
      ))}
    </ul>
  );
}

function Revisions({ kind, entry }: { kind: GameDataKind; entry: GameDataEntry }) {
  const list = useQuery(openedFresh(gameDataRevisionsQuery(kind, entry.id)));
  const change = useGameDataChange(kind);
  const { run, prompt } = useStaffAction();
  const revert = (to: number) => void run(() => change.mutateAsync({ action: 'revert', id: entry.id, revision: entry.Revision, to }));
  return (
    <Card as="section" aria-labelledby="revisions-title">
      <Card.Header as="h2" id="revisions-title" className="h6 mb-0">
        {t('Revisions')}
      </Card.Header>
      {prompt}
      {list.isPending ? (
        <PageLoading label={t('Loading the revisions…')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} className="m-3" />
      ) : list.data.length === 0 ? (
        <Card.Body className="text-body-secondary">{t('No change from the dashboard yet.')}</Card.Body>
      ) : (
        <Table responsive className="mb-0 align-middle" aria-label={t('Revisions')}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('Who, when')}</th>
              <th scope="col">{t('What changed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((r) => (
              <tr key={r.Revision}>
                <td>{r.Revision}</td>
                <td className="small">
                  {r.Revision === ORIGINAL ? (
                    <>
                      <strong className="d-block">{t('Original values')}</strong>
                      {t('kept at the first change, by {name}', { name: r.StaffName })}
                    </>
                  ) : (
                    r.StaffName
                  )}
                  <span className="d-block text-body-secondary">
                    <DateText iso={r.At} withTime />
                  </span>
                  {r.RevertedTo !== null && <span className="d-block">{t('Back to revision {revision}', { revision: String(r.RevertedTo) })}</span>}
                </td>
                <td>
                  <Changes kind={kind} revision={r} />
                </td>
                <td>
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    disabled={r.Revision === entry.Revision || change.isPending}
                    aria-label={t('Revert to revision {revision}', { revision: String(r.Revision) })}
                    onClick={() => revert(r.Revision)}
                  >
                    {t('Revert')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
