/**
 * The content check inside the editor: every field of the model, wrapped so that it runs the
 * rules of cms/rules.ts (the functions the content check runs over the files) on its value as it
 * is typed, shows what they find under the field, and refuses to validate while they find
 * something (so Keystatic's Save refuses too). A list entry's name carries a mark and a count of
 * the problems it holds. The value, the file's layout and the model's shape do not change.
 */
import type { ComponentSchema } from "@keystatic/core";
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import { formatFigure } from "../../domain/figures.ts";
import { FACT_IDS } from "../../domain/facts.ts";
import { MARKETS, type MarketId } from "../../domain/site.ts";
import { singletonKey, storiesKey, type EditorContent } from "../config.ts";
import { editorText, langOf, problemCount, type Lang } from "../labels.ts";
import {
  claimProblem,
  get,
  isRecord,
  linkProblems,
  textProblems,
  type FieldContext,
  type Path,
} from "../rules.ts";
import {
  contextOf,
  contextsVersion,
  draftKey,
  draftOf,
  setDraft,
  subscribeContexts,
  subscribeDraft,
} from "./editor-state.ts";

/** What marks a problem in the page: a field's wrapper, and the name of a list entry. */
export const PROBLEM_ATTRIBUTE = "data-field-problem";
export const PROBLEM_MARK = "⚠";

interface InputProps {
  value: unknown;
  onChange(value: unknown): void;
  autoFocus?: boolean;
  forceValidation?: boolean;
}

interface FormLike {
  kind: "form";
  label?: string;
  options?: unknown;
  /** A text's limit (cms/fields.ts), counted under the field. */
  maxLength?: number;
  Input: ComponentType<InputProps>;
  validate(value: unknown, args?: unknown): unknown;
}

interface Place {
  market: MarketId;
  namespace: EditorContent;
  /** The singleton (`facts-mx`) or the stories' collection (`stories-mx`), which keys the drafts. */
  entry: string;
  /** The field's path in its file, "*" for a list's entry. */
  fieldPath: Path;
  /** The field's labels from its file's down, as the editor shows them. */
  labels: string[];
}

/** A figure of the fact sheet: its check reads the "+" beside it. */
const claimIdOf = ({ namespace, fieldPath }: Place) =>
  namespace === "facts" &&
  fieldPath.length === 3 &&
  fieldPath[0] === "items" &&
  fieldPath[2] === "amount"
    ? String(fieldPath[1])
    : undefined;

const plusKeyOf = (place: Place) => {
  const id = claimIdOf(place);
  return id === undefined ? undefined : draftKey(place.entry, ["items", id, "plus"]);
};

/** The words of a field's value: a text, or the name a slug field holds (a story's customer). */
const wordsOf = (value: unknown): string | undefined => {
  if (typeof value === "string") return value;
  const name = get(value, "name");
  return typeof name === "string" ? name : undefined;
};

/**
 * What the content's rules find in a field's value. Without the saved content (GitHub storage),
 * only what the value shows by itself: its links.
 */
function ruleProblems(place: Place, value: unknown): string[] {
  const context = contextOf(place.market);
  const words = wordsOf(value);
  if (words !== undefined) {
    return context
      ? textProblems(context, place.namespace, place.fieldPath, words)
      : linkProblems(place.market, words);
  }
  const id = claimIdOf(place);
  if (id === undefined || !context) return [];
  const plus = draftOf(plusKeyOf(place)!) ?? get(context.facts, "items", id, "plus");
  const problem = claimProblem(context, id, { amount: value, plus });
  return problem ? [problem] : [];
}

/** Keystatic's own refusal of the value (empty, too long, not an address), if any. */
function modelProblem(field: FormLike, value: unknown): string | undefined {
  try {
    field.validate(value, undefined);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function CheckedInput({ field, place, ...props }: InputProps & { field: FormLike; place: Place }) {
  useSyncExternalStore(subscribeContexts, contextsVersion);
  const plusKey = plusKeyOf(place);
  const subscribePlus = useCallback(
    (listener: () => void) => (plusKey ? subscribeDraft(plusKey, listener) : () => {}),
    [plusKey],
  );
  useSyncExternalStore(subscribePlus, () => (plusKey ? draftOf(plusKey) : undefined));
  // A field outside the lists tells its value as it is now to the checks that read it.
  const key = place.fieldPath.includes("*") ? undefined : draftKey(place.entry, place.fieldPath);
  useEffect(() => {
    if (key) setDraft(key, props.value);
  }, [key, props.value]);
  useEffect(() => (key ? () => setDraft(key, undefined) : undefined), [key]);

  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const problems = ruleProblems(place, props.value);
  const refusal = problems[0] ?? modelProblem(field, props.value);
  const max = typeof props.value === "string" ? field.maxLength : undefined;
  const counterId = `${id}-count`;
  const problemIds = problems.map((_, index) => `${id}-problem-${index}`).join(" ");
  const messageIds = [problemIds, max === undefined ? "" : counterId].filter(Boolean).join(" ");
  useEffect(() => {
    // The control is Keystatic's: its description stays, the count and problems are added to it.
    const control = container.current?.querySelector("input, textarea, select");
    if (!control || !messageIds) return;
    const restore = ["aria-describedby", "aria-invalid"].map((name) => {
      const before = control.getAttribute(name);
      return () =>
        before === null ? control.removeAttribute(name) : control.setAttribute(name, before);
    });
    const described = control.getAttribute("aria-describedby");
    control.setAttribute("aria-describedby", [described, messageIds].filter(Boolean).join(" "));
    if (problemIds) control.setAttribute("aria-invalid", "true");
    return () => restore.forEach((undo) => undo());
  }, [messageIds, problemIds]);

  const Field = field.Input;
  // The copy's texts (each has a limit), not a choice nor a date.
  const text = max !== undefined && field.options === undefined;
  return (
    <div
      ref={container}
      id={id}
      className="anden-field"
      {...{ [PROBLEM_ATTRIBUTE]: refusal }}
      data-field-label={place.labels.join(" › ")}
    >
      <Field {...props} />
      {max !== undefined && (
        <CharacterCount
          id={counterId}
          count={(props.value as string).length}
          max={max}
          lang={langOf(place.market)}
        />
      )}
      {problems.map((problem, index) => (
        <p key={index} id={`${id}-problem-${index}`} className="anden-field-problem">
          {PROBLEM_MARK} {problem}
        </p>
      ))}
      {text && (
        <VariablePicker
          market={place.market}
          insert={(variable) => {
            const control = container.current?.querySelector<
              HTMLInputElement | HTMLTextAreaElement
            >("input, textarea");
            const value = props.value as string;
            const start = control?.selectionStart ?? value.length;
            const end = control?.selectionEnd ?? start;
            props.onChange(`${value.slice(0, start)}${variable}${value.slice(end)}`);
          }}
        />
      )}
    </div>
  );
}

/**
 * "23 / 40" under a text with a limit. A screen reader hears it with the field's description,
 * and is told once the limit is reached (politely: not at every keystroke before it).
 */
export function CharacterCount({
  id,
  count,
  max,
  lang,
}: {
  id: string;
  count: number;
  max: number;
  lang: Lang;
}) {
  const announcement =
    count < max
      ? ""
      : editorText(count === max ? "counterAtLimit" : "counterOver", lang, { count, max });
  return (
    <>
      <p id={id} className="anden-count" data-over={count > max || undefined}>
        {count} / {max}
      </p>
      <p role="status" className="anden-visually-hidden">
        {announcement}
      </p>
    </>
  );
}

/** The fact sheet's figures and areas as the copy names them, with what the page shows. */
export function variablesOf(context: FieldContext): { name: string; shows: string }[] {
  const { locale } = MARKETS[context.market];
  const figures = FACT_IDS.flatMap((id) => {
    const item = get(context.facts, "items", id);
    const amount = get(item, "amount");
    if (typeof amount !== "number") return [];
    const unit = get(item, "unit");
    const figure = formatFigure(
      {
        amount,
        plus: get(item, "plus") === true,
        unit: typeof unit === "string" ? unit : undefined,
      },
      locale,
    );
    const label = get(item, "label");
    return [
      {
        name: `{{facts.${id}}}`,
        shows: typeof label === "string" ? `${figure} · ${label}` : figure,
      },
    ];
  });
  const areas = get(context.facts, "areas");
  const places = Object.entries(isRecord(areas) ? areas : {}).map(([name, shows]) => ({
    name: `{{areas.${name}}}`,
    shows: String(shows),
  }));
  return [...figures, ...places];
}

function VariablePicker({ market, insert }: { market: MarketId; insert(name: string): void }) {
  const context = useSyncExternalStore(subscribeContexts, () => contextOf(market));
  if (!context) return null;
  const lang = langOf(market);
  return (
    <details className="anden-variables">
      <summary>{editorText("variables", lang)}</summary>
      <p>{editorText("variablesHelp", lang)}</p>
      <ul>
        {variablesOf(context).map(({ name, shows }) => (
          <li key={name}>
            <button type="button" onClick={() => insert(name)}>
              {name}
            </button>{" "}
            <span>{shows}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function checkedField(field: FormLike, place: Place): FormLike {
  const Input = (props: InputProps): ReactNode => (
    <CheckedInput field={field} place={place} {...props} />
  );
  return {
    ...field,
    Input,
    validate(value, args) {
      const result = field.validate(value, args);
      const [problem] = ruleProblems(place, value);
      if (problem) throw new Error(problem);
      return result;
    },
  };
}

interface PreviewProps {
  schema: ComponentSchema;
  value?: unknown;
  fields?: Record<string, PreviewProps>;
  elements?: PreviewProps[];
}

/** The problems an entry of a list holds, as its fields' checks (and Save) count them. */
export function problemsIn(props: PreviewProps): number {
  const { schema } = props;
  switch (schema.kind) {
    case "form":
      return modelProblem(schema as unknown as FormLike, props.value) === undefined ? 0 : 1;
    case "object":
      return Object.values(props.fields ?? {}).reduce((sum, field) => sum + problemsIn(field), 0);
    case "array": {
      const elements = props.elements ?? [];
      const { min = 0, max = Infinity } = schema.validation?.length ?? {};
      const length = elements.length < min || elements.length > max ? 1 : 0;
      return elements.reduce((sum, element) => sum + problemsIn(element), length);
    }
    default:
      return 0;
  }
}

const markedItemLabel =
  (itemLabel: ((props: never) => string) | undefined, lang: Lang) => (props: PreviewProps) => {
    const label = itemLabel?.(props as never);
    const count = problemsIn(props);
    if (!count) return label;
    return [PROBLEM_MARK, label, `(${problemCount(count, lang)})`].filter(Boolean).join(" ");
  };

const labelOf = (field: ComponentSchema, key: string) => (field as { label?: string }).label ?? key;

/**
 * A singleton's schema, or a customer story's, with the checks at each of its fields (the
 * editor's page only).
 */
export function withFieldChecks<Schema extends Record<string, ComponentSchema>>(
  schema: Schema,
  market: MarketId,
  namespace: EditorContent,
): Schema {
  const entry = namespace === "stories" ? storiesKey(market) : singletonKey(namespace, market);
  const lang = langOf(market);
  const walk = (field: ComponentSchema, fieldPath: Path, labels: string[]): ComponentSchema => {
    switch (field.kind) {
      case "object":
        return { ...field, fields: walkFields(field.fields, fieldPath, labels) };
      case "array":
        return {
          ...field,
          element: walk(field.element, [...fieldPath, "*"], labels),
          itemLabel: markedItemLabel(field.itemLabel as never, lang),
        } as ComponentSchema;
      case "form":
        return checkedField(field as unknown as FormLike, {
          market,
          namespace,
          entry,
          fieldPath,
          labels,
        }) as unknown as ComponentSchema;
      default:
        return field;
    }
  };
  const walkFields = (fields: Record<string, ComponentSchema>, fieldPath: Path, labels: string[]) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, field]) => [
        key,
        walk(field, [...fieldPath, key], [...labels, labelOf(field, key)]),
      ]),
    );
  // The same fields, each wrapped: its kind, value and serialisation are the model's.
  return walkFields(schema, [], []) as Schema;
}
