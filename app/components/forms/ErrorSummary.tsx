import type { Attributes } from "../../widgets/widget.ts";

/** One problem of a posted form: what the summary says, and the id of the control to fix. */
export interface FormProblem {
  fieldId: string;
  text: string;
}

/**
 * The list of a posted form's problems above it, each a link to its field (GOV.UK's error
 * summary): what a visitor without JavaScript sees first when the server draws the form back.
 * Drawn only when there are problems.
 */
export function ErrorSummary({
  id,
  title,
  problems,
  attributes,
}: {
  id: string;
  title: string;
  problems: readonly FormProblem[];
  /** Its widget's part attributes, for a behaviour that takes it away once fields change. */
  attributes?: Attributes;
}) {
  if (problems.length === 0) return null;
  return (
    <div
      {...attributes}
      role="alert"
      aria-labelledby={`${id}-title`}
      className="mb-4 rounded-control border-2 border-danger bg-white p-4 sm:p-5"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem) => (
          <li key={problem.fieldId}>
            <a href={`#${problem.fieldId}`} className="font-semibold text-danger-strong underline">
              {problem.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
