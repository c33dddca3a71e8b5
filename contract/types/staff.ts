import type { Static } from 'typebox';
import type * as S from '../schemas/staff';
import { CONTACT_STATUSES } from '../values/staff';

export { CONTACT_STATUSES };

// Answers of the dashboard's staff calls, derived from their schemas.

export type PlayerRow = Static<typeof S.PlayerRow>;
export type PlayerDetail = Static<typeof S.PlayerDetail>;
export type LedgerRow = Static<typeof S.LedgerRow>;
export type AuditRow = Static<typeof S.AuditRow>;

export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type InboxRow = Static<typeof S.InboxRow>;
export type ContactThread = Static<typeof S.ContactThread>;

export type StaffStorePackage = Static<typeof S.StaffStorePackage>;
export type StoreCatalogueRow = Static<typeof S.StoreCatalogueAnswer>['data'][number];
export type StorePackageSaved = Static<typeof S.StorePackageSaved>;
export type StorePackageBody = Static<typeof S.StorePackageBody>;
