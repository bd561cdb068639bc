/** A tiny SVG writer: shapes in paint order, gradients collected into <defs>. */
export type Stop = [offset: number, color: string, opacity?: number];

const num = (v: number) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export class SvgCanvas {
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private ids = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  /** A vertical (default) or any-direction linear gradient; returns the fill value. */
  linear(stops: Stop[], x2 = 0, y2 = 1): string {
    const id = `g${this.ids++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[]): string {
    const id = `g${this.ids++}`;
    this.defs.push(`<radialGradient id="${id}">${stopTags(stops)}</radialGradient>`);
    return `url(#${id})`;
  }

  rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): void {
    this.parts.push(
      `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}" ${extra}/>`,
    );
  }

  circle(cx: number, cy: number, r: number, fill: string, extra = ''): void {
    this.parts.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}" ${extra}/>`,
    );
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): void {
    this.parts.push(
      `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}" ${extra}/>`,
    );
  }

  polygon(points: Array<[number, number]>, fill: string, extra = ''): void {
    const list = points.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');
    this.parts.push(`<polygon points="${list}" fill="${fill}" ${extra}/>`);
  }

  path(d: string, fill: string, extra = ''): void {
    this.parts.push(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }

  line(
    x1: number,
    y1: number,
    x2: number,
    y2: number,
    stroke: string,
    width: number,
    extra = '',
  ): void {
    this.parts.push(
      `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${num(width)}" ${extra}/>`,
    );
  }

  /** Shapes drawn by `draw` as one group, e.g. with one opacity for the whole (no seams). */
  group(attributes: string, draw: () => void): void {
    this.parts.push(`<g ${attributes}>`);
    draw();
    this.parts.push('</g>');
  }

  toString(): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`
    );
  }
}

function stopTags(stops: Stop[]): string {
  return stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${offset}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
}

export { num };
