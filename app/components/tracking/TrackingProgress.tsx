import { Check, TriangleAlert } from "../ui/icons.ts";
import { useTranslation } from "react-i18next";
import { STAGES } from "../../../domain/tracking/status.ts";

/**
 * The happy path of a shipment, with the stages reached filled in. A `halted` shipment (returned,
 * or held by an exception) stopped on its last stage reached: that stage carries the warning of
 * the off-path note above it instead of reading as progress under way (ADR 11).
 */
export function TrackingProgress({
  reached,
  halted = false,
}: {
  reached: number;
  halted?: boolean;
}) {
  const { t } = useTranslation("tracking");
  return (
    <ol aria-label={t("details.stagesLabel")} className="grid gap-3 sm:grid-cols-5 sm:gap-0">
      {STAGES.map((stage, index) => {
        const state =
          index < reached
            ? "done"
            : index === reached
              ? halted
                ? "halted"
                : "current"
              : "upcoming";
        return (
          <li
            key={stage}
            data-stage={stage}
            data-state={state}
            aria-current={state === "current" || state === "halted" ? "step" : undefined}
            className="relative flex items-center gap-3 sm:flex-col sm:text-center"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={`absolute top-4 right-1/2 hidden h-1 w-full -translate-x-4 sm:block ${index <= reached ? "bg-primary" : "bg-line"}`}
              />
            ) : null}
            <span
              className={`relative z-10 grid size-9 shrink-0 place-items-center rounded-full border-2 text-sm font-bold ${
                state === "upcoming"
                  ? "border-line bg-white text-ink-soft"
                  : state === "current"
                    ? "border-primary bg-primary text-white ring-4 ring-primary/20"
                    : state === "halted"
                      ? "border-accent-strong bg-accent-soft text-accent-strong"
                      : "border-primary bg-primary text-white"
              }`}
            >
              {state === "done" ? (
                <Check aria-hidden="true" className="size-5" />
              ) : state === "halted" ? (
                <TriangleAlert aria-hidden="true" className="size-4" />
              ) : (
                index + 1
              )}
            </span>
            <span
              className={`text-sm sm:mt-2 ${state === "upcoming" ? "text-ink-soft" : "font-semibold text-ink"}`}
            >
              {t(`details.stages.${stage}`)}
              <span className="sr-only"> ({t(`details.stageStatus.${state}`)})</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
