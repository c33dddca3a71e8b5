import { lazy, Suspense } from 'react';
import Card from 'react-bootstrap/Card';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import { staffMay } from '@contract/rules/staff-permissions';
import { useBootstrap } from '@/lib/bootstrap';
import { t } from '@/lib/i18n/translate';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { DashboardNav } from '../components/dashboard-nav';
import { LinkedFileField } from '../components/linked-file-field';
import { ReadOnlySwitch } from '../components/read-only-switch';
import { StaffOnly } from '../components/staff-only';
import { UploadWidget } from '../components/upload-widget';
import { findSection, SECTIONS, type SectionInfo } from '../lib/sections';
import '../dashboard.css';

// The entries table (a server table) only for those who edit game data: its own chunk, so the dashboard's first load stays within budget.
const GameDataTable = lazy(() => import('../components/game-data-table').then((m) => ({ default: m.GameDataTable })));

/** /dashboard and /dashboard/:section (docs/product-rules.md#page-behaviour): staff only; toasts for messages (docs/product-rules.md#pages-and-routes, docs/product-rules.md#error-messages). */
export default function DashboardPage() {
  const { section } = useParams();
  const info = findSection(section);
  if (section && !info) return <NotFound />;
  return (
    <StaffOnly>
      <PageHeader title={info ? t('Dashboard · {section}', { section: t(info.label) }) : t('Dashboard')} subtitle={t('Game data and assets, for staff.')} />
      <DashboardNav />
      {info ? <SectionScreen info={info} /> : <Overview />}
    </StaffOnly>
  );
}

function UploadCard({ info }: { info?: SectionInfo }) {
  const linked = 'File';
  return (
    <Card className="mb-4">
      <Card.Header as="h2" className="h5 mb-0">
        {t('Upload assets')}
      </Card.Header>
      <Card.Body>
        <div className="row g-4">
          <div className="col-lg-8">
            <UploadWidget linkedInput={linked} storage={info?.storage} path={info?.folder} />
          </div>
          <div className="col-lg-4">
            <LinkedFileField name={linked} label={info ? t(info.file) : t('File')} />
          </div>
        </div>
      </Card.Body>
    </Card>
  );
}

function Overview() {
  return (
    <>
      <ReadOnlySwitch />
      <UploadCard />
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-5 g-3">
        {SECTIONS.map((s) => (
          <div className="col" key={s.key}>
            <Link to={paths.dashboard(s.key)} className="card h-100 text-decoration-none dashboard-section-card">
              <div className="card-body">
                <h2 className="h6 card-title mb-1">{t(s.label)}</h2>
                <p className="card-text small text-body-secondary mb-0">{t('Files go to {folder}', { folder: s.folder })}</p>
              </div>
            </Link>
          </div>
        ))}
      </div>
    </>
  );
}

/** A section: its entries for those who may edit game data, and the asset upload for all staff. */
function SectionScreen({ info }: { info: SectionInfo }) {
  const { staffRole } = useBootstrap();
  return (
    <>
      {staffMay(staffRole, 'gameData') && (
        <Suspense fallback={null}>
          <GameDataTable kind={info.key} />
        </Suspense>
      )}
      <UploadCard info={info} />
    </>
  );
}
