import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon/icon';
import { LoadingPanel } from '../../../components/loading-panel';
import { usePageTitle } from '../../../hooks/use-page-title';
import { errorMessage } from '../../../lib/api-error';
import { unsubscribe, type UnsubscribeKind } from '../api/saved-searches';
import { useSavedSearchT } from '../texts';

export interface UnsubscribeTexts {
  /** What is on now, or undefined when it is off already. */
  on: string | undefined;
  off: string;
}

interface Props<T> {
  kind: UnsubscribeKind;
  token: string;
  title: string;
  read: (token: string) => Promise<T>;
  /** The sentences of what the link reads. */
  textsOf: (answer: T) => UnsubscribeTexts;
  button: string;
  back: { to: string; label: string };
}

/**
 * An e-mail's unsubscribe page (docs/product.md#saved-search-alerts): loading it only reads
 * what the link would turn off, as mail scanners open links; the button turns it off.
 */
export function UnsubscribePanel<T>({ kind, token, title, read, textsOf, button, back }: Props<T>) {
  const t = useSavedSearchT();
  usePageTitle(title);
  const queryClient = useQueryClient();
  const queryKey = ['unsubscribe', kind, token];
  const state = useQuery({ queryKey, queryFn: () => read(token), retry: false });
  const turnOff = useMutation({
    mutationFn: () => unsubscribe(kind, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
  const texts = state.data === undefined ? undefined : textsOf(state.data);
  const failure = turnOff.error ?? state.error;
  return (
    <Container className="section unsubscribe-page">
      <div className="panel text-center py-5 px-3 mx-auto" style={{ maxWidth: 560 }}>
        <h1 className="h3">{title}</h1>
        {state.isPending ? <LoadingPanel text={t('readingLink')} /> : null}
        {turnOff.data ? (
          <p role="status" className="mt-3">
            <Icon name="check-circle-fill" /> {turnOff.data.message}
          </p>
        ) : texts ? (
          <p className="mt-3">{texts.on ?? texts.off}</p>
        ) : null}
        {texts?.on && !turnOff.data ? (
          <Button
            variant="danger"
            className="mb-3"
            disabled={turnOff.isPending}
            onClick={() => turnOff.mutate()}
          >
            {turnOff.isPending ? t('turningOffNow') : button}
          </Button>
        ) : null}
        {failure ? (
          <p role="alert" className="mt-3 text-danger">
            <Icon name="exclamation-triangle" /> {errorMessage(failure)}
          </p>
        ) : null}
        <div>
          <Link to={back.to}>{back.label}</Link>
        </div>
      </div>
    </Container>
  );
}
