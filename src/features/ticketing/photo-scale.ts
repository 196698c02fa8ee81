/**
 * A photo is made smaller on the device before it waits in the outbox (long side at most
 * 1600 px): a phone's 12-megapixel picture of a box becomes a few hundred kilobytes, sent sooner
 * on a poor connection and well within the server's 5 MB. PDFs and small images go as they are.
 */
export const PHOTO_MAX_SIDE = 1600;

/** The size that keeps the aspect ratio with the long side at most `max` (never enlarged). */
export function scaledSize(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max || long === 0) return { width, height };
  const k = max / long;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/** The file to queue: a JPEG no larger than PHOTO_MAX_SIDE for a large photo, else the file itself. */
export async function scalePhoto(file: File): Promise<File> {
  if (!/^image\/(jpeg|png|webp)$/.test(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // not a picture the browser can read: the server decides
  }
  const size = scaledSize(bitmap.width, bitmap.height);
  if (size.width === bitmap.width && size.height === bitmap.height) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  if (!blob) return file;
  return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
}
