import { shade, type Sky } from './palette';
import type { SvgCanvas } from './svg';

/** A framed window with a glass gradient, a mullion cross and a sill. */
export function drawWindow(
  c: SvgCanvas,
  x: number,
  y: number,
  w: number,
  h: number,
  glass: string,
  frame = '#ffffff',
): void {
  c.rect(x - 4, y - 4, w + 8, h + 8, frame);
  c.rect(x, y, w, h, glass);
  c.polygon(
    [
      [x, y + h * 0.55],
      [x + w * 0.55, y],
      [x + w * 0.8, y],
      [x, y + h * 0.85],
    ],
    '#ffffff',
    'opacity="0.25"',
  );
  c.line(x + w / 2, y, x + w / 2, y + h, frame, 3);
  c.line(x, y + h * 0.45, x + w, y + h * 0.45, frame, 3);
  c.rect(x - 8, y + h + 4, w + 16, 6, shade(frame, -0.15));
}

export function glassFill(c: SvgCanvas, sky: Sky): string {
  return c.linear([
    [0, sky.glass[0]],
    [1, sky.glass[1]],
  ]);
}

/** A front door with a small glass panel, a knob and a step. */
export function drawDoor(
  c: SvgCanvas,
  x: number,
  groundY: number,
  w: number,
  h: number,
  color: string,
  glass: string,
): void {
  c.rect(x - 6, groundY - h - 6, w + 12, h + 6, '#f3efe6');
  c.rect(x, groundY - h, w, h, color);
  c.rect(x + w * 0.25, groundY - h + 12, w * 0.5, h * 0.25, glass);
  c.circle(x + w * 0.8, groundY - h * 0.45, 4, '#e8c36a');
  c.rect(x - 14, groundY - 2, w + 28, 10, '#bdb6aa');
}

/** Soft shadow on the ground under a building. */
export function drawShadow(c: SvgCanvas, cx: number, groundY: number, w: number): void {
  c.ellipse(cx + 20, groundY + 6, w * 0.6, 16, '#000000', 'opacity="0.13"');
}

/** Light on one side, shade on the other: makes flat walls read as volumes. */
export function sideLight(c: SvgCanvas, x: number, y: number, w: number, h: number): void {
  c.rect(
    x,
    y,
    w,
    h,
    c.linear(
      [
        [0, '#ffffff', 0.12],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.12],
      ],
      1,
      0,
    ),
  );
}
