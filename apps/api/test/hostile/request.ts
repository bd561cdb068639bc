import type { InjectOptions } from 'fastify';
import type { HostileCase, Part, Path } from './cases';
import { VerbatimUrlText } from './hostile-values';

/** A valid request for one route: its path parameters, query and body. */
export interface BaseRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  /** Pictures go as multipart/form-data; every other body as JSON. */
  multipartFile?: Buffer;
}

/** Sets a key as an own property, `__proto__` included, without touching any prototype. */
const put = (target: object, key: string | number, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

function containerAt(root: Record<string, unknown>, path: Path): Record<string | number, unknown> {
  let current: Record<string | number, unknown> = root;
  path.forEach((step, i) => {
    const next = Object.hasOwn(current, step) ? current[step] : undefined;
    if (next === null || typeof next !== 'object')
      put(current, step, typeof path[i + 1] === 'number' ? [] : {});
    current = current[step] as Record<string | number, unknown>;
  });
  return current;
}

/** The valid request with the one change the case describes. */
export function applyCase(base: BaseRequest, c: HostileCase): BaseRequest {
  if (c.kind === 'raw') return base;
  const copy = structuredClone({ params: base.params, query: base.query, body: base.body ?? {} });
  const parts = copy as Record<Part, Record<string, unknown>>;
  if (c.kind === 'whole') put(parts, c.part, c.value);
  else if (c.kind === 'extra') put(containerAt(parts[c.part], c.path), c.key, c.value);
  else {
    const parent = containerAt(parts[c.part], c.path.slice(0, -1));
    const last = c.path[c.path.length - 1]!;
    if (c.kind === 'remove') delete parent[last];
    else put(parent, last, c.value);
  }
  return { ...base, ...parts };
}

/** Percent-encodes UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser would send it). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9._~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');

/** How a value travels in a URL: text as is, numbers as JavaScript writes them, objects as JSON. */
export const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === undefined
      ? ''
      : typeof value === 'object' && value !== null
        ? JSON.stringify(value)
        : String(value);

/** A value's place in a URL: %-encoded, unless the case is about what encoding does. */
const inUrl = (value: unknown) =>
  value instanceof VerbatimUrlText ? value.text : encode(asText(value));

function queryString(query: unknown): string {
  if (query === null || typeof query !== 'object' || Array.isArray(query)) return inUrl(query);
  return Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${encode(key)}=${inUrl(v)}`),
    )
    .join('&');
}

function pathOf(base: BaseRequest): string {
  const params = (base.params ?? {}) as Record<string, unknown>;
  return base.url
    .replace(/:(\w+)/g, (_, name: string) => inUrl(params[name]))
    .replace('*', () => inUrl(params['*']).replaceAll('%2F', '/'));
}

function multipart(fields: unknown, file: Buffer) {
  const boundary = 'hostilesweepboundary';
  const entries =
    fields && typeof fields === 'object' ? Object.entries(fields) : [['field', fields]];
  const chunks = entries.flatMap(([name, value]) => [
    `--${boundary}\r\nContent-Disposition: form-data; name="${String(name).replace(/["\r\n]/g, '_')}"\r\n\r\n`,
    `${asText(value)}\r\n`,
  ]);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(chunks.join('') + head),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** The request as app.inject takes it. */
export function toInject(request: BaseRequest, c: HostileCase, takesBody: boolean): InjectOptions {
  const query = queryString(request.query);
  const options: InjectOptions = {
    method: request.method as InjectOptions['method'],
    url: pathOf(request) + (query ? `?${query}` : ''),
    headers: {},
  };
  if (c.kind === 'raw') {
    if (c.contentType) options.headers!['content-type'] = c.contentType;
    return { ...options, payload: c.payload };
  }
  if (!takesBody) return options;
  if (request.multipartFile && c.kind !== 'whole') {
    const form = multipart(request.body, request.multipartFile);
    options.headers!['content-type'] = form.contentType;
    return { ...options, payload: form.payload };
  }
  options.headers!['content-type'] = 'application/json';
  return { ...options, payload: JSON.stringify(request.body) ?? '' };
}
