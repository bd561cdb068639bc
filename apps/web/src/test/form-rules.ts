import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/** One validation rule of one field, as a person meets it (docs/product.md#form-rules). */
export interface FieldRule {
  /** The field's label. */
  label: string;
  /** What the person types (or the option they choose in a select); empty leaves it empty. */
  input: string;
  /** The exact message shown under the field. */
  message: string;
  /** A value that keeps the rule. */
  fix: string;
}

/** Where the field is found by its label: the screen, a `within(form)`, or a chooser of our own. */
type Scope = { getByLabelText: (label: string) => HTMLElement };

/** The messages tied to a field through aria-describedby, one per list item when there are several. */
export function fieldMessages(field: HTMLElement): string[] {
  const ids = field.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? [];
  return ids.flatMap((id) => {
    const element = document.getElementById(id);
    if (!element) return [];
    const items = [...element.querySelectorAll('li')];
    const texts = items.length ? items.map((li) => li.textContent) : [element.textContent];
    return texts.map((text) => (text ?? '').trim());
  });
}

const LONGEST_TYPED = 24;

/** Replaces the field's value as a person would: select it all, then type (or leave it empty). */
export async function retype(user: UserEvent, field: HTMLElement, value: string) {
  if (field instanceof HTMLSelectElement) return user.selectOptions(field, value);
  await user.clear(field);
  if (!value) return;
  if (value.length <= LONGEST_TYPED) return user.type(field, value);
  // A long text is pasted, as people do: typing it key by key only makes the test slow.
  await user.click(field);
  await user.paste(value);
}

/**
 * Types the rule's bad input, leaves the field and submits (when the button lets one), expects the
 * exact message under the field; then types the fix and expects the message gone.
 */
export async function expectRuleShownThenCleared(
  user: UserEvent,
  rule: FieldRule,
  submitButton: () => HTMLElement,
  scope: Scope = screen,
) {
  const field = scope.getByLabelText(rule.label);
  await retype(user, field, rule.input);
  await user.tab();
  const submit = submitButton();
  if (!submit.hasAttribute('disabled')) await user.click(submit);
  await waitFor(() => expect(fieldMessages(field)).toContain(rule.message));
  expect(field).toHaveAttribute('aria-invalid', 'true');

  await retype(user, field, rule.fix);
  await user.tab();
  await waitFor(() => expect(fieldMessages(field)).not.toContain(rule.message));
}

/** Each rule in turn, on the same rendered form. */
export async function expectRulesShownThenCleared(
  user: UserEvent,
  rules: readonly FieldRule[],
  submitButton: () => HTMLElement,
  scope: Scope = screen,
) {
  for (const rule of rules) await expectRuleShownThenCleared(user, rule, submitButton, scope);
}
