/** A loading indicator with its words for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      className="grid place-items-center rounded-panel border border-line bg-white p-16"
    >
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-primary-soft border-t-primary motion-reduce:animate-none"
      />
      <span className="mt-4 text-ink-soft">{label}</span>
    </div>
  );
}
