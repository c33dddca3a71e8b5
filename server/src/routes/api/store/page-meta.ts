import type { FastifyPluginAsync } from 'fastify';
import { formatNumber } from '@contract/rules/format';
import type { StorePackage } from '@contract/types/store';
import { findPackage } from '../../../domain/store/catalogue';

/** One line of what a package grants, for link previews. */
function packageSummary(pkg: StorePackage): string {
  const parts = [
    pkg.Coins > 0 && `${formatNumber(pkg.Coins)} Coins`,
    pkg.Vip > 0 && `${formatNumber(pkg.Vip)} VIP days`,
    pkg.Badge && `the ${pkg.Badge.Name} badge`,
    pkg.Title && `the ${pkg.Title.Name} title`,
    pkg.Items.length > 0 && `${pkg.Items.length} item${pkg.Items.length === 1 ? '' : 's'}`,
  ].filter(Boolean);
  const grants = parts.length ? ` Includes ${parts.join(', ')}.` : '';
  return `${formatNumber(pkg.Cost)} ${pkg.Currency}.${grants} Buy it for yourself or gift it to a friend.`;
}

/** Deep-link title and Open Graph tags of a package's confirmation page (the bootstrap injection). */
const storePageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/store/confirmation/:id', async (params) => {
    // A numeric id, as the API's path takes it; anything else is an unknown package (a 404 page).
    if (!/^[1-9]\d{0,8}$/.test(params.id ?? '')) return null;
    const pkg = await findPackage(app.db, Number(params.id));
    if (!pkg) return null;
    return { title: pkg.Name, description: packageSummary(pkg), image: `/api/image/assets/default/store/${encodeURIComponent(pkg.File)}` };
  });
};
export default storePageMeta;
