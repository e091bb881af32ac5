import { Info } from "../ui/icons.ts";

/**
 * A short operational note (for example, where in the account a service is switched on), in a
 * white band of its own, padded above and below: the sections around it are tinted.
 */
export function Note({ text }: { text: string }) {
  return (
    <aside className="bg-surface">
      <div className="mx-auto max-w-(--container-content) px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <p className="flex gap-3 rounded-card border border-primary/20 bg-primary-soft p-5 text-ink">
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{text}</span>
        </p>
      </div>
    </aside>
  );
}
