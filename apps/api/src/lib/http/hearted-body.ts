const NOT_HEARTED = '{"favory":false';
const HEARTED = Buffer.from('{"favory":true');
const COMMA = Buffer.from(',');

/** One advert of a shared list, as UTF-8 JSON, without and with the caller's heart. */
interface AdvertJson {
  id: number;
  json: Buffer;
  hearted?: Buffer;
}

interface Listed {
  id: number;
  favory?: boolean;
}

/**
 * A visitors' list of adverts (a page, or a bare array), already checked against the contract,
 * as signed-in callers share it: each caller's body is the same adverts' JSON, encoded once,
 * with their own hearts, so an answer costs a copy of bytes, not a check, a serialisation and
 * an encoding of every advert (docs/product.md#freshness).
 */
export class HeartedBody {
  /** The advert ids, for reading the caller's hearts among them. */
  readonly ids: number[];
  private withoutHearts?: Buffer;

  private constructor(
    private readonly head: Buffer,
    private readonly adverts: AdvertJson[],
    private readonly tail: Buffer,
  ) {
    this.ids = adverts.map((advert) => advert.id);
  }

  /**
   * `json`: a visitor's answer, the route's serializer output (no advert has `favory`). A page
   * keeps its other fields after `content`.
   */
  static of(json: string): HeartedBody {
    const value = JSON.parse(json) as Listed[] | { content: Listed[] };
    if (Array.isArray(value))
      return new HeartedBody(Buffer.from('['), value.map(toAdvertJson), Buffer.from(']'));
    const { content, ...rest } = value;
    const others = JSON.stringify(rest).slice(1, -1);
    const tail = Buffer.from(others ? `],${others}}` : ']}');
    return new HeartedBody(Buffer.from('{"content":['), content.map(toAdvertJson), tail);
  }

  /** The body for a caller whose hearts among these adverts are `hearts`. */
  for(hearts: ReadonlySet<number>): Buffer {
    // Most callers have none of these adverts among their hearts: one body serves them all.
    if (!this.ids.some((id) => hearts.has(id))) return (this.withoutHearts ??= this.join(hearts));
    return this.join(hearts);
  }

  private join(hearts: ReadonlySet<number>): Buffer {
    const parts: Buffer[] = [this.head];
    this.adverts.forEach((advert, index) => {
      if (index > 0) parts.push(COMMA);
      if (!hearts.has(advert.id)) return parts.push(advert.json);
      advert.hearted ??= Buffer.concat([HEARTED, advert.json.subarray(NOT_HEARTED.length)]);
      return parts.push(advert.hearted);
    });
    parts.push(this.tail);
    return Buffer.concat(parts);
  }
}

function toAdvertJson(advert: Listed): AdvertJson {
  if (advert.favory !== undefined) throw new Error("a shared list is a visitor's: no hearts");
  // `favory` goes first, so that `for` turns the heart on by changing the JSON's start.
  return { id: advert.id, json: Buffer.from(JSON.stringify({ favory: false, ...advert })) };
}
