import type { AgencyMember, MyAgency } from '@estate/contracts/agencies';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormAlert } from '../../../components/forms';
import { errorMessage } from '../../../lib/api-error';
import { useHandOn, useRemoveMember } from '../api/agencies';
import { useAgenciesT } from '../texts';

type Asked = { kind: 'remove' | 'handOn'; member: AgencyMember } | null;

/** The members with their roles; the owner removes an agent or hands ownership on, asked first. */
export function AgencyMembers({ mine }: { mine: MyAgency }) {
  const t = useAgenciesT();
  const remove = useRemoveMember(mine.agency.id);
  const handOn = useHandOn(mine.agency.id);
  const [asked, setAsked] = useState<Asked>(null);
  const owner = mine.myRole === 'OWNER';
  const failed = remove.error ?? handOn.error;
  const name = (m: AgencyMember) => `${m.firstName} ${m.lastName}`.trim();

  const confirm = () => {
    if (!asked) return;
    const run = asked.kind === 'remove' ? remove : handOn;
    run.mutate(asked.member.userId);
    setAsked(null);
  };
  return (
    <section className="mt-3">
      <h3 className="h5">{t('members')}</h3>
      <FormAlert variant="danger" message={failed ? errorMessage(failed) : null} />
      <ul className="list-unstyled" aria-label={t('members')}>
        {mine.members.map((m) => (
          <li key={m.userId} className="d-flex flex-wrap align-items-center gap-2 py-1">
            <span>
              {name(m)} · {m.email} · {t(`role.${m.role}`)}
            </span>
            {owner && m.role === 'AGENT' ? (
              <>
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setAsked({ kind: 'handOn', member: m })}
                >
                  {t('handOn')}
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setAsked({ kind: 'remove', member: m })}
                >
                  {t('remove')}
                </Button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={asked !== null}
        message={asked ? t(`${asked.kind}Question`, { name: name(asked.member) }) : ''}
        confirmLabel={asked ? t(asked.kind) : ''}
        cancelLabel={t('cancel')}
        destructive={asked?.kind === 'remove'}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </section>
  );
}
