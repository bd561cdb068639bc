import { registerPageTexts, t, type MessageId, type Values } from '../../../i18n';
import english from '../../../i18n/locales/en/editor.json';

/**
 * The add form's and the editor's texts (docs/i18n.md): they load with those pages (the owner's,
 * and the staff's editor that reuses their sections), Turkish only for Turkish readers.
 */
export const useEditorT = registerPageTexts(
  'editor',
  english,
  () => import('../../../i18n/locales/tr/editor.json'),
);

export type EditorTextKey = keyof typeof english;

/** The same texts outside React (a toast after a save, once `useEditorT` has drawn). */
export const editorText = (key: EditorTextKey, values?: Values): string =>
  t(`editor.${key}` as MessageId, values);

/** The English texts the specification words, for the tests that look for them. */
export const EDITOR_ENGLISH = english;
