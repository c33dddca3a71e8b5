import type { FastifyPluginAsync } from 'fastify';
import { ImageService } from '../../../domain/images/image-service';
import { assetsRoot, avatarUploadsDir } from '../../../lib/storage-paths';
import { parseFileName, parseId, parseIdOrIcon, parseVersion } from './params';
import { CACHE_UNVERSIONED, CACHE_VERSIONED, sendImage } from './send-image';


/**
 * The image paths of SPEC §7 "Images". Files come from the assets folder (ASSETS_DIR, else DATA_DIR/assets) with the same layout as the path
 * after /api/image/ (e.g. ASSETS_DIR/assets/item/original/iwsword.png, ASSETS_DIR/guild/banner/7.png);
 * without a file, a deterministic picture is drawn for anything that exists.
 */
const routes: FastifyPluginAsync = async (app) => {
  const images = new ImageService(app.db, {
    assetsDir: assetsRoot(app.config),
    avatarUploadsDir: avatarUploadsDir(app.config.DATA_DIR),
    shared: app.sharedFiles,
  });

  app.get<{ Params: { id: string; version: string } }>('/api/image/avatar/player/head/:id/:version', async (request, reply) => {
    const id = parseId(request.params.id, 'player id');
    parseVersion(request.params.version);
    return sendImage(request, reply, await images.playerHead(id), CACHE_VERSIONED);
  });

  app.get<{ Params: { id: string; version: string } }>('/api/image/avatar/player/picture/:id/:version', async (request, reply) => {
    const id = parseId(request.params.id, 'player id');
    parseVersion(request.params.version);
    return sendImage(request, reply, await images.playerPicture(id), CACHE_VERSIONED);
  });

  app.get<{ Params: { idOrIcon: string } }>('/api/image/assets/item/original/:idOrIcon', async (request, reply) =>
    sendImage(request, reply, await images.itemOriginal(parseIdOrIcon(request.params.idOrIcon)), CACHE_UNVERSIONED),
  );

  app.get<{ Params: { id: string } }>('/api/image/assets/armor/original/:id', async (request, reply) =>
    sendImage(request, reply, await images.armorOriginal(parseId(request.params.id, 'item id')), CACHE_UNVERSIONED),
  );

  app.get<{ Params: { icon: string } }>('/api/image/assets/item/16/:icon', async (request, reply) =>
    sendImage(request, reply, await images.itemIcon16(parseFileName(request.params.icon, 'icon')), CACHE_UNVERSIONED),
  );

  app.get<{ Params: { id: string } }>('/api/image/guild/banner/:id', async (request, reply) =>
    sendImage(request, reply, await images.guildBanner(parseId(request.params.id, 'guild id')), CACHE_UNVERSIONED),
  );

  app.get<{ Params: { id: string } }>('/api/image/avatar/npc/head/:id', async (request, reply) =>
    sendImage(request, reply, await images.npcHead(parseId(request.params.id, 'NPC id')), CACHE_UNVERSIONED),
  );

  app.get<{ Params: { file: string } }>('/api/image/assets/default/store/:file', async (request, reply) =>
    sendImage(request, reply, await images.storeImage(parseFileName(request.params.file, 'file name')), CACHE_UNVERSIONED),
  );
};
export default routes;
