/**
 * No zod here: web code reads the labels without loading it (package subpath `./rejection-reasons`).
 * Why staff reject an advert, from a list (docs/product.md#moderation): the owner sees the label
 * and any free text with it. Other needs the free text.
 */
export const REJECTION_REASONS = [
  { code: 'PICTURES', label: 'Pictures do not show the property' },
  { code: 'PRICE', label: 'Price missing or wrong' },
  { code: 'DUPLICATE', label: 'Duplicate' },
  { code: 'CONTACT_IN_TEXT', label: 'Contact details in the text' },
  { code: 'OTHER', label: 'Other' },
] as const;

export type RejectionReasonCode = (typeof REJECTION_REASONS)[number]['code'];
export const REJECTION_REASON_CODES = REJECTION_REASONS.map((r) => r.code) as [
  RejectionReasonCode,
  ...RejectionReasonCode[],
];

export const REJECTION_MESSAGES = {
  unknownCode: `reasonCode must be one of ${REJECTION_REASON_CODES.join(', ')}`,
  otherNeedsText: 'Write the reason when you choose Other',
} as const;

/** The label the owner reads for a stored code; null for none or a code no longer listed. */
export function rejectionReasonLabel(code: string | null | undefined): string | null {
  return REJECTION_REASONS.find((r) => r.code === code)?.label ?? null;
}

/**
 * What the owner reads: the listed reason's label, then the text staff wrote ("Duplicate: see
 * advert 12"); Other is only its text. Null when no reason was given. `labelOf` gives the label in
 * the reader's language (the e-mails); English by default.
 */
export function rejectionReasonText(
  code: string | null | undefined,
  text: string | null | undefined,
  labelOf: (code: string | null | undefined) => string | null = rejectionReasonLabel,
): string | null {
  const label = code === 'OTHER' && text ? null : labelOf(code);
  return [label, text].filter(Boolean).join(': ') || null;
}

/**
 * A reason kept as the owner reads it in English (a turned-down edit keeps only this text) split
 * back into its listed reason and staff's words, so it can be shown in the reader's language.
 * Text that starts with no listed label is staff's words alone.
 */
export function splitRejectionText(text: string): {
  code: RejectionReasonCode | null;
  text: string | null;
} {
  for (const { code, label } of REJECTION_REASONS) {
    if (text === label) return { code, text: null };
    if (text.startsWith(`${label}: `)) return { code, text: text.slice(label.length + 2) };
  }
  return { code: null, text };
}
