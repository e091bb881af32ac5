/**
 * The field people never see and bots fill in (`website`): a filled one is answered as sent and
 * stored nowhere. Out of sight, out of the tab order and of the accessibility tree.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
