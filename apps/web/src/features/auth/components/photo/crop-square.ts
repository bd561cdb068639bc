/** The part of the picture chosen in the crop dialog, in the picture's own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The side of the square sent, at most: the server keeps 256 px copies, and twice that leaves it
 * room to resample well while the upload stays a few hundred kilobytes.
 */
export const SQUARE_SIDE = 512;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The picture could not be opened.'));
    image.src = url;
  });
}

/**
 * Cuts the chosen square out of the picture in the browser and answers it as a JPEG
 * (docs/product.md#profile-photo). A transparent PNG gets a white background.
 */
export async function cropSquare(imageUrl: string, area: PixelArea): Promise<Blob> {
  const image = await loadImage(imageUrl);
  const side = Math.max(1, Math.min(SQUARE_SIDE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot cut the picture.');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be cut.'))),
      'image/jpeg',
      0.9,
    ),
  );
}
