/** Progress of a long task (trimming, uploading): `value` from 0 to 1, or undefined while unknown. */
export function ProgressBar({ value, label }: { value: number | undefined; label: string }) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="est-progress" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} data-indeterminate={percent === undefined || undefined}>
      <div className="est-progress-bar" style={{ width: percent === undefined ? undefined : `${percent}%` }} />
    </div>
  );
}
