import { MAX_MESSAGE_LENGTH } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormField } from '../../../components/forms';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { conversationKeys, startConversation } from '../api/conversations';
import { readDraft, writeDraft } from '../lib/drafts';
import { messageProblem } from '../lib/message-rules';
import { useMessagesT } from '../texts';

/** The dashboard's Messages page with one thread open. */
export const threadPath = (id: number) => paths.dashboard.messageThread(id);

/**
 * "Message the advertiser" (docs/product.md#conversations): the text is kept per advert in this
 * tab while it is typed, so a visitor sent to log in finds it again when they come back.
 */
export function MessageAdvertiserForm({
  advertId,
  signedIn,
}: {
  advertId: number;
  signedIn: boolean;
}) {
  const t = useMessagesT();
  const id = useId();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [text, setText] = useState(() => readDraft(advertId));
  const [problem, setProblem] = useState<string>();
  const send = useMutation({
    mutationFn: (message: string) => startConversation({ advertId, message }),
    onSuccess: () => {
      writeDraft(advertId, '');
      setText('');
      void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    },
  });

  const change = (value: string) => {
    setText(value);
    setProblem(undefined);
    writeDraft(advertId, value);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = messageProblem(text);
    if (found) return setProblem(found);
    if (!signedIn)
      return void navigate(paths.login(), { state: { from: location.pathname + location.search } });
    send.mutate(text.trim());
  };

  const error = problem ?? (send.error ? errorMessage(send.error) : undefined);
  return (
    <Form noValidate onSubmit={submit} className="advertiser-card__message">
      <FormField id={`${id}-message`} label={t('yourMessage')} error={error} className="">
        {(control) => (
          <Form.Control
            {...control}
            as="textarea"
            rows={3}
            value={text}
            maxLength={MAX_MESSAGE_LENGTH + 100}
            placeholder={t('messagePlaceholder')}
            onChange={(e) => change(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" className="w-100 mt-2" disabled={send.isPending}>
        {t('messageAdvertiser')}
      </Button>
      {!signedIn ? <p className="advertiser-card__hint">{t('textIsKept')}</p> : null}
      {send.data ? (
        <p role="status" className="advertiser-card__sent">
          {t('sent')} <Link to={threadPath(send.data.id)}>{t('openConversation')}</Link>
        </p>
      ) : null}
    </Form>
  );
}
