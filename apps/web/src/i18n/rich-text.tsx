import { Fragment, type ReactNode } from 'react';
import type { Values } from './runtime';

const MARK = '\u0001';

/**
 * A translated sentence with elements inside it (a link, a bold address): the elements stand in
 * the sentence where each language puts its `{placeholder}`, so word order stays the translator's.
 * `translate` is a `t` that fills the placeholders from `values`.
 */
export function richText(
  translate: (values: Values) => string,
  parts: Record<string, ReactNode>,
): ReactNode {
  const markers = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  const pieces = translate(markers).split(MARK);
  // Odd pieces are placeholder names, even ones the text between them.
  return pieces.map((piece, index) => (
    <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>
  ));
}
