import type { ReactNode } from 'react';
import { useNearViewport } from '../hooks/use-near-viewport';
import { usePhoneShown } from '../lib/phone-shown';
import { telHref } from '../lib/tel-href';

interface PhoneLinkProps {
  phone: string;
  /** Drawn before the number inside the link (an icon). */
  before?: ReactNode;
  className?: string;
}

/**
 * A phone number to call: a `tel:` link reading as the number's country writes it. The formatting
 * library comes when the number nears the viewport, so a footer's number costs a first load
 * nothing (docs/product.md#first-load).
 */
export function PhoneLink({ phone, before, className }: PhoneLinkProps) {
  const [ref, near] = useNearViewport<HTMLAnchorElement>('200px');
  const shown = usePhoneShown(phone, near);
  return (
    <a
      ref={ref}
      href={telHref(phone)}
      className={className ? `phone-link ${className}` : 'phone-link'}
    >
      {before}
      {shown}
    </a>
  );
}
