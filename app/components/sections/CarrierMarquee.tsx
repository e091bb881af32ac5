import { useTranslation } from "react-i18next";
import { carriersOf } from "../../../domain/rates/carriers.ts";
import { market } from "../../i18n/i18n.ts";
import { PausePlayFace } from "../../widgets/pause-toggle/PausePlayFace.tsx";
import { pausedView, pauseToggle } from "../../widgets/pause-toggle/pause-toggle.ts";
import { LOGO_SIZE, WORDMARK } from "../logos/wordmark.ts";

/**
 * One loop's duration by how many carriers run past, so a longer list does not run faster: about
 * 3 s a carrier. Literal classes, so Tailwind generates them.
 */
const LOOP = [
  [12, "animate-[marquee_40s_linear_infinite]"],
  [20, "animate-[marquee_60s_linear_infinite]"],
  [Infinity, "animate-[marquee_110s_linear_infinite]"],
] as const;

/**
 * Every carrier the copy counts, as wordmarks 24 px high, scrolling sideways, in the order the
 * content lists them (`content:carriers.items`, ids of the rate cards' carriers; the content check
 * holds the list to exactly the cards' carriers). The list is drawn
 * twice so the loop is seamless; the copy is hidden from assistive technology. It can be paused,
 * and stands still under prefers-reduced-motion, wrapped inside the section.
 */
export function CarrierMarquee() {
  const { t } = useTranslation("content");
  const { t: tc } = useTranslation("common");
  const byId = new Map(carriersOf(market.id).map((carrier) => [carrier.id, carrier]));
  const carriers = t("carriers.items", { returnObjects: true }).flatMap((id) => {
    const carrier = byId.get(id);
    return carrier ? [carrier] : [];
  });
  const loop = LOOP.find(([upTo]) => carriers.length <= upTo)![1];
  const list = (copy: boolean) => (
    <ul
      aria-hidden={copy || undefined}
      className={`flex shrink-0 items-center gap-12 pr-12 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:gap-x-8 motion-reduce:gap-y-4 motion-reduce:pr-0 ${copy ? "motion-reduce:hidden" : ""}`}
    >
      {carriers.map((carrier) => (
        <li
          key={carrier.id}
          className={`h-6 whitespace-nowrap ${LOGO_SIZE} ${WORDMARK}`}
          data-testid={copy ? undefined : "carrier-logo"}
        >
          {carrier.name}
        </li>
      ))}
    </ul>
  );
  return (
    <section
      aria-labelledby="carriers-title"
      className="group/pausable bg-surface-muted"
      {...pauseToggle.root()}
      {...pausedView(false)}
    >
      <div className="mx-auto max-w-(--container-content) px-4 py-14 sm:px-6 lg:px-8">
        <div className="flex items-center justify-between gap-4">
          <h2 id="carriers-title" className="text-xl font-extrabold tracking-tight sm:text-2xl">
            {t("carriers.title")}
          </h2>
          <button
            type="button"
            {...pauseToggle.part("button")}
            className="grid size-11 shrink-0 place-items-center rounded-full border border-line bg-white text-ink hover:border-primary motion-reduce:hidden"
          >
            <PausePlayFace
              pauseLabel={tc("marquee.pause")}
              playLabel={tc("marquee.play")}
              iconClassName="size-4"
            />
          </button>
        </div>
        {/* Still (reduced motion), the list wraps inside the section instead of running past its
            edge, and the faded edges, which hide the logos passing them, go. `relative` clips the
            names for screen readers too, which are positioned absolutely. */}
        <div className="relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
          <div
            className={`flex w-max text-ink-soft ${loop} group-data-[paused=true]/pausable:[animation-play-state:paused] motion-reduce:w-full motion-reduce:animate-none`}
          >
            {list(false)}
            {list(true)}
          </div>
        </div>
      </div>
    </section>
  );
}
