import { BRAND_NAME } from "../../../domain/site.ts";

/** The Andén mark (a loading platform with a parcel leaving it) and the wordmark. */
export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
        <path d="M6 22h20v3H6z" fill="#fff" />
        <path d="M9 11h9v9H9z" fill="#fff" />
        <path d="M9 14.5h9" stroke="var(--color-primary)" strokeWidth="1.5" />
        <path d="M20 13h4l2.5 3.5L24 20h-4z" fill="var(--color-accent)" />
      </svg>
      <span className="text-xl font-extrabold tracking-tight text-ink">{BRAND_NAME}</span>
    </span>
  );
}
