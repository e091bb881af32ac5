import { Info } from "lucide-react";

/** A short operational note (for example, where in the account a service is switched on). */
export function Note({ text }: { text: string }) {
  return (
    <aside className="bg-surface">
      <div className="mx-auto max-w-(--container-content) px-4 pt-16 sm:px-6 lg:px-8">
        <p className="flex gap-3 rounded-(--radius-card) border border-primary/20 bg-primary-soft p-5 text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{text}</span>
        </p>
      </div>
    </aside>
  );
}
