import sharp from 'sharp';
import { imageData, type ImageData } from './image';

/** Rasterises a generated SVG to PNG (librsvg through sharp). */
export async function svgToPng(svg: string): Promise<ImageData> {
  const body = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  return imageData(body, 'image/png');
}

/** Scales any image to a square PNG icon, keeping its proportions on a transparent background. */
export async function toSquarePng(source: Buffer, size: number): Promise<ImageData> {
  const body = await sharp(source)
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 }, kernel: 'lanczos3' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return imageData(body, 'image/png');
}
