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
import { t } from '@/lib/i18n/translate';
import { openedFresh } from '@/lib/query-client';
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
      <PageHeader
        title={t('Dashboard · {section}', { section: t('New package') })}
        subtitle={t('A new package is a draft: players see it once it is published.')}
      />
      <DashboardNav />
      <PackageForm />
    </>
  );
}

function ExistingPackage({ id }: { id: number }) {
  const query = useQuery(openedFresh(storePackageQuery(id)));
  if (query.isPending) return <PageLoading label={t('Loading the package…')} />;
  if (query.isError) return query.error.status === 404 ? <NotFound what="package" /> : <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const pkg = query.data;
  return (
    <>
      <PageHeader
        title={t('Dashboard · {section}', { section: pkg.Name })}
        subtitle={t('Store package #{id}, version {version}', { id: String(pkg.id), version: String(pkg.Version) })}
      />
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
        <span>{pkg ? <StoreStatusBadge status={pkg.Status} /> : t('New package')}</span>
        <Link to={paths.dashboardStore()} className="dashboard-header-link">
          {t('All packages')}
        </Link>
      </Card.Header>
      <Card.Body>
        {prompt}
        <ServerForm<PackageValues>
          initialValues={pkg ? valuesOf(pkg) : EMPTY}
          aria-label={t('Store package')}
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
                  <FormField name="Name" label={t('Name')} required />
                </div>
                <div className="col-md-4">
                  <FormField name="Type" label={t('Type')} as="select">
                    <option value="1">1 · {t('Package')}</option>
                    <option value="2">2 · {t('Limited offer (stock)')}</option>
                    <option value="3">3 · {t('VIP membership')}</option>
                  </FormField>
                </div>
                <div className="col-md-8">
                  <FormField
                    name="File"
                    label={t('Picture file name')}
                    help={t('A picture uploaded to Store packages with the dashboard upload, e.g. {example}.', { example: 'dragon-pack.png' })}
                    required
                  />
                </div>
                <div className="col-md-4">
                  <FormField name="RarityID" label={t('Rarity')} as="select" required>
                    <option value="">{t('Choose…')}</option>
                    {rarities.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.Name}
                      </option>
                    ))}
                  </FormField>
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Cost" label={t('Price')} inputMode="numeric" required />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Currency" label={t('Currency')} />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="QuantityLeft" label={t('Stock')} inputMode="numeric" help={t('Limited packages only.')} />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="SortOrder" label={t('Order')} inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Coins" label={t('Reward coins')} inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="Vip" label={t('VIP days')} inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="BadgeID" label={t('Badge id')} inputMode="numeric" />
                </div>
                <div className="col-6 col-md-3">
                  <FormField name="TitleID" label={t('Title id')} inputMode="numeric" />
                </div>
                <div className="col-12">
                  <FormField
                    name="Items"
                    label={t('Items')}
                    help={t('Item id:quantity pairs separated by commas, e.g. {example}.', { example: '12:2,15:1' })}
                  />
                </div>
                <div className="col-md-6">
                  <FormField name="SaleStartsAt" label={t('Sale starts')} type="datetime-local" help={t('Your own time; empty: at once.')} />
                </div>
                <div className="col-md-6">
                  <FormField name="SaleEndsAt" label={t('Sale ends')} type="datetime-local" help={t('Your own time; empty: never.')} />
                </div>
              </div>
              <GiftableSwitch />
              <SubmitButton variant="warning">{pkg ? t('Save') : t('Create the draft')}</SubmitButton>
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
  return <Form.Check type="switch" id="field-Giftable" className="mb-3" label={t('May be bought as a gift')} {...field} />;
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
          {t('Publish')}
        </Button>
      )}
      {pkg.Status !== 'retired' && (
        <Button
          variant="outline-danger"
          disabled={action.isPending}
          onClick={() =>
            window.confirm(t('Retire {name}? It leaves the store; its purchases stay.', { name: pkg.Name })) &&
            void run(() => action.mutateAsync({ action: 'retire', version: pkg.Version }))
          }
        >
          {t('Retire')}
        </Button>
      )}
    </div>
  );
}
