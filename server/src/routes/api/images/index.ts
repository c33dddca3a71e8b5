import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { answers } from '../../../lib/route-schema';
import { WebpVariants } from '../../../domain/images/variants';
import { IconParams, IdImageParams, idOrIcon, ImageAnswers, ItemOriginalParams, PlayerImageParams, StoreFileParams } from './params';
import { CACHE_UNVERSIONED, CACHE_VERSIONED, sendImage } from './send-image';
import { imageServiceOf } from '../../image-service-of';

/**
 * The image paths of docs/product-rules.md#http-contract. Files come from the assets folder (ASSETS_DIR, else DATA_DIR/assets) with the same layout as the path
 * after /api/image/ (e.g. ASSETS_DIR/assets/item/original/iwsword.png, ASSETS_DIR/guild/banner/7.png);
 * without a file, a deterministic picture is drawn for anything that exists.
 * A path whose parameters break their declaration names no image: 404, like an unknown one.
 * A PNG or JPEG is answered as WebP to a browser that accepts it (send-image.ts), encoded once per process.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const images = imageServiceOf(app);
  const variants = new WebpVariants();

  const image = { config: { what: 'The image' } } as const;
  const response = answers(ImageAnswers);

  app.get('/api/image/avatar/player/head/:id/:version', { ...image, schema: { params: PlayerImageParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.playerHead(request.params.id), CACHE_VERSIONED, variants),
  );

  app.get('/api/image/avatar/player/picture/:id/:version', { ...image, schema: { params: PlayerImageParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.playerPicture(request.params.id), CACHE_VERSIONED, variants),
  );

  app.get('/api/image/assets/item/original/:idOrIcon', { ...image, schema: { params: ItemOriginalParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.itemOriginal(idOrIcon(request.params.idOrIcon)), CACHE_UNVERSIONED, variants),
  );

  app.get('/api/image/assets/armor/original/:id', { ...image, schema: { params: IdImageParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.armorOriginal(request.params.id), CACHE_UNVERSIONED, variants),
  );

  app.get('/api/image/assets/item/16/:icon', { ...image, schema: { params: IconParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.itemIcon16(request.params.icon), CACHE_UNVERSIONED, variants),
  );

  app.get('/api/image/guild/banner/:id', { ...image, schema: { params: IdImageParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.guildBanner(request.params.id), CACHE_UNVERSIONED, variants),
  );

  app.get('/api/image/avatar/npc/head/:id', { ...image, schema: { params: IdImageParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.npcHead(request.params.id), CACHE_UNVERSIONED, variants),
  );

  app.get('/api/image/assets/default/store/:file', { ...image, schema: { params: StoreFileParams, response } }, async (request, reply) =>
    sendImage(request, reply, await images.storeImage(request.params.file), CACHE_UNVERSIONED, variants),
  );
};
export default routes;
