/**
 * A photo the device cannot have (offline or the store silent, and never kept) shows as its
 * frame, not as the browser's broken image with its words spilling over the card: the image is
 * given an empty picture, and keeps its size and background. For every image of the page, those
 * of the server's HTML that failed before the scripts came, and those drawn later (a list's own
 * photos say so themselves: ListPhoto.tsx).
 */
const EMPTY = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

function emptied(img: HTMLImageElement) {
  if (img.src === EMPTY) return;
  // One change of what the image shows: srcset first would load `src` (the photo that failed) again.
  img.srcset = EMPTY;
  img.src = EMPTY;
}

export function showFailedImagesAsFrames() {
  document.addEventListener('error', (e) => e.target instanceof HTMLImageElement && emptied(e.target), true);
  for (const img of document.images) if (img.complete && img.naturalWidth === 0 && img.naturalHeight === 0 && img.currentSrc) emptied(img);
}
