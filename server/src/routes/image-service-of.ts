import type { FastifyInstance } from 'fastify';
import { ImageService } from '../domain/images/image-service';
import { assetsRoot, avatarUploadsDir } from '../lib/storage-paths';

// One ImageService (and one picture cache) per database: the image endpoints and the share cards
// draw the same pictures from the same places.
const services = new WeakMap<object, ImageService>();

export function imageServiceOf(app: FastifyInstance): ImageService {
  let service = services.get(app.db);
  if (!service) {
    service = new ImageService(app.db, { assetsDir: assetsRoot(app.config), avatarUploadsDir: avatarUploadsDir(app.config.DATA_DIR), shared: app.sharedFiles });
    services.set(app.db, service);
  }
  return service;
}
