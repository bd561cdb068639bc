import { usePropertiesT } from '../texts';

/** List / Map switch of /properties; the choice is in the URL (`view=map`). */
export function ViewSwitch({
  view,
  onChange,
}: {
  view: 'map' | undefined;
  onChange: (view: 'map' | undefined) => void;
}) {
  const t = usePropertiesT();
  const options = [
    { value: undefined, label: t('list') },
    { value: 'map' as const, label: t('map') },
  ];
  return (
    <div className="btn-group view-switch" role="group" aria-label={t('showResultsAs')}>
      {options.map((o) => (
        <button
          key={o.label}
          type="button"
          className={`btn btn-sm ${view === o.value ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={view === o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
