import type { PendingRevision } from '@estate/contracts';

const shown = (value: string | null) => value ?? '—';

/**
 * An owner's waiting edit of a live advert, side by side: each changed field with the approved
 * value and the proposed one (docs/product.md#revisions).
 */
export function RevisionChanges({ revision }: { revision: PendingRevision }) {
  return (
    <section className="panel advert-review__changes" aria-labelledby="revision-title">
      <h2 id="revision-title" className="fs-5">
        Changes since the approved version
      </h2>
      <p className="text-body-secondary small">
        Sent <time dateTime={revision.submittedAt}>{revision.submittedAt.slice(0, 10)}</time>
      </p>
      <div className="table-responsive">
        <table className="table align-top">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Approved</th>
              <th scope="col">Proposed</th>
            </tr>
          </thead>
          <tbody>
            {revision.changes.map((change) => (
              <tr key={change.field}>
                <th scope="row">{change.label}</th>
                <td className="advert-review__before">{shown(change.before)}</td>
                <td className="advert-review__after">{shown(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
