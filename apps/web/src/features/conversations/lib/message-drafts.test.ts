import { CONVERSATION_MESSAGES, MAX_MESSAGE_LENGTH } from '@estate/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from './drafts';
import { messageProblem } from './message-rules';

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('messageProblem', () => {
  it('refuses an empty message, spaces and line breaks only included', () => {
    expect(messageProblem('')).toBe(CONVERSATION_MESSAGES.empty);
    expect(messageProblem('   \n\t ')).toBe(CONVERSATION_MESSAGES.empty);
  });

  it('counts the characters once the text is trimmed', () => {
    const longest = 'x'.repeat(MAX_MESSAGE_LENGTH);
    expect(messageProblem(`  ${longest}  `)).toBeUndefined();
    expect(messageProblem(`${longest}y`)).toBe(CONVERSATION_MESSAGES.tooLong);
  });

  it('accepts a one-character message', () => {
    expect(messageProblem(' ? ')).toBeUndefined();
  });
});

describe('message drafts', () => {
  it('keeps a draft per advert in this tab until it is read', () => {
    writeDraft(7, 'Is the flat still free?');
    writeDraft(8, 'Can I visit on Monday?');
    expect(readDraft(7)).toBe('Is the flat still free?');
    expect(readDraft(8)).toBe('Can I visit on Monday?');
    expect(window.sessionStorage.getItem('message-draft:7')).toBe('Is the flat still free?');
  });

  it('reads an empty draft for an advert with none', () => {
    expect(readDraft(99)).toBe('');
  });

  it('forgets the draft once its text is emptied', () => {
    writeDraft(7, 'Hello');
    writeDraft(7, '');
    expect(window.sessionStorage.getItem('message-draft:7')).toBeNull();
    expect(readDraft(7)).toBe('');
  });

  it('does without a draft when the browser refuses storage', () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => writeDraft(7, 'Hello')).not.toThrow();
    expect(readDraft(7)).toBe('');
  });
});
