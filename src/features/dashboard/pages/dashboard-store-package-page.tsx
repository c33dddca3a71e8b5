import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useQuery } from '@tanstack/react-query';
import { useField } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@contract/paths';
import type { StaffStorePackage, StorePackageBody } from '@contract/types/staff';
import { FormField } from '@/components/forms/form-field';
import { ServerForm } from '@/components/forms/server-form';
import { SubmitButton } from '@/components/forms/submit-button';
import { NotFound } from '@/components/layout/not-found';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoading } from '@/components/layout/page-loading';
import { LoadError } from '@/components/ui/load-error';
import { showToast } from '@/components/ui/toasts';
import { useBootstrap } from '@/lib/bootstrap';
import { storePackageQuery, useSaveStorePackage, useStorePackageAction } from '../api/store';
import { DashboardNav } from '../components/dashboard-nav';
import { useStaffAction } from '../components/second-factor-prompt';
import { StaffOnly } from '../components/staff-only';
import { StoreStatusBadge } from '../components/store-status-badge';
import { fromLocalInput, toLocalInput } from '../lib/local-datetime';
import '../dashboard.css';

/** The form's text, as the API takes it; the version travels beside it. */
type PackageValues = Omit<StorePackageBody, 'Version' | 'Giftable'> & { Giftable: boolean };

const EMPTY: PackageValues = {
  Name: '',
  File: '',
  Type: '1',
  RarityID: '',
  Cost: '',
  Currency: 'Coins',
  QuantityLeft: '',
  Coins: '',
  Vip: '',
  BadgeID: '',
  TitleID: '',
  Items: '',
  SortOrder: '',
  SaleStartsAt: '',
  SaleEndsAt: '',
  Giftable: true,
};

const text = (n: number | null) => (n === null ? '' : String(n));

const valuesOf = (p: StaffStorePackage): PackageValues => ({
  Name: p.Name,
  File: p.File,
  Type: String(p.Type),
  RarityID: String(p.RarityID),
  Cost: String(p.Cost),
  Currency: p.Currency,
  QuantityLeft: text(p.QuantityLeft),
  Coins: String(p.Coins),
  Vip: String(p.Vip),
  BadgeID: text(p.BadgeID),
  TitleID: text(p.TitleID),
  Items: p.Items.map((i) => `${i.ItemID}:${i.Quantity}`).join(','),
  SortOrder: String(p.SortOrder),
  SaleStartsAt: toLocalInput(p.SaleStartsAt),
  SaleEndsAt: toLocalInput(p.SaleEndsAt),
  Giftable: p.Giftable,
});

const bodyOf = (v: PackageValues, version?: number): StorePackageBody => ({
  ...v,
  ...(version === undefined ? {} : { Version: String(version) }),
  SaleStartsAt: fromLocalInput(v.SaleStartsAt ?? ''),
  SaleEndsAt: fromLocalInput(v.SaleEndsAt ?? ''),
  Giftable: v.Giftable ? '1' : '0',
});

/** /dashboard/store/new and /dashboard/store/:packageId: one package's form, Publish and Retire (game master and up). */
export default function DashboardStorePackagePage() {
  const raw = useParams().packageId;
  const id = Number(raw);
  return (
    <StaffOnly permission="store">
      {raw === undefined ? <NewPackage /> : Number.isInteger(id) && id > 0 ? <ExistingPackage id={id} /> : <NotFound what="package" />}
    </StaffOnly>
  );
}

function NewPackage() {
  return (
    <>
      <PageHeader title="Dashboard · New package" subtitle="A new package is a draft: players see it once it is published." />
      <DashboardNav />
      <PackageForm />
    </>
  );
}

function ExistingPackage({ id }: { id: number }) {
  const query = useQuery(storePackageQuery(id));
  if (query.isPending) return <PageLoading label="Loading the package…" />;
  if (query.isError) return query.error.status === 404 ? <NotFound what="package" /> : <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const pkg = query.data;
  return (
    <>
      <PageHeader title={`Dashboard · ${pkg.Name}`} subtitle={`Store package #${pkg.id}, version ${pkg.Version}`} />
      <DashboardNav />
      {/* A new version (saved here, or by someone else and read again after a conflict) starts the form afresh from it. */}
      <PackageForm key={pkg.Version} pkg={pkg} />
    </>
  );
}

function PackageForm({ pkg }: { pkg?: StaffStorePackage }) {
  const navigate = useNavigate();
  const save = useSaveStorePackage(pkg?.id);
  const { guard, prompt } = useStaffAction();
  const { rarities } = useBootstrap();
  return (
    <Card className="mb-4">
      <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <span>{pkg ? <StoreStatusBadge status={pkg.Status} /> : 'New package'}</span>
        <Link to={paths.dashboardStore()} className="dashboard-header-link">
          All packages
        </Link>
      </Card.Header>
      <Card.Body>
        {prompt}
        <ServerForm<PackageValues>
          initialValues={pkg ? valuesOf(pkg) : EMPTY}
          aria-label="Store package"
          onSubmit={async (values) => {
            const answer = await guard(() => save.mutateAsync(bodyOf(values, pkg?.Version)));
            if (!answer) return;
            showToast('success', answer.message);
            if (!pkg) void navigate(paths.dashboardStorePackage(answer.package.id), { replace: true });
          }}
        >
          {() => (
            <>
              <div className="row gx-3">
                <div className="col-md-8">
                  <FormField name="Name" label="Name" required />
                </div>
                <div className="col-md-4">
                  <FormField name="Type" label="Type" as="select">
                    <option value="1">1 · Package</option>
                    <option value="2">2 · Limited offer (stock)</option>
                    <option value="3">3 · VIP membership</option>
                  </FormField>
                </div>
                <div className="col-md-8">
                  <FormField
                    name="File"
                    label="Picture file name"
                    help="A picture uploaded to Store packages with the dashboard upload, e.g. dragon-pack.png."
                    required
                  />
                </div>
                <div className="col-md-4">
                  <FormField name="RarityID" label="Rarity" as="select" required>
                    <option value="">Choose…</option>
                    {rarities.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.Name}
                      </option>
                    ))}
                  </FormField>
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Cost" label="Price" inputMode="numeric" required />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Currency" label="Currency" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="QuantityLeft" label="Stock" inputMode="numeric" help="Limited packages only." />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="SortOrder" label="Order" inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Coins" label="Reward coins" inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Vip" label="VIP days" inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="BadgeID" label="Badge id" inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="TitleID" label="Title id" inputMode="numeric" />
                </div>
                <div className="col-12">
                  <FormField name="Items" label="Items" help="Item id:quantity pairs separated by commas, e.g. 12:2,15:1." />
                </div>
                <div className="col-md-6">
                  <FormField name="SaleStartsAt" label="Sale starts" type="datetime-local" help="Your own time; empty: at once." />
                </div>
                <div className="col-md-6">
                  <FormField name="SaleEndsAt" label="Sale ends" type="datetime-local" help="Your own time; empty: never." />
                </div>
              </div>
              <GiftableSwitch />
              <SubmitButton variant="warning">{pkg ? 'Save' : 'Create the draft'}</SubmitButton>
            </>
          )}
        </ServerForm>
        {pkg && <StateActions pkg={pkg} />}
      </Card.Body>
    </Card>
  );
}

function GiftableSwitch() {
  const [field] = useField({ name: 'Giftable', type: 'checkbox' });
  return <Form.Check type="switch" id="field-Giftable" className="mb-3" label="May be bought as a gift" {...field} />;
}

/** Publish and Retire, each naming the version on screen: a stale one is refused and the package read again. */
function StateActions({ pkg }: { pkg: StaffStorePackage }) {
  const action = useStorePackageAction(pkg.id);
  const { run, prompt } = useStaffAction();
  return (
    <div className="d-flex flex-wrap gap-2 border-top pt-3 mt-3">
      {prompt}
      {pkg.Status !== 'published' && (
        <Button variant="success" disabled={action.isPending} onClick={() => void run(() => action.mutateAsync({ action: 'publish', version: pkg.Version }))}>
          Publish
        </Button>
      )}
      {pkg.Status !== 'retired' && (
        <Button
          variant="outline-danger"
          disabled={action.isPending}
          onClick={() =>
            window.confirm(`Retire ${pkg.Name}? It leaves the store; its purchases stay.`) &&
            void run(() => action.mutateAsync({ action: 'retire', version: pkg.Version }))
          }
        >
          Retire
        </Button>
      )}
    </div>
  );
}
