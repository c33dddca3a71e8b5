import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { STORE_PACKAGE_STATUSES } from '@contract/values/store';
import {
  StaffStorePackage,
  StoreCatalogueAnswer,
  StoreCatalogueQuery,
  StorePackageBody,
  StorePackageEditBody,
  StorePackageIdParams,
  StorePackageSaved,
  StorePackageVersionBody,
} from '@contract/schemas/staff';
import { answers } from '../../../lib/route-schema';
import { runTable, tableFields } from '../../../plugins/table-request';
import { countStar } from '../../../domain/tables/table-query';
import { storePackages } from '../../../db/schema/index';
import { requirePermission, staffCan } from '../../../plugins/staff-permission';
import { notFound } from '../../../domain/errors';
import { createPackage, editPackage, packageFields, readPackage, setPackageStatus } from '../../../domain/dashboard/store-catalogue';
import { FilterFields } from './filters';
import { eq } from 'drizzle-orm';

/**
 * The store catalogue (game master and up; docs/dashboard.md#store-catalogue):
 * - GET  /api/dashboard/store                        DataTables of every package, any state; filter status; search in name
 * - GET  /api/dashboard/store/:packageId             one package as staff edit it
 * - POST /api/dashboard/store                        create, as a draft
 * - POST /api/dashboard/store/:packageId             edit (names the version it was based on; 409 when stale)
 * - POST /api/dashboard/store/:packageId/publish     onto the store
 * - POST /api/dashboard/store/:packageId/retire      off the store (its purchases stay)
 */
const store: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const what = { config: { what: 'The package' } };
  // Staff without the store right are refused before any field is judged.
  const storeStaff = { preValidation: staffCan('store') };

  app.get(
    '/api/dashboard/store',
    { preValidation: staffCan('store'), schema: { querystring: StoreCatalogueQuery, response: answers({ 200: StoreCatalogueAnswer }) } },
    async (request) => {
      const fields = tableFields(request);
      const f = new FilterFields(fields);
      const status = f.oneOf('status', 'status', STORE_PACKAGE_STATUSES);
      f.done();
      const row = {
        id: storePackages.id,
        Name: storePackages.Name,
        Cost: storePackages.Cost,
        Currency: storePackages.Currency,
        QuantityLeft: storePackages.QuantityLeft,
        Status: storePackages.Status,
        Version: storePackages.Version,
        SaleStartsAt: storePackages.SaleStartsAt,
        SaleEndsAt: storePackages.SaleEndsAt,
      };
      return runTable(
        fields,
        {
          sortable: { id: storePackages.id, Name: storePackages.Name, Cost: storePackages.Cost },
          defaultOrder: { column: 'id' as 'id' | 'Name' | 'Cost', dir: 'desc' },
          searchable: [storePackages.Name],
          tiebreak: [storePackages.id],
        },
        () => ({
          rows: db.select(row).from(storePackages).$dynamic(),
          count: db.select({ n: countStar() }).from(storePackages).$dynamic(),
          where: status ? eq(storePackages.Status, status) : undefined,
        }),
        (r) => ({ ...r, SaleStartsAt: r.SaleStartsAt?.toISOString() ?? null, SaleEndsAt: r.SaleEndsAt?.toISOString() ?? null }),
      );
    },
  );

  app.get(
    '/api/dashboard/store/:packageId',
    { ...what, preHandler: staffCan('store'), schema: { params: StorePackageIdParams, response: answers({ 200: StaffStorePackage }) } },
    async (request) => (await readPackage(db, request.params.packageId)) ?? Promise.reject(notFound('The package')),
  );

  app.post('/api/dashboard/store', { ...storeStaff, schema: { body: StorePackageBody, response: answers({ 200: StorePackageSaved }) } }, async (request) => {
    const actor = { ...requirePermission(request, 'store'), ip: request.ip };
    const pkg = await createPackage(db, actor, packageFields(request.body));
    // This process's visitor cache was emptied by the write itself; no other copy of the catalogue is kept.
    return { message: `The package ${pkg.Name} was created as a draft.`, package: pkg };
  });

  app.post(
    '/api/dashboard/store/:packageId',
    { ...what, ...storeStaff, schema: { params: StorePackageIdParams, body: StorePackageEditBody, response: answers({ 200: StorePackageSaved }) } },
    async (request) => {
      const actor = { ...requirePermission(request, 'store'), ip: request.ip };
      const pkg = await editPackage(db, actor, request.params.packageId, request.body.Version, packageFields(request.body));
      return { message: `The package ${pkg.Name} was saved.`, package: pkg };
    },
  );

  for (const [action, to] of [
    ['publish', 'published'],
    ['retire', 'retired'],
  ] as const) {
    app.post(
      `/api/dashboard/store/:packageId/${action}`,
      { ...what, ...storeStaff, schema: { params: StorePackageIdParams, body: StorePackageVersionBody, response: answers({ 200: StorePackageSaved }) } },
      async (request) => {
        const actor = { ...requirePermission(request, 'store'), ip: request.ip };
        const pkg = await setPackageStatus(db, actor, request.params.packageId, request.body.Version, to);
        return { message: `The package ${pkg.Name} was ${to === 'published' ? 'published on the store' : 'retired from the store'}.`, package: pkg };
      },
    );
  }
};
export default store;
