import type { FastifyPluginAsync } from 'fastify';
import type { StorePackage } from '@contract/types/store';
import { findPackage } from '../../../domain/store/catalogue';
import { pageText, type PageText } from '../../../lib/page-text';
import { linkLanguage } from '../../../lib/request-language';

/** One line of what a package grants, for link previews; the badge's, title's and currency's names are kept. */
function packageSummary(pkg: StorePackage, { say, list }: PageText): string {
  const grants = [
    pkg.Coins > 0 && say('{coins} Coins', { coins: pkg.Coins }),
    pkg.Vip > 0 && say('{days, plural, one {# VIP day} other {# VIP days}}', { days: pkg.Vip }),
    pkg.Badge && say('the {badge} badge', { badge: pkg.Badge.Name }),
    pkg.Title && say('the {title} title', { title: pkg.Title.Name }),
    pkg.Items.length > 0 && say('{count, plural, one {# item} other {# items}}', { count: pkg.Items.length }),
  ].filter((grant): grant is string => Boolean(grant));
  return [
    say('{cost} {currency}.', { cost: pkg.Cost, currency: pkg.Currency }),
    ...(grants.length ? [say('Includes {grants}.', { grants: list(grants) })] : []),
    say('Buy it for yourself or gift it to a friend.'),
  ].join(' ');
}

/**
 * Deep-link title and Open Graph tags of a package's confirmation page (the bootstrap injection), in
 * the language the link names (docs/translations.md#link-previews-and-share-cards).
 */
const storePageMeta: FastifyPluginAsync = async (app) => {
  app.registerPageMeta('/store/confirmation/:id', async (params, request) => {
    // A numeric id, as the API's path takes it; anything else is an unknown package (a 404 page).
    if (!/^[1-9]\d{0,8}$/.test(params.id ?? '')) return null;
    const pkg = await findPackage(app.db, Number(params.id));
    if (!pkg) return null;
    return {
      title: pkg.Name,
      description: packageSummary(pkg, pageText(linkLanguage(request))),
      image: `/api/image/assets/default/store/${encodeURIComponent(pkg.File)}`,
    };
  });
};
export default storePageMeta;
